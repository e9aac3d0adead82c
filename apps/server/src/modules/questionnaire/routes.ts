import { questionnaireContract } from '@kanghu/shared/contracts';
import { questionnaire } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import { registerAssignRoutes } from './assign-routes.ts';
import { registerDefinitionRoutes } from './definition-routes.ts';
import { registerLinkFileRoutes } from './link-file-routes.ts';
import * as recordService from './record-service.ts';
import * as service from './service.ts';
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
  const serve = routeTable(app, { access: 'user', tags });
  serve(questionnaire, questionnaireContract, {
    list: {
      summary: '问卷列表',
      description:
        "The project's active questionnaires (the built-in scales are added on first use); with patientId (one the caller sees), each one's latest record and whether a draft waits.",
      handle: (ctx, { query }) => service.listQuestionnaires(ctx, query),
    },
    groups: { summary: '问卷分组', handle: (ctx) => service.questionGroups(ctx) },
    detail: {
      summary: '问卷定义',
      description: 'Open: the no-login form reads it. A definition of another project answers 404.',
      access: 'open',
      handle: (ctx, { params }) => service.questionDetail(ctx, params.id),
    },
    submit: {
      summary: '提交问卷',
      description: `For a patient the caller sees (another's answers 404). ${RULES} The patient's draft of it is deleted.`,
      handle: (ctx, { body }) => recordService.submitRecord(ctx, body),
    },
    submitAnonymous: {
      summary: '免登录提交问卷',
      description: `Through a single-use link (POST /api/question/link): the token names patient and questionnaire; a used or expired link answers 400, an unknown one 404. ${RULES}`,
      access: 'open',
      handle: (ctx, { body }) => recordService.submitAnonymous(ctx, body),
    },
    records: {
      summary: '问卷记录',
      description: 'Records of the patients the caller sees, newest first.',
      handle: (ctx, { query }) => service.listRecords(ctx, query),
    },
    evaluationRecords: {
      summary: '评估记录',
      description:
        'Records of scored questionnaires (assessments) of the patients the caller sees, newest first.',
      handle: (ctx, { query }) => service.listRecords(ctx, query, true),
    },
    recordDetail: {
      summary: '问卷记录详情',
      handle: (ctx, { params }) => service.recordDetail(ctx, params.id),
    },
    healthIndex: {
      summary: '健康指数',
      description:
        "A scored record's band: level, result text, advice, and the definition's bands and source.",
      handle: (ctx, { params }) => service.healthIndex(ctx, params.id),
    },
    history: {
      summary: '问卷历史趋势',
      description: "One patient's totals of one questionnaire, oldest first.",
      handle: (ctx, { query }) => service.recordHistory(ctx, query),
    },
    draft: {
      summary: '读取暂存',
      description: 'The draft of a patient the caller sees, or null.',
      handle: (ctx, { query }) => service.readDraft(ctx, query),
    },
    saveDraft: {
      summary: '暂存问卷',
      description:
        'One draft per patient and questionnaire, kept on the server (any phone resumes it); filled items must be well-formed, required ones may be empty.',
      handle: (ctx, { body }) => service.saveDraft(ctx, body),
    },
    issueLink: {
      summary: '生成免登录问卷链接',
      description:
        'For a patient the caller sees: a random 256-bit token (only its SHA-256 stored), valid 7 days and for one record; the path carries it in the fragment.',
      handle: (ctx, { body }) => recordService.issueLink(ctx, body),
    },
    checkLink: {
      summary: '校验免登录问卷链接',
      access: 'open',
      handle: (ctx, { body }) => recordService.checkLink(ctx, body.token),
    },
  });
}
