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
import { routes } from '../../plugins/route.ts';
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
  const add = routes(app, { access: 'user', tags });
  add(
    C.posts,
    {
      summary: '问答列表',
      description: `Questions and answers; keyword searches (jieba, ranked); mine for my history. ${VIS}`,
      query: circlePostQuery,
      response: circlePostPage,
    },
    (ctx, { query }) => listFor(ctx, query, QA),
  );
  add(
    C.post,
    {
      summary: '问答详情',
      description: `A question with its answers (doctors’ answers marked), or an answer. ${VIS}`,
      ...byId,
      response: circlePostDetail,
    },
    (ctx, { params }) => getPost(ctx, params.id, QA),
  );
  add(
    C.removePost,
    { summary: '删除问答', description: 'Own post only (else 404); a question takes its answers.', ...byId },
    (ctx, { params }) => removePost(ctx, params.id, QA),
  );
  add(
    C.updatePost,
    {
      summary: '修改问答',
      description: 'Own post only (else 404); moderated again.',
      ...byId,
      body: circlePostUpdate,
      response: circlePostView,
    },
    (ctx, { params, body }) => editPost(ctx, params.id, body),
  );
  add(
    C.createPost,
    {
      summary: '提问或回答',
      description: `type question (title, circles) or answer (questionId). Abuse limits apply. ${VIS}`,
      body: circlePostBody,
      response: circlePostView,
    },
    (ctx, { body }) => createPost(ctx, body, QA),
  );
  add(
    C.acceptAnswer,
    {
      summary: '采纳回答',
      description: 'The question’s author accepts a passed answer; runs the points hook once.',
      ...byId,
      response: circlePostView,
    },
    (ctx, { params }) => acceptAnswer(ctx, params.id),
  );
  add(
    C.createStory,
    {
      summary: '发布病友故事',
      description: `type story; images from the upload call. ${VIS}`,
      body: circlePostBody,
      response: circlePostView,
    },
    (ctx, { body }) => createPost(ctx, { ...body, type: 'story' }, ['story']),
  );
  add(
    C.stories,
    {
      summary: '病友故事列表',
      description: `keyword searches; mine for my history. ${VIS}`,
      query: storyQuery,
      response: circlePostPage,
    },
    (ctx, { query }) => listFor(ctx, query, ['story']),
  );
  add(
    C.story,
    { summary: '病友故事详情', description: VIS, ...byId, response: circlePostDetail },
    (ctx, { params }) => getPost(ctx, params.id, ['story']),
  );
  add(
    C.removeStory,
    { summary: '删除病友故事', description: 'Own story only (else 404).', ...byId },
    (ctx, { params }) => removePost(ctx, params.id, ['story']),
  );
  add(
    C.auditPost,
    {
      summary: '审核圈子内容',
      description: 'Moderators set the passed flag of a question, answer or story.',
      access: 'servicer',
      ...byId,
      body: commentAuditBody,
      response: circlePostView,
    },
    (ctx, { params, body }) => auditPost(ctx, params.id, body.passed),
  );
  add(
    C.reportPost,
    {
      summary: '举报圈子内容',
      description: 'One report per account; enough distinct reports hide a passed post pending review.',
      ...byId,
      body: commentReportBody,
      response: circlePostView,
    },
    (ctx, { params, body }) => reportPost(ctx, params.id, body.reason),
  );
}
