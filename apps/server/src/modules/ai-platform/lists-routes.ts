import {
  abnormalDetailQuery,
  abnormalDetailView,
  abnormalListQuery,
  abnormalPage,
  discoveryPage,
  discoveryQuery,
  highRiskPage,
  highRiskQuery,
  idcardQuery,
  localAreaParams,
  managedBody,
  notYetBody,
  riskPredictionView,
  trackBody,
  trackRecordView,
} from '@kanghu/shared';
import { aiPlatform as ai } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../plugins/route.ts';
import { abnormalDetail, abnormalList, discoveryList } from './lists-service.ts';
import { highRiskList, markManaged, markNotYet, riskPrediction } from './risk-service.ts';
import { addTrack } from './track-service.ts';

const tags = ['ai-platform'];
const params = localAreaParams;
const SCOPE =
  'Residents of the district of :localAreaCode only (core/district.ts); another district answers 404.';

/** The AI platform's district lists (issue 16); alternative calls share one implementation. */
export default async function aiListRoutes(app: FastifyInstance) {
  const add = routes(app, { access: 'servicer', tags });
  add(
    ai.discovery,
    { params, query: discoveryQuery, response: discoveryPage },
    {
      summary: '患者发现',
      description: `Residents whose readings or diagnoses suggest hypertension, diabetes, COPD or dyslipidaemia and who are not in that management group (rules: AI_RULES_DEFAULT, config key aiPlatformRules). ${SCOPE}`,
    },
    (ctx, { params: p, query }) => discoveryList(ctx, p.localAreaCode, query),
  );
  const list = { params, query: abnormalListQuery, response: abnormalPage };
  const listAbout = (summary: string) => ({
    summary,
    description: `Residents whose newest abnormal reading is not yet tracked; page size 15. ${SCOPE}`,
  });
  add(ai.abnormalHistory, list, listAbout('异常提醒（历史）'), (ctx, { params: p, query }) =>
    abnormalList(ctx, p.localAreaCode, query),
  );
  add(ai.trackPending, list, listAbout('待跟踪列表'), (ctx, { params: p, query }) =>
    abnormalList(ctx, p.localAreaCode, query),
  );
  const detail = { params, query: abnormalDetailQuery, response: abnormalDetailView };
  add(ai.abnormalDetail, detail, '异常提醒详情', (ctx, { params: p, query }) =>
    abnormalDetail(ctx, p.localAreaCode, query),
  );
  add(ai.abnormalDetailNew, detail, '异常提醒详情（新）', (ctx, { params: p, query }) =>
    abnormalDetail(ctx, p.localAreaCode, query),
  );
  const track = { params, body: trackBody, response: trackRecordView };
  add(ai.trackRecord, track, '跟踪记录', (ctx, { params: p, body }) => addTrack(ctx, p.localAreaCode, body));
  add(ai.track, track, '跟踪处理', (ctx, { params: p, body }) => addTrack(ctx, p.localAreaCode, body));
  const risk = { params, query: highRiskQuery, response: highRiskPage };
  add(ai.highRisk, risk, '高危人群', (ctx, { params: p, query }) =>
    highRiskList(ctx, p.localAreaCode, query),
  );
  add(ai.patientDanger, risk, '高危患者', (ctx, { params: p, query }) =>
    highRiskList(ctx, p.localAreaCode, query),
  );
  add(ai.dangerManaged, { params, body: managedBody }, '标记已管理', (ctx, { params: p, body }) =>
    markManaged(ctx, p.localAreaCode, body),
  );
  add(ai.dangerNotYet, { params, body: notYetBody }, '标记暂不管理', (ctx, { params: p, body }) =>
    markNotYet(ctx, p.localAreaCode, body),
  );
  add(
    ai.riskPrediction,
    { params, query: idcardQuery, response: riskPredictionView },
    '风险预测',
    (ctx, { params: p, query }) => riskPrediction(ctx, p.localAreaCode, query),
  );
}
