import {
  circlePostBody,
  circlePostDetail,
  circlePostPage,
  circlePostQuery,
  circlePostUpdate,
  circlePostView,
  commentAuditBody,
  commentIdParams,
  commentReportBody,
  storyQuery,
} from '@kanghu/shared';
import { circle as C } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.ts';
import {
  acceptAnswer,
  auditPost,
  createPost,
  editPost,
  getPost,
  listFor,
  removePost,
  reportPost,
} from './posts-service.ts';

const tags = ['circle'];
const VIS =
  'Posts are visible to their author at once, to others once passed (pre- or post-moderation per project).';
const QA: ('question' | 'answer')[] = ['question', 'answer'];

/** The circle's questions, answers and stories (spec 3 sections 3 and 7; issue 14 section 2). */
export default async function circlePostRoutes(app: FastifyInstance) {
  const byId = { params: commentIdParams };
  route(
    app,
    C.posts,
    {
      access: 'user',
      schemas: { query: circlePostQuery, response: circlePostPage },
      tags,
      summary: '问答列表',
      description: `Questions and answers; keyword searches (jieba, ranked); mine for my history. ${VIS}`,
    },
    (ctx, { query }) => listFor(ctx, query, QA),
  );
  route(
    app,
    C.post,
    {
      access: 'user',
      schemas: { ...byId, response: circlePostDetail },
      tags,
      summary: '问答详情',
      description: `A question with its answers (doctors’ answers marked), or an answer. ${VIS}`,
    },
    (ctx, { params }) => getPost(ctx, params.id, QA),
  );
  route(
    app,
    C.removePost,
    {
      access: 'user',
      schemas: byId,
      tags,
      summary: '删除问答',
      description: 'Own post only (else 404); a question takes its answers.',
    },
    (ctx, { params }) => removePost(ctx, params.id, QA),
  );
  route(
    app,
    C.updatePost,
    {
      access: 'user',
      schemas: { ...byId, body: circlePostUpdate, response: circlePostView },
      tags,
      summary: '修改问答',
      description: 'Own post only (else 404); moderated again.',
    },
    (ctx, { params, body }) => editPost(ctx, params.id, body),
  );
  route(
    app,
    C.createPost,
    {
      access: 'user',
      schemas: { body: circlePostBody, response: circlePostView },
      tags,
      summary: '提问或回答',
      description: `type question (title, circles) or answer (questionId). Abuse limits apply. ${VIS}`,
    },
    (ctx, { body }) => createPost(ctx, body, QA),
  );
  route(
    app,
    C.acceptAnswer,
    {
      access: 'user',
      schemas: { ...byId, response: circlePostView },
      tags,
      summary: '采纳回答',
      description: 'The question’s author accepts a passed answer; runs the points hook once.',
    },
    (ctx, { params }) => acceptAnswer(ctx, params.id),
  );
  route(
    app,
    C.createStory,
    {
      access: 'user',
      schemas: { body: circlePostBody, response: circlePostView },
      tags,
      summary: '发布病友故事',
      description: `type story; images from the upload call. ${VIS}`,
    },
    (ctx, { body }) => createPost(ctx, { ...body, type: 'story' }, ['story']),
  );
  route(
    app,
    C.stories,
    {
      access: 'user',
      schemas: { query: storyQuery, response: circlePostPage },
      tags,
      summary: '病友故事列表',
      description: `keyword searches; mine for my history. ${VIS}`,
    },
    (ctx, { query }) => listFor(ctx, query, ['story']),
  );
  route(
    app,
    C.story,
    {
      access: 'user',
      schemas: { ...byId, response: circlePostDetail },
      tags,
      summary: '病友故事详情',
      description: VIS,
    },
    (ctx, { params }) => getPost(ctx, params.id, ['story']),
  );
  route(
    app,
    C.removeStory,
    {
      access: 'user',
      schemas: byId,
      tags,
      summary: '删除病友故事',
      description: 'Own story only (else 404).',
    },
    (ctx, { params }) => removePost(ctx, params.id, ['story']),
  );
  route(
    app,
    C.auditPost,
    {
      access: 'servicer',
      schemas: { ...byId, body: commentAuditBody, response: circlePostView },
      tags,
      summary: '审核圈子内容',
      description: 'Moderators set the passed flag of a question, answer or story.',
    },
    (ctx, { params, body }) => auditPost(ctx, params.id, body.passed),
  );
  route(
    app,
    C.reportPost,
    {
      access: 'user',
      schemas: { ...byId, body: commentReportBody, response: circlePostView },
      tags,
      summary: '举报圈子内容',
      description: 'One report per account; enough distinct reports hide a passed post pending review.',
    },
    (ctx, { params, body }) => reportPost(ctx, params.id, body.reason),
  );
}
