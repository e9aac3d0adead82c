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
    {
      summary: '圈子列表',
      description: 'Always isShow = 1 (spec 3 section 9); with followers and whether the caller follows.',
      query: circleListQuery,
      response: circleList,
    },
    (ctx) => circles(ctx),
  );
  add(
    C.subjectKnowledge,
    {
      summary: '专题知识',
      description: 'Questions a doctor has answered.',
      query: pageQuery,
      response: circlePostPage,
    },
    (ctx, { query }) => subjectKnowledge(ctx, query, false),
  );
  add(
    C.subjectKnowledgeMine,
    {
      summary: '我关注的专题知识',
      description: 'Subject knowledge of the circles the caller follows.',
      query: pageQuery,
      response: circlePostPage,
    },
    (ctx, { query }) => subjectKnowledge(ctx, query, true),
  );
  add(
    C.keywords,
    {
      summary: '圈子关键词',
      description: 'isShow = 1; optionally one circle.',
      query: keywordListQuery,
      response: keywordList,
    },
    (ctx, { query }) => keywords(ctx, query.circleId),
  );
  add(
    C.questions,
    {
      summary: '问题列表',
      description: `Questions, optionally unanswered only. ${VIS}`,
      query: circleQuestionQuery,
      response: circlePostPage,
    },
    (ctx, { query }) => questions(ctx, query),
  );
  add(
    C.finishNum,
    {
      summary: '已完成回答数',
      description: 'Questions, answered questions, the caller’s answers.',
      response: finishNumView,
    },
    (ctx) => finishNum(ctx),
  );
  add(
    C.detail,
    {
      summary: '圈子详情',
      description: 'A shown circle of the project, else 404.',
      ...byId,
      response: circleView,
    },
    (ctx, { params }) => circle(ctx, params.id),
  );
  add(
    C.top,
    {
      summary: '圈子置顶',
      description: 'The circle’s pinned questions and stories.',
      params: circleIdParams,
      response: circlePostList,
    },
    (ctx, { params }) => topPosts(ctx, params.circleId),
  );
  add(
    C.chat,
    {
      summary: '圈子群聊消息',
      description: 'Members (followers) only, else 403; messages after afterId, the last 50.',
      ...byId,
      query: chatQuery,
      response: chatMessageList,
    },
    (ctx, { params, query }) => chat(ctx, params.id, query.afterId),
  );
  add(
    C.sendChat,
    {
      summary: '发送群聊消息',
      description: 'Members only; length and new-account link rules apply.',
      ...byId,
      body: chatBody,
      response: chatMessageView,
    },
    (ctx, { params, body }) => sendChat(ctx, params.id, body.content),
  );
}
