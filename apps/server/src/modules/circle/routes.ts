import {
  chatBody,
  chatMessageList,
  chatMessageView,
  chatQuery,
  circleIdParams,
  circleList,
  circleListQuery,
  circlePostList,
  circlePostPage,
  circleQuestionQuery,
  circleView,
  commentIdParams,
  finishNumView,
  keywordList,
  keywordListQuery,
  pageQuery,
} from '@kanghu/shared';
import { circle as C } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../plugins/route.ts';
import {
  chat,
  circle,
  circles,
  finishNum,
  keywords,
  questions,
  sendChat,
  subjectKnowledge,
  topPosts,
} from './circles-service.ts';

const tags = ['circle'];
const VIS =
  'Posts are visible to their author at once, to others once passed (pre- or post-moderation per project).';

/** The circle (spec 3 sections 3 and 7, Education; issue 14 section 2). */
export default async function circleRoutes(app: FastifyInstance) {
  const byId = { params: commentIdParams };
  const add = routes(app, { access: 'user', tags });
  add(
    C.list,
    { query: circleListQuery, response: circleList },
    {
      summary: '圈子列表',
      description: 'Always isShow = 1 (spec 3 section 9); with followers and whether the caller follows.',
    },
    (ctx) => circles(ctx),
  );
  add(
    C.subjectKnowledge,
    { query: pageQuery, response: circlePostPage },
    { summary: '专题知识', description: 'Questions a doctor has answered.' },
    (ctx, { query }) => subjectKnowledge(ctx, query, false),
  );
  add(
    C.subjectKnowledgeMine,
    { query: pageQuery, response: circlePostPage },
    { summary: '我关注的专题知识', description: 'Subject knowledge of the circles the caller follows.' },
    (ctx, { query }) => subjectKnowledge(ctx, query, true),
  );
  add(
    C.keywords,
    { query: keywordListQuery, response: keywordList },
    { summary: '圈子关键词', description: 'isShow = 1; optionally one circle.' },
    (ctx, { query }) => keywords(ctx, query.circleId),
  );
  add(
    C.questions,
    { query: circleQuestionQuery, response: circlePostPage },
    { summary: '问题列表', description: `Questions, optionally unanswered only. ${VIS}` },
    (ctx, { query }) => questions(ctx, query),
  );
  add(
    C.finishNum,
    { response: finishNumView },
    { summary: '已完成回答数', description: 'Questions, answered questions, the caller’s answers.' },
    (ctx) => finishNum(ctx),
  );
  add(
    C.detail,
    { ...byId, response: circleView },
    { summary: '圈子详情', description: 'A shown circle of the project, else 404.' },
    (ctx, { params }) => circle(ctx, params.id),
  );
  add(
    C.top,
    { params: circleIdParams, response: circlePostList },
    { summary: '圈子置顶', description: 'The circle’s pinned questions and stories.' },
    (ctx, { params }) => topPosts(ctx, params.circleId),
  );
  add(
    C.chat,
    { ...byId, query: chatQuery, response: chatMessageList },
    {
      summary: '圈子群聊消息',
      description: 'Members (followers) only, else 403; messages after afterId, the last 50.',
    },
    (ctx, { params, query }) => chat(ctx, params.id, query.afterId),
  );
  add(
    C.sendChat,
    { ...byId, body: chatBody, response: chatMessageView },
    { summary: '发送群聊消息', description: 'Members only; length and new-account link rules apply.' },
    (ctx, { params, body }) => sendChat(ctx, params.id, body.content),
  );
}
