import { articleCommentContract, educationCommentContract } from '@kanghu/shared/contracts';
import { articleComment as A, educationComment as E } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import * as moderationService from './moderation-service.ts';
import * as service from './service.ts';

const tags = ['comments'];
const VIS = 'Visible to its author at once, to others once passed (pre- or post-moderation per project).';
const TARGET =
  'The target must exist and be visible in the caller’s project, else 404 (article: until the articles branch adds its resolver).';

/** Comments of both models of spec 2 (article comments with replies; education comments), one table. */
export default async function commentRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'user', tags });
  serve(A, articleCommentContract, {
    create: {
      summary: '发表文章评论',
      description: `${VIS} ${TARGET}`,
      handle: (ctx, { body }) =>
        service.writeComment(ctx, {
          model: 'article',
          relationType: 'article',
          relationId: body.articleId,
          content: body.content,
          images: [],
        }),
    },
    list: {
      summary: '文章评论列表',
      description: `${VIS} ${TARGET}`,
      handle: (ctx, { query }) =>
        service.listFor(ctx, {
          ...query,
          model: 'article',
          relationType: 'article',
          relationId: query.articleId,
        }),
    },
    update: {
      summary: '修改文章评论',
      description: 'Own comment only (else 404); moderated again.',
      handle: (ctx, { params, body }) => service.editComment(ctx, params.id, body.content, 'article'),
    },
    remove: {
      summary: '删除文章评论',
      description: 'Own comment only (else 404); its replies go with it.',
      handle: (ctx, { params }) => service.removeComment(ctx, params.id, 'article', false),
    },
    audit: {
      summary: '审核评论',
      description: 'Moderators (doctor, staff, admin) set the passed flag; any comment of the project.',
      access: 'servicer',
      handle: (ctx, { params, body }) => moderationService.auditComment(ctx, params.id, body.passed),
    },
    reply: {
      summary: '回复文章评论',
      description: `Reply to a comment or a reply (replyUserId/replyUserName are taken from it). ${VIS}`,
      handle: (ctx, { body }) =>
        service.writeComment(ctx, {
          model: 'article',
          relationType: 'article',
          relationId: 0,
          content: body.content,
          images: [],
          replyId: body.commentId,
        }),
    },
    replies: {
      summary: '评论的回复列表',
      description: VIS,
      handle: (ctx, { query }) =>
        service.listFor(ctx, { ...query, model: 'article', parentCommentId: query.commentId }),
    },
    removeReply: {
      summary: '删除回复',
      description: 'Own reply only (else 404).',
      handle: (ctx, { params }) => service.removeComment(ctx, params.id, 'article', true),
    },
  });

  serve(E, educationCommentContract, {
    create: {
      summary: '发表评论',
      description: `relationType/relationId; parentCommentId and replyId for a reply. ${VIS} ${TARGET}`,
      handle: (ctx, { body }) =>
        service.writeComment(ctx, {
          model: 'education',
          relationType: body.relationType,
          relationId: body.relationId,
          content: body.content,
          images: body.replyImages,
          commentType: body.commentType ?? null,
          parentCommentId: body.parentCommentId,
          replyId: body.replyId,
        }),
    },
    list: {
      summary: '评论列表',
      description: `Top comments, newest first, with replyCount and latestReplyTime. ${VIS}`,
      handle: (ctx, { query }) => service.listFor(ctx, { ...query, model: 'education' }),
    },
    notices: {
      summary: '评论通知',
      description: 'Comments on the caller’s posts, replies to them, audit results; read once listed.',
      handle: (ctx, { query }) => moderationService.notices(ctx, query),
    },
    queue: {
      summary: '审核队列',
      description: 'Comments and circle posts in one state (default pending), oldest first; moderators only.',
      access: 'servicer',
      handle: (ctx, { query }) => moderationService.queue(ctx, query),
    },
    detail: {
      summary: '评论详情',
      description: `The top comment with its replies. ${VIS}`,
      handle: (ctx, { params }) => service.commentDetail(ctx, params.id),
    },
    remove: {
      summary: '删除评论',
      description: 'Own comment only (else 404).',
      handle: (ctx, { params }) => service.removeComment(ctx, params.id, 'education'),
    },
    report: {
      summary: '举报评论',
      description: 'One report per account; enough distinct reports hide the comment pending review.',
      handle: (ctx, { params, body }) => moderationService.reportComment(ctx, params.id, body.reason),
    },
    audit: {
      summary: '审核评论',
      description: 'Same as the article audit.',
      access: 'servicer',
      handle: (ctx, { params, body }) => moderationService.auditComment(ctx, params.id, body.passed),
    },
  });
}
