import { circleContract } from '@kanghu/shared/contracts';
import { circle as C } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import * as postsService from './posts-service.ts';

const tags = ['circle'];
const VIS =
  'Posts are visible to their author at once, to others once passed (pre- or post-moderation per project).';
const QA: ('question' | 'answer')[] = ['question', 'answer'];

/** The circle's questions, answers and stories (spec 3 sections 3 and 7; issue 14 section 2). */
export default async function circlePostRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'user', tags });
  serve(C, circleContract, {
    posts: {
      summary: '问答列表',
      description: `Questions and answers; keyword searches (jieba, ranked); mine for my history. ${VIS}`,
      handle: (ctx, { query }) => postsService.listFor(ctx, query, QA),
    },
    post: {
      summary: '问答详情',
      description: `A question with its answers (doctors’ answers marked), or an answer. ${VIS}`,
      handle: (ctx, { params }) => postsService.getPost(ctx, params.id, QA),
    },
    removePost: {
      summary: '删除问答',
      description: 'Own post only (else 404); a question takes its answers.',
      handle: (ctx, { params }) => postsService.removePost(ctx, params.id, QA),
    },
    updatePost: {
      summary: '修改问答',
      description: 'Own post only (else 404); moderated again.',
      handle: (ctx, { params, body }) => postsService.editPost(ctx, params.id, body),
    },
    createPost: {
      summary: '提问或回答',
      description: `type question (title, circles) or answer (questionId). Abuse limits apply. ${VIS}`,
      handle: (ctx, { body }) => postsService.createPost(ctx, body, QA),
    },
    acceptAnswer: {
      summary: '采纳回答',
      description: 'The question’s author accepts a passed answer; runs the points hook once.',
      handle: (ctx, { params }) => postsService.acceptAnswer(ctx, params.id),
    },
    createStory: {
      summary: '发布病友故事',
      description: `type story; images from the upload call. ${VIS}`,
      handle: (ctx, { body }) => postsService.createPost(ctx, { ...body, type: 'story' }, ['story']),
    },
    stories: {
      summary: '病友故事列表',
      description: `keyword searches; mine for my history. ${VIS}`,
      handle: (ctx, { query }) => postsService.listFor(ctx, query, ['story']),
    },
    story: {
      summary: '病友故事详情',
      description: VIS,
      handle: (ctx, { params }) => postsService.getPost(ctx, params.id, ['story']),
    },
    removeStory: {
      summary: '删除病友故事',
      description: 'Own story only (else 404).',
      handle: (ctx, { params }) => postsService.removePost(ctx, params.id, ['story']),
    },
    auditPost: {
      summary: '审核圈子内容',
      description: 'Moderators set the passed flag of a question, answer or story.',
      access: 'servicer',
      handle: (ctx, { params, body }) => postsService.auditPost(ctx, params.id, body.passed),
    },
    reportPost: {
      summary: '举报圈子内容',
      description: 'One report per account; enough distinct reports hide a passed post pending review.',
      handle: (ctx, { params, body }) => postsService.reportPost(ctx, params.id, body.reason),
    },
  });
}
