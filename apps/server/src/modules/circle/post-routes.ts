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
    { query: circlePostQuery, response: circlePostPage },
    {
      summary: '问答列表',
      description: `Questions and answers; keyword searches (jieba, ranked); mine for my history. ${VIS}`,
    },
    (ctx, { query }) => listFor(ctx, query, QA),
  );
  add(
    C.post,
    { ...byId, response: circlePostDetail },
    {
      summary: '问答详情',
      description: `A question with its answers (doctors’ answers marked), or an answer. ${VIS}`,
    },
    (ctx, { params }) => getPost(ctx, params.id, QA),
  );
  add(
    C.removePost,
    byId,
    { summary: '删除问答', description: 'Own post only (else 404); a question takes its answers.' },
    (ctx, { params }) => removePost(ctx, params.id, QA),
  );
  add(
    C.updatePost,
    { ...byId, body: circlePostUpdate, response: circlePostView },
    { summary: '修改问答', description: 'Own post only (else 404); moderated again.' },
    (ctx, { params, body }) => editPost(ctx, params.id, body),
  );
  add(
    C.createPost,
    { body: circlePostBody, response: circlePostView },
    {
      summary: '提问或回答',
      description: `type question (title, circles) or answer (questionId). Abuse limits apply. ${VIS}`,
    },
    (ctx, { body }) => createPost(ctx, body, QA),
  );
  add(
    C.acceptAnswer,
    { ...byId, response: circlePostView },
    {
      summary: '采纳回答',
      description: 'The question’s author accepts a passed answer; runs the points hook once.',
    },
    (ctx, { params }) => acceptAnswer(ctx, params.id),
  );
  add(
    C.createStory,
    { body: circlePostBody, response: circlePostView },
    { summary: '发布病友故事', description: `type story; images from the upload call. ${VIS}` },
    (ctx, { body }) => createPost(ctx, { ...body, type: 'story' }, ['story']),
  );
  add(
    C.stories,
    { query: storyQuery, response: circlePostPage },
    { summary: '病友故事列表', description: `keyword searches; mine for my history. ${VIS}` },
    (ctx, { query }) => listFor(ctx, query, ['story']),
  );
  add(
    C.story,
    { ...byId, response: circlePostDetail },
    { summary: '病友故事详情', description: VIS },
    (ctx, { params }) => getPost(ctx, params.id, ['story']),
  );
  add(
    C.removeStory,
    byId,
    { summary: '删除病友故事', description: 'Own story only (else 404).' },
    (ctx, { params }) => removePost(ctx, params.id, ['story']),
  );
  add(
    C.auditPost,
    { ...byId, body: commentAuditBody, response: circlePostView },
    {
      summary: '审核圈子内容',
      description: 'Moderators set the passed flag of a question, answer or story.',
      access: 'servicer',
    },
    (ctx, { params, body }) => auditPost(ctx, params.id, body.passed),
  );
  add(
    C.reportPost,
    { ...byId, body: commentReportBody, response: circlePostView },
    {
      summary: '举报圈子内容',
      description: 'One report per account; enough distinct reports hide a passed post pending review.',
    },
    (ctx, { params, body }) => reportPost(ctx, params.id, body.reason),
  );
}
