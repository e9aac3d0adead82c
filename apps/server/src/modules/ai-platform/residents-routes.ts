import { aiResidentsContract } from '@kanghu/shared/contracts';
import { aiResidents as ai } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import { pathDetail } from './path-service.ts';
import * as residentRecordsService from './resident-records-service.ts';
import * as residentsService from './residents-service.ts';
import { registerTrackTimeline } from './track-timeline.ts';

const tags = ['ai-platform'];
const SCOPE =
  'Residents of the district of :localAreaCode only (core/district.ts); another district or a resident outside it answers 404.';
const servicer = 'servicer' as const;

/** The AI platform's resident calls (issue 16); alternative calls share one implementation. */
export default async function aiResidentRoutes(app: FastifyInstance, opts: { services: Services }) {
  registerTrackTimeline(opts.services.timeline);
  const serve = routeTable(app, { access: servicer, tags });
  serve(ai, aiResidentsContract, {
    list: {
      summary: '居民列表',
      description: `Filters only when given (0 is a value: not in the group / no untracked abnormal reading); ID and phone masked. ${SCOPE}`,
      handle: (ctx, { params: p, query }) => residentsService.residentList(ctx, p.localAreaCode, query),
    },
    info: {
      summary: '居民档案',
      description: SCOPE,
      handle: (ctx, { params: p, query }) => residentsService.residentInfo(ctx, p.localAreaCode, query),
    },
    tags: {
      summary: '居民标签',
      handle: (ctx, { params: p }) => residentsService.residentTags(ctx, p.localAreaCode),
    },
  });
  const staffAbout = (summary: string) => ({
    summary,
    description: 'Doctors and assistants whose org lies in the district or who bound a local account of it.',
  });
  serve(ai, aiResidentsContract, {
    doctorAssistants: {
      ...staffAbout('医生助理列表'),
      handle: (ctx, { params: p }) => residentsService.staffList(ctx, p.localAreaCode),
    },
    userAides: {
      ...staffAbout('助手列表'),
      handle: (ctx, { params: p }) => residentsService.staffList(ctx, p.localAreaCode),
    },
    highRiskDetail: {
      summary: '高危详情',
      description: `The stored risk mark and the inputs its score used; 404 when no model was computed. ${SCOPE}`,
      handle: (ctx, { params: p, query }) => residentsService.highRiskDetail(ctx, p.localAreaCode, query),
    },
    timeline: {
      summary: '居民时间轴',
      description: `Every registered timeline source (readings, calls, remarks, follow-ups, questionnaires), newest first. ${SCOPE}`,
      handle: (ctx, { params: p, query }) =>
        residentRecordsService.residentTimeline(ctx, p.localAreaCode, query),
    },
    pathDetail: {
      summary: '健康管理路径',
      description: `Quarterly face-to-face follow-ups and the yearly health check (国家基本公共卫生服务规范 第三版). ${SCOPE}`,
      handle: (ctx, { params: p, query }) => pathDetail(ctx, p.localAreaCode, query),
    },
    checkAfter: {
      summary: '检查检验记录',
      description: SCOPE,
      handle: (ctx, { params: p, query }) => residentRecordsService.checkAfter(ctx, p.localAreaCode, query),
    },
    checkCurve: {
      summary: '检查项目曲线',
      description: `Home readings of the item and record results that start with a number, oldest first. ${SCOPE}`,
      handle: (ctx, { params: p, query }) =>
        residentRecordsService.checkCurve(ctx, p.localAreaCode, p, query),
    },
    physicsSigns: {
      summary: '体征记录',
      description: `Blood pressure, glucose, height/weight/BMI, heart rate and temperature readings, page size 15. ${SCOPE}`,
      handle: (ctx, { params: p, query }) => residentRecordsService.physicsSigns(ctx, p.localAreaCode, query),
    },
  });
}
