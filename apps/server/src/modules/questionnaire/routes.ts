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
import { route } from '../../plugins/route.ts';
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
  route(
    app,
    questionnaire.list,
    {
      access: 'user',
      schemas: { query: questionListQuery, response: questionPage },
      tags,
      summary: '问卷列表',
      description:
        "The project's active questionnaires (the built-in scales are added on first use); with patientId (one the caller sees), each one's latest record and whether a draft waits.",
    },
    (ctx, { query }) => listQuestionnaires(ctx, query),
  );
  route(
    app,
    questionnaire.groups,
    { access: 'user', schemas: { response: questionGroupList }, tags, summary: '问卷分组' },
    (ctx) => questionGroups(ctx),
  );
  route(
    app,
    questionnaire.detail,
    {
      access: 'open',
      schemas: { params: idParam, response: questionDetailSchema },
      tags,
      summary: '问卷定义',
      description: 'Open: the no-login form reads it. A definition of another project answers 404.',
    },
    (ctx, { params }) => questionDetail(ctx, params.id),
  );
  route(
    app,
    questionnaire.submit,
    {
      access: 'user',
      schemas: { body: questionRecordBody, response: questionRecordView },
      tags,
      summary: '提交问卷',
      description: `For a patient the caller sees (another's answers 404). ${RULES} The patient's draft of it is deleted.`,
    },
    (ctx, { body }) => submitRecord(ctx, body),
  );
  route(
    app,
    questionnaire.submitAnonymous,
    {
      access: 'open',
      schemas: { body: anonymousRecordBody, response: questionRecordView },
      tags,
      summary: '免登录提交问卷',
      description: `Through a single-use link (POST /api/question/link): the token names patient and questionnaire; a used or expired link answers 400, an unknown one 404. ${RULES}`,
    },
    (ctx, { body }) => submitAnonymous(ctx, body),
  );
  route(
    app,
    questionnaire.records,
    {
      access: 'user',
      schemas: { query: questionRecordQuery, response: questionRecordPage },
      tags,
      summary: '问卷记录',
      description: 'Records of the patients the caller sees, newest first.',
    },
    (ctx, { query }) => listRecords(ctx, query),
  );
  route(
    app,
    questionnaire.evaluationRecords,
    {
      access: 'user',
      schemas: { query: questionRecordQuery, response: questionRecordPage },
      tags,
      summary: '评估记录',
      description:
        'Records of scored questionnaires (assessments) of the patients the caller sees, newest first.',
    },
    (ctx, { query }) => listRecords(ctx, query, true),
  );
  route(
    app,
    questionnaire.recordDetail,
    {
      access: 'user',
      schemas: { params: idParam, response: questionRecordDetail },
      tags,
      summary: '问卷记录详情',
    },
    (ctx, { params }) => recordDetail(ctx, params.id),
  );
  route(
    app,
    questionnaire.healthIndex,
    {
      access: 'user',
      schemas: { params: idParam, response: healthIndexView },
      tags,
      summary: '健康指数',
      description:
        "A scored record's band: level, result text, advice, and the definition's bands and source.",
    },
    (ctx, { params }) => healthIndex(ctx, params.id),
  );
  route(
    app,
    questionnaire.history,
    {
      access: 'user',
      schemas: { query: questionHistoryQuery, response: questionHistoryView },
      tags,
      summary: '问卷历史趋势',
      description: "One patient's totals of one questionnaire, oldest first.",
    },
    (ctx, { query }) => recordHistory(ctx, query),
  );
  route(
    app,
    questionnaire.draft,
    {
      access: 'user',
      schemas: { query: questionDraftQuery, response: questionDraftView },
      tags,
      summary: '读取暂存',
      description: 'The draft of a patient the caller sees, or null.',
    },
    (ctx, { query }) => readDraft(ctx, query),
  );
  route(
    app,
    questionnaire.saveDraft,
    {
      access: 'user',
      schemas: { body: questionDraftBody, response: questionDraftView },
      tags,
      summary: '暂存问卷',
      description:
        'One draft per patient and questionnaire, kept on the server (any phone resumes it); filled items must be well-formed, required ones may be empty.',
    },
    (ctx, { body }) => saveDraft(ctx, body),
  );
  route(
    app,
    questionnaire.issueLink,
    {
      access: 'user',
      schemas: { body: questionLinkBody, response: questionLinkView },
      tags,
      summary: '生成免登录问卷链接',
      description:
        'For a patient the caller sees: a random 256-bit token (only its SHA-256 stored), valid 7 days and for one record; the path carries it in the fragment.',
    },
    (ctx, { body }) => issueLink(ctx, body),
  );
  route(
    app,
    questionnaire.checkLink,
    {
      access: 'open',
      schemas: { body: questionLinkCheckBody, response: questionLinkCheckView },
      tags,
      summary: '校验免登录问卷链接',
    },
    (ctx, { body }) => checkLink(ctx, body.token),
  );
}
