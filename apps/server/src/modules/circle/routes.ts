import { circleContract } from '@kanghu/shared/contracts';
import { circle as C } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import * as circlesService from './circles-service.ts';

const tags = ['circle'];
const VIS =
  'Posts are visible to their author at once, to others once passed (pre- or post-moderation per project).';

/** The circle (spec 3 sections 3 and 7, Education; issue 14 section 2). */
export default async function circleRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'user', tags });
  serve(C, circleContract, {
    list: {
      summary: '圈子列表',
      description: 'Always isShow = 1 (spec 3 section 9); with followers and whether the caller follows.',
      handle: (ctx) => circlesService.circles(ctx),
    },
    subjectKnowledge: {
      summary: '专题知识',
      description: 'Questions a doctor has answered.',
      handle: (ctx, { query }) => circlesService.subjectKnowledge(ctx, query, false),
    },
    subjectKnowledgeMine: {
      summary: '我关注的专题知识',
      description: 'Subject knowledge of the circles the caller follows.',
      handle: (ctx, { query }) => circlesService.subjectKnowledge(ctx, query, true),
    },
    keywords: {
      summary: '圈子关键词',
      description: 'isShow = 1; optionally one circle.',
      handle: (ctx, { query }) => circlesService.keywords(ctx, query.circleId),
    },
    questions: {
      summary: '问题列表',
      description: `Questions, optionally unanswered only. ${VIS}`,
      handle: (ctx, { query }) => circlesService.questions(ctx, query),
    },
    finishNum: {
      summary: '已完成回答数',
      description: 'Questions, answered questions, the caller’s answers.',
      handle: (ctx) => circlesService.finishNum(ctx),
    },
    detail: {
      summary: '圈子详情',
      description: 'A shown circle of the project, else 404.',
      handle: (ctx, { params }) => circlesService.circle(ctx, params.id),
    },
    top: {
      summary: '圈子置顶',
      description: 'The circle’s pinned questions and stories.',
      handle: (ctx, { params }) => circlesService.topPosts(ctx, params.circleId),
    },
    chat: {
      summary: '圈子群聊消息',
      description: 'Members (followers) only, else 403; messages after afterId, the last 50.',
      handle: (ctx, { params, query }) => circlesService.chat(ctx, params.id, query.afterId),
    },
    sendChat: {
      summary: '发送群聊消息',
      description: 'Members only; length and new-account link rules apply.',
      handle: (ctx, { params, body }) => circlesService.sendChat(ctx, params.id, body.content),
    },
  });
}
