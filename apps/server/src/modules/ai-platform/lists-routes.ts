import { aiPlatformContract } from '@kanghu/shared/contracts';
import { aiPlatform as ai } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import { abnormalDetail, abnormalList, discoveryList } from './lists-service.ts';
import * as riskService from './risk-service.ts';
import { addTrack } from './track-service.ts';

const tags = ['ai-platform'];
const SCOPE =
  'Residents of the district of :localAreaCode only (core/district.ts); another district answers 404.';

/** The AI platform's district lists (issue 16); alternative calls share one implementation. */
export default async function aiListRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'servicer', tags });
  serve(ai, aiPlatformContract, {
    discovery: {
      summary: '患者发现',
      description: `Residents whose readings or diagnoses suggest hypertension, diabetes, COPD or dyslipidaemia and who are not in that management group (rules: AI_RULES_DEFAULT, config key aiPlatformRules). ${SCOPE}`,
      handle: (ctx, { params: p, query }) => discoveryList(ctx, p.localAreaCode, query),
    },
  });
  const listAbout = (summary: string) => ({
    summary,
    description: `Residents whose newest abnormal reading is not yet tracked; page size 15. ${SCOPE}`,
  });
  serve(ai, aiPlatformContract, {
    abnormalHistory: {
      ...listAbout('异常提醒（历史）'),
      handle: (ctx, { params: p, query }) => abnormalList(ctx, p.localAreaCode, query),
    },
    trackPending: {
      ...listAbout('待跟踪列表'),
      handle: (ctx, { params: p, query }) => abnormalList(ctx, p.localAreaCode, query),
    },
  });
  serve(ai, aiPlatformContract, {
    abnormalDetail: {
      summary: '异常提醒详情',
      handle: (ctx, { params: p, query }) => abnormalDetail(ctx, p.localAreaCode, query),
    },
    abnormalDetailNew: {
      summary: '异常提醒详情（新）',
      handle: (ctx, { params: p, query }) => abnormalDetail(ctx, p.localAreaCode, query),
    },
  });
  serve(ai, aiPlatformContract, {
    trackRecord: {
      summary: '跟踪记录',
      handle: (ctx, { params: p, body }) => addTrack(ctx, p.localAreaCode, body),
    },
    track: {
      summary: '跟踪处理',
      handle: (ctx, { params: p, body }) => addTrack(ctx, p.localAreaCode, body),
    },
  });
  serve(ai, aiPlatformContract, {
    highRisk: {
      summary: '高危人群',
      handle: (ctx, { params: p, query }) => riskService.highRiskList(ctx, p.localAreaCode, query),
    },
    patientDanger: {
      summary: '高危患者',
      handle: (ctx, { params: p, query }) => riskService.highRiskList(ctx, p.localAreaCode, query),
    },
    dangerManaged: {
      summary: '标记已管理',
      handle: (ctx, { params: p, body }) => riskService.markManaged(ctx, p.localAreaCode, body),
    },
    dangerNotYet: {
      summary: '标记暂不管理',
      handle: (ctx, { params: p, body }) => riskService.markNotYet(ctx, p.localAreaCode, body),
    },
    riskPrediction: {
      summary: '风险预测',
      handle: (ctx, { params: p, query }) => riskService.riskPrediction(ctx, p.localAreaCode, query),
    },
  });
}
