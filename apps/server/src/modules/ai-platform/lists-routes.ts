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
import { route } from '../../plugins/route.ts';
import { abnormalDetail, abnormalList, discoveryList } from './lists-service.ts';
import { highRiskList, markManaged, markNotYet, riskPrediction } from './risk-service.ts';
import { addTrack } from './track-service.ts';

const tags = ['ai-platform'];
const params = localAreaParams;
const SCOPE =
  'Residents of the district of :localAreaCode only (core/district.ts); another district answers 404.';

/** The AI platform's district lists (issue 16); alternative calls share one implementation. */
export default async function aiListRoutes(app: FastifyInstance) {
  route(
    app,
    ai.discovery,
    {
      access: 'servicer',
      schemas: { params, query: discoveryQuery, response: discoveryPage },
      tags,
      summary: '患者发现',
      description: `Residents whose readings or diagnoses suggest hypertension, diabetes, COPD or dyslipidaemia and who are not in that management group (rules: AI_RULES_DEFAULT, config key aiPlatformRules). ${SCOPE}`,
    },
    (ctx, { params: p, query }) => discoveryList(ctx, p.localAreaCode, query),
  );
  const listSpec = (summary: string) => ({
    access: 'servicer' as const,
    schemas: { params, query: abnormalListQuery, response: abnormalPage },
    tags,
    summary,
    description: `Residents whose newest abnormal reading is not yet tracked; page size 15. ${SCOPE}`,
  });
  route(app, ai.abnormalHistory, listSpec('异常提醒（历史）'), (ctx, { params: p, query }) =>
    abnormalList(ctx, p.localAreaCode, query),
  );
  route(app, ai.trackPending, listSpec('待跟踪列表'), (ctx, { params: p, query }) =>
    abnormalList(ctx, p.localAreaCode, query),
  );
  const detailSpec = (summary: string) => ({
    access: 'servicer' as const,
    schemas: { params, query: abnormalDetailQuery, response: abnormalDetailView },
    tags,
    summary,
  });
  route(app, ai.abnormalDetail, detailSpec('异常提醒详情'), (ctx, { params: p, query }) =>
    abnormalDetail(ctx, p.localAreaCode, query),
  );
  route(app, ai.abnormalDetailNew, detailSpec('异常提醒详情（新）'), (ctx, { params: p, query }) =>
    abnormalDetail(ctx, p.localAreaCode, query),
  );
  const trackSpec = (summary: string) => ({
    access: 'servicer' as const,
    schemas: { params, body: trackBody, response: trackRecordView },
    tags,
    summary,
  });
  route(app, ai.trackRecord, trackSpec('跟踪记录'), (ctx, { params: p, body }) =>
    addTrack(ctx, p.localAreaCode, body),
  );
  route(app, ai.track, trackSpec('跟踪处理'), (ctx, { params: p, body }) =>
    addTrack(ctx, p.localAreaCode, body),
  );
  const riskSpec = (summary: string) => ({
    access: 'servicer' as const,
    schemas: { params, query: highRiskQuery, response: highRiskPage },
    tags,
    summary,
  });
  route(app, ai.highRisk, riskSpec('高危人群'), (ctx, { params: p, query }) =>
    highRiskList(ctx, p.localAreaCode, query),
  );
  route(app, ai.patientDanger, riskSpec('高危患者'), (ctx, { params: p, query }) =>
    highRiskList(ctx, p.localAreaCode, query),
  );
  route(
    app,
    ai.dangerManaged,
    { access: 'servicer', schemas: { params, body: managedBody }, tags, summary: '标记已管理' },
    (ctx, { params: p, body }) => markManaged(ctx, p.localAreaCode, body),
  );
  route(
    app,
    ai.dangerNotYet,
    { access: 'servicer', schemas: { params, body: notYetBody }, tags, summary: '标记暂不管理' },
    (ctx, { params: p, body }) => markNotYet(ctx, p.localAreaCode, body),
  );
  route(
    app,
    ai.riskPrediction,
    {
      access: 'servicer',
      schemas: { params, query: idcardQuery, response: riskPredictionView },
      tags,
      summary: '风险预测',
    },
    (ctx, { params: p, query }) => riskPrediction(ctx, p.localAreaCode, query),
  );
}
