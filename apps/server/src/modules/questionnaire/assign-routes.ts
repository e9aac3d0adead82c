import { questionAssignContract } from '@kanghu/shared/contracts';
import { questionAssign } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import * as assignService from './assign-service.ts';

const tags = ['questionnaire'];

/** The doctor side of questionnaires: assignments, management counts, high-risk answers (issue 12). */
export function registerAssignRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'servicer', tags });
  serve(questionAssign, questionAssignContract, {
    assign: {
      summary: '布置问卷',
      description:
        "One questionnaire to 1-100 patients the caller sees (another org's patient answers 404 and nothing is stored), due today to 90 days ahead. A patient who already has an open (unanswered, not expired) assignment of it is skipped (skipped, and message says how many in Chinese). Each assignment gets a single-use no-login link (token in the fragment); with sendSms the link is texted to the patient's phone through the SMS provider (development: the server log).",
      handle: (ctx, { body }) => assignService.assignQuestionnaire(ctx, body),
    },
    resend: {
      summary: '重发免登录问卷链接',
      description:
        "An unanswered, not expired assignment of a patient the caller sees (another org's answers 404): a new single-use link replaces the old one, which stops working at once; with sendSms it is texted again.",
      handle: (ctx, { params, body }) => assignService.resendAssignment(ctx, params.id, body),
    },
    list: {
      summary: '问卷布置记录',
      description:
        'Assignments of the patients the caller sees, newest first; state assigned / answered (a record of the questionnaire since the assignment) / expired (past the due date unanswered).',
      handle: (ctx, { query }) => assignService.listAssignments(ctx, query),
    },
    stats: {
      summary: '问卷管理统计',
      description: "The project's active questionnaires with the assignments in the caller's scope by state.",
      handle: (ctx) => assignService.assignStats(ctx),
    },
    risks: {
      summary: '高风险问卷',
      description:
        "Records in a band the definition marks severe or with a flag; a doctor sees their own patients', assistants and admins every patient they see. handled=0 (default) is the dashboard's 高风险问卷.",
      handle: (ctx, { query }) => assignService.listRisks(ctx, query),
    },
    handleRisk: {
      summary: '标记高风险问卷已处理',
      description: 'Once per record; a record that is not high-risk or already handled answers 400.',
      handle: (ctx, { params }) => assignService.handleRisk(ctx, params.id),
    },
  });
}
