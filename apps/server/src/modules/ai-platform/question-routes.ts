import { aiQuestionContract } from '@kanghu/shared/contracts';
import { aiQuestion as ai } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import { postDiagnosisList } from './post-diagnosis-service.ts';
import * as questionService from './question-service.ts';

const tags = ['ai-platform'];
const access = 'servicer' as const;
const SCOPE =
  'Residents of the district of :localAreaCode only (core/district.ts); another district or a resident outside it answers 404.';

/** The AI platform's questionnaires on the issue 12 engine, and post-diagnosis management (issue 16). */
export default async function aiQuestionRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access, tags });
  serve(ai, aiQuestionContract, {
    beforeList: {
      summary: '诊前问卷列表',
      description: `Questionnaires added for the district's residents (issue 12 assignments), state derived from the records; ID and phone masked. ${SCOPE}`,
      handle: (ctx, { params: p, query }) => questionService.beforeList(ctx, p.localAreaCode, query),
    },
    one: {
      summary: '问卷详情',
      description: `The definition to fill; with idcard or patientId also the resident and their open one. ${SCOPE}`,
      handle: (ctx, { params: p, query }) => questionService.questionOne(ctx, p.localAreaCode, query),
    },
    recordDetail: {
      summary: '问卷填写详情',
      description: SCOPE,
      handle: (ctx, { params: p, query }) =>
        questionService.questionRecordDetail(ctx, p.localAreaCode, query.id),
    },
    add: {
      summary: '新增诊前问卷',
      description: `One questionnaire for one resident, with a single-use no-login link; 400 when the resident has an open one of it. ${SCOPE}`,
      handle: (ctx, { params: p, body }) => questionService.addQuestion(ctx, p.localAreaCode, body),
    },
    record: {
      summary: '提交问卷',
      description: `Validated and scored by the shared questionnaire engine on the stored definition (400, nothing stored). ${SCOPE}`,
      handle: (ctx, { params: p, body }) => questionService.submitQuestion(ctx, p.localAreaCode, body),
    },
    draft: {
      summary: '问卷暂存内容',
      description: `Ours: the resident's draft of the questionnaire (issue 12's one draft per resident and questionnaire), null when none. ${SCOPE}`,
      handle: (ctx, { params: p, query }) => questionService.readQuestionDraft(ctx, p.localAreaCode, query),
    },
    saveDraft: {
      summary: '问卷暂存',
      description: `Ours: saves what is filled so far (formats checked, nothing required); question/record deletes it. ${SCOPE}`,
      handle: (ctx, { params: p, body }) => questionService.saveQuestionDraft(ctx, p.localAreaCode, body),
    },
    postDiagnosis: {
      summary: '诊后管理',
      description: `Ours: residents diagnosed in the last 90 days, one row each, with the follow-up state after the diagnosis. ${SCOPE}`,
      handle: (ctx, { params: p, query }) => postDiagnosisList(ctx, p.localAreaCode, query),
    },
  });
}
