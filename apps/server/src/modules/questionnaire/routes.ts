import {
  anonymousRecordBody,
  healthIndexView,
  idParam,
  questionDetail as questionDetailSchema,
  questionDraftBody,
  questionDraftQuery,
  questionDraftView,
  questionGroupList,
  questionHistoryQuery,
  questionHistoryView,
  questionLinkBody,
  questionLinkCheckBody,
  questionLinkCheckView,
  questionLinkView,
  questionListQuery,
  questionPage,
  questionRecordBody,
  questionRecordDetail,
  questionRecordPage,
  questionRecordQuery,
  questionRecordView,
} from '@kanghu/shared';
import { questionnaire } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import { registerAssignRoutes } from './assign-routes.ts';
import { registerDefinitionRoutes } from './definition-routes.ts';
import { registerLinkFileRoutes } from './link-file-routes.ts';
import { checkLink, issueLink, submitAnonymous, submitRecord } from './record-service.ts';
import {
  healthIndex,
  listQuestionnaires,
  listRecords,
  questionDetail,
  questionGroups,
  readDraft,
  recordDetail,
  recordHistory,
  saveDraft,
} from './service.ts';
import { registerQuestionnaireTimeline } from './timeline.ts';

const tags = ['questionnaire'];
const RULES =
  'The stored definition decides (the client sends only keys and values): the shared rules of packages/shared questionnaire/validate.ts (spec 1 section 5) answer 400 with the first Chinese message and nothing is stored; answers of hidden items are dropped; the server scores from the definition.';

/** Questionnaires and assessments (issue 12). */
export default async function questionnaireRoutes(app: FastifyInstance, opts: { services: Services }) {
  registerQuestionnaireTimeline(opts.services.timeline);
  registerAssignRoutes(app);
  registerDefinitionRoutes(app);
  await registerLinkFileRoutes(app);
  const add = routes(app, { access: 'user', tags });
  add(
    questionnaire.list,
    { query: questionListQuery, response: questionPage },
    {
      summary: '问卷列表',
      description:
        "The project's active questionnaires (the built-in scales are added on first use); with patientId (one the caller sees), each one's latest record and whether a draft waits.",
    },
    (ctx, { query }) => listQuestionnaires(ctx, query),
  );
  add(questionnaire.groups, { response: questionGroupList }, '问卷分组', (ctx) => questionGroups(ctx));
  add(
    questionnaire.detail,
    { params: idParam, response: questionDetailSchema },
    {
      summary: '问卷定义',
      description: 'Open: the no-login form reads it. A definition of another project answers 404.',
      access: 'open',
    },
    (ctx, { params }) => questionDetail(ctx, params.id),
  );
  add(
    questionnaire.submit,
    { body: questionRecordBody, response: questionRecordView },
    {
      summary: '提交问卷',
      description: `For a patient the caller sees (another's answers 404). ${RULES} The patient's draft of it is deleted.`,
    },
    (ctx, { body }) => submitRecord(ctx, body),
  );
  add(
    questionnaire.submitAnonymous,
    { body: anonymousRecordBody, response: questionRecordView },
    {
      summary: '免登录提交问卷',
      description: `Through a single-use link (POST /api/question/link): the token names patient and questionnaire; a used or expired link answers 400, an unknown one 404. ${RULES}`,
      access: 'open',
    },
    (ctx, { body }) => submitAnonymous(ctx, body),
  );
  add(
    questionnaire.records,
    { query: questionRecordQuery, response: questionRecordPage },
    { summary: '问卷记录', description: 'Records of the patients the caller sees, newest first.' },
    (ctx, { query }) => listRecords(ctx, query),
  );
  add(
    questionnaire.evaluationRecords,
    { query: questionRecordQuery, response: questionRecordPage },
    {
      summary: '评估记录',
      description:
        'Records of scored questionnaires (assessments) of the patients the caller sees, newest first.',
    },
    (ctx, { query }) => listRecords(ctx, query, true),
  );
  add(
    questionnaire.recordDetail,
    { params: idParam, response: questionRecordDetail },
    '问卷记录详情',
    (ctx, { params }) => recordDetail(ctx, params.id),
  );
  add(
    questionnaire.healthIndex,
    { params: idParam, response: healthIndexView },
    {
      summary: '健康指数',
      description:
        "A scored record's band: level, result text, advice, and the definition's bands and source.",
    },
    (ctx, { params }) => healthIndex(ctx, params.id),
  );
  add(
    questionnaire.history,
    { query: questionHistoryQuery, response: questionHistoryView },
    { summary: '问卷历史趋势', description: "One patient's totals of one questionnaire, oldest first." },
    (ctx, { query }) => recordHistory(ctx, query),
  );
  add(
    questionnaire.draft,
    { query: questionDraftQuery, response: questionDraftView },
    { summary: '读取暂存', description: 'The draft of a patient the caller sees, or null.' },
    (ctx, { query }) => readDraft(ctx, query),
  );
  add(
    questionnaire.saveDraft,
    { body: questionDraftBody, response: questionDraftView },
    {
      summary: '暂存问卷',
      description:
        'One draft per patient and questionnaire, kept on the server (any phone resumes it); filled items must be well-formed, required ones may be empty.',
    },
    (ctx, { body }) => saveDraft(ctx, body),
  );
  add(
    questionnaire.issueLink,
    { body: questionLinkBody, response: questionLinkView },
    {
      summary: '生成免登录问卷链接',
      description:
        'For a patient the caller sees: a random 256-bit token (only its SHA-256 stored), valid 7 days and for one record; the path carries it in the fragment.',
    },
    (ctx, { body }) => issueLink(ctx, body),
  );
  add(
    questionnaire.checkLink,
    { body: questionLinkCheckBody, response: questionLinkCheckView },
    { summary: '校验免登录问卷链接', access: 'open' },
    (ctx, { body }) => checkLink(ctx, body.token),
  );
}
