import {
  aiCheckCurveParams,
  aiCheckCurveQuery,
  aiCheckCurveView,
  checkAfterPage,
  districtStaffList,
  highRiskDetailView,
  idcardQuery,
  localAreaParams,
  pathDetailView,
  pathNodeQuery,
  physicsSignPage,
  residentInfoView,
  residentListPage,
  residentListQuery,
  residentPageQuery,
  residentTagList,
  residentTimelineQuery,
  timelinePage,
} from '@kanghu/shared';
import { aiResidents as ai } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import { pathDetail } from './path-service.ts';
import { checkAfter, checkCurve, physicsSigns, residentTimeline } from './resident-records-service.ts';
import { highRiskDetail, residentInfo, residentList, residentTags, staffList } from './residents-service.ts';
import { registerTrackTimeline } from './track-timeline.ts';

const tags = ['ai-platform'];
const params = localAreaParams;
const SCOPE =
  'Residents of the district of :localAreaCode only (core/district.ts); another district or a resident outside it answers 404.';
const servicer = 'servicer' as const;

/** The AI platform's resident calls (issue 16); alternative calls share one implementation. */
export default async function aiResidentRoutes(app: FastifyInstance, opts: { services: Services }) {
  registerTrackTimeline(opts.services.timeline);
  const add = routes(app, { access: servicer, tags });
  add(
    ai.list,
    { params, query: residentListQuery, response: residentListPage },
    {
      summary: '居民列表',
      description: `Filters only when given (0 is a value: not in the group / no untracked abnormal reading); ID and phone masked. ${SCOPE}`,
    },
    (ctx, { params: p, query }) => residentList(ctx, p.localAreaCode, query),
  );
  add(
    ai.info,
    { params, query: idcardQuery, response: residentInfoView },
    { summary: '居民档案', description: SCOPE },
    (ctx, { params: p, query }) => residentInfo(ctx, p.localAreaCode, query),
  );
  add(ai.tags, { params, response: residentTagList }, '居民标签', (ctx, { params: p }) =>
    residentTags(ctx, p.localAreaCode),
  );
  const staff = { params, response: districtStaffList };
  const staffAbout = (summary: string) => ({
    summary,
    description: 'Doctors and assistants whose org lies in the district or who bound a local account of it.',
  });
  add(ai.doctorAssistants, staff, staffAbout('医生助理列表'), (ctx, { params: p }) =>
    staffList(ctx, p.localAreaCode),
  );
  add(ai.userAides, staff, staffAbout('助手列表'), (ctx, { params: p }) => staffList(ctx, p.localAreaCode));
  add(
    ai.highRiskDetail,
    { params, query: idcardQuery, response: highRiskDetailView },
    {
      summary: '高危详情',
      description: `The stored risk mark and the inputs its score used; 404 when no model was computed. ${SCOPE}`,
    },
    (ctx, { params: p, query }) => highRiskDetail(ctx, p.localAreaCode, query),
  );
  add(
    ai.timeline,
    { params, query: residentTimelineQuery, response: timelinePage },
    {
      summary: '居民时间轴',
      description: `Every registered timeline source (readings, calls, remarks, follow-ups, questionnaires), newest first. ${SCOPE}`,
    },
    (ctx, { params: p, query }) => residentTimeline(ctx, p.localAreaCode, query),
  );
  add(
    ai.pathDetail,
    { params, query: pathNodeQuery, response: pathDetailView },
    {
      summary: '健康管理路径',
      description: `Quarterly face-to-face follow-ups and the yearly health check (国家基本公共卫生服务规范 第三版). ${SCOPE}`,
    },
    (ctx, { params: p, query }) => pathDetail(ctx, p.localAreaCode, query),
  );
  add(
    ai.checkAfter,
    { params, query: residentPageQuery, response: checkAfterPage },
    { summary: '检查检验记录', description: SCOPE },
    (ctx, { params: p, query }) => checkAfter(ctx, p.localAreaCode, query),
  );
  add(
    ai.checkCurve,
    { params: aiCheckCurveParams, query: aiCheckCurveQuery, response: aiCheckCurveView },
    {
      summary: '检查项目曲线',
      description: `Home readings of the item and record results that start with a number, oldest first. ${SCOPE}`,
    },
    (ctx, { params: p, query }) => checkCurve(ctx, p.localAreaCode, p, query),
  );
  add(
    ai.physicsSigns,
    { params, query: residentPageQuery, response: physicsSignPage },
    {
      summary: '体征记录',
      description: `Blood pressure, glucose, height/weight/BMI, heart rate and temperature readings, page size 15. ${SCOPE}`,
    },
    (ctx, { params: p, query }) => physicsSigns(ctx, p.localAreaCode, query),
  );
}
