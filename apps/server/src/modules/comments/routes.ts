import {
  articleCommentBody,
  articleCommentQuery,
  articleReplyBody,
  articleReplyQuery,
  commentAuditBody,
  commentDetail,
  commentIdParams,
  commentNoticePage,
  commentPage,
  commentReportBody,
  commentUpdateBody,
  commentView,
  educationCommentBody,
  educationCommentQuery,
  moderationPage,
  moderationQueueQuery,
  pageQuery,
} from '@kanghu/shared';
import { articleComment as A, educationComment as E } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.ts';
import { auditComment, notices, queue, reportComment } from './moderation-service.ts';
import { commentDetail as detail, editComment, listFor, removeComment, writeComment } from './service.ts';

const tags = ['comments'];
const VIS = 'Visible to its author at once, to others once passed (pre- or post-moderation per project).';
const TARGET =
  'The target must exist and be visible in the caller’s project, else 404 (article: until the articles branch adds its resolver).';

/** Comments of both models of spec 2 (article comments with replies; education comments), one table. */
export default async function commentRoutes(app: FastifyInstance) {
  const byId = { params: commentIdParams };
  route(
    app,
    A.create,
    {
      access: 'user',
      schemas: { body: articleCommentBody, response: commentView },
      tags,
      summary: '发表文章评论',
      description: `${VIS} ${TARGET}`,
    },
    (ctx, { body }) =>
      writeComment(ctx, {
        model: 'article',
        relationType: 'article',
        relationId: body.articleId,
        content: body.content,
        images: [],
      }),
  );
  route(
    app,
    A.list,
    {
      access: 'user',
      schemas: { query: articleCommentQuery, response: commentPage },
      tags,
      summary: '文章评论列表',
      description: `${VIS} ${TARGET}`,
    },
    (ctx, { query }) =>
      listFor(ctx, { ...query, model: 'article', relationType: 'article', relationId: query.articleId }),
  );
  route(
    app,
    A.update,
    {
      access: 'user',
      schemas: { ...byId, body: commentUpdateBody, response: commentView },
      tags,
      summary: '修改文章评论',
      description: 'Own comment only (else 404); moderated again.',
    },
    (ctx, { params, body }) => editComment(ctx, params.id, body.content, 'article'),
  );
  route(
    app,
    A.remove,
    {
      access: 'user',
      schemas: byId,
      tags,
      summary: '删除文章评论',
      description: 'Own comment only (else 404); its replies go with it.',
    },
    (ctx, { params }) => removeComment(ctx, params.id, 'article', false),
  );
  route(
    app,
    A.audit,
    {
      access: 'servicer',
      schemas: { ...byId, body: commentAuditBody, response: commentView },
      tags,
      summary: '审核评论',
      description: 'Moderators (doctor, staff, admin) set the passed flag; any comment of the project.',
    },
    (ctx, { params, body }) => auditComment(ctx, params.id, body.passed),
  );
  route(
    app,
    A.reply,
    {
      access: 'user',
      schemas: { body: articleReplyBody, response: commentView },
      tags,
      summary: '回复文章评论',
      description: `Reply to a comment or a reply (replyUserId/replyUserName are taken from it). ${VIS}`,
    },
    (ctx, { body }) =>
      writeComment(ctx, {
        model: 'article',
        relationType: 'article',
        relationId: 0,
        content: body.content,
        images: [],
        replyId: body.commentId,
      }),
  );
  route(
    app,
    A.replies,
    {
      access: 'user',
      schemas: { query: articleReplyQuery, response: commentPage },
      tags,
      summary: '评论的回复列表',
      description: VIS,
    },
    (ctx, { query }) => listFor(ctx, { ...query, model: 'article', parentCommentId: query.commentId }),
  );
  route(
    app,
    A.removeReply,
    { access: 'user', schemas: byId, tags, summary: '删除回复', description: 'Own reply only (else 404).' },
    (ctx, { params }) => removeComment(ctx, params.id, 'article', true),
  );

  route(
    app,
    E.create,
    {
      access: 'user',
      schemas: { body: educationCommentBody, response: commentView },
      tags,
      summary: '发表评论',
      description: `relationType/relationId; parentCommentId and replyId for a reply. ${VIS} ${TARGET}`,
    },
    (ctx, { body }) =>
      writeComment(ctx, {
        model: 'education',
        relationType: body.relationType,
        relationId: body.relationId,
        content: body.content,
        images: body.replyImages,
        commentType: body.commentType ?? null,
        parentCommentId: body.parentCommentId,
        replyId: body.replyId,
      }),
  );
  route(
    app,
    E.list,
    {
      access: 'user',
      schemas: { query: educationCommentQuery, response: commentPage },
      tags,
      summary: '评论列表',
      description: `Top comments, newest first, with replyCount and latestReplyTime. ${VIS}`,
    },
    (ctx, { query }) => listFor(ctx, { ...query, model: 'education' }),
  );
  route(
    app,
    E.notices,
    {
      access: 'user',
      schemas: { query: pageQuery, response: commentNoticePage },
      tags,
      summary: '评论通知',
      description: 'Comments on the caller’s posts, replies to them, audit results; read once listed.',
    },
    (ctx, { query }) => notices(ctx, query),
  );
  route(
    app,
    E.queue,
    {
      access: 'servicer',
      schemas: { query: moderationQueueQuery, response: moderationPage },
      tags,
      summary: '审核队列',
      description: 'Comments and circle posts in one state (default pending), oldest first; moderators only.',
    },
    (ctx, { query }) => queue(ctx, query),
  );
  route(
    app,
    E.detail,
    {
      access: 'user',
      schemas: { ...byId, response: commentDetail },
      tags,
      summary: '评论详情',
      description: `The top comment with its replies. ${VIS}`,
    },
    (ctx, { params }) => detail(ctx, params.id),
  );
  route(
    app,
    E.remove,
    { access: 'user', schemas: byId, tags, summary: '删除评论', description: 'Own comment only (else 404).' },
    (ctx, { params }) => removeComment(ctx, params.id, 'education'),
  );
  route(
    app,
    E.report,
    {
      access: 'user',
      schemas: { ...byId, body: commentReportBody, response: commentView },
      tags,
      summary: '举报评论',
      description: 'One report per account; enough distinct reports hide the comment pending review.',
    },
    (ctx, { params, body }) => reportComment(ctx, params.id, body.reason),
  );
  route(
    app,
    E.audit,
    {
      access: 'servicer',
      schemas: { ...byId, body: commentAuditBody, response: commentView },
      tags,
      summary: '审核评论',
      description: 'Same as the article audit.',
    },
    (ctx, { params, body }) => auditComment(ctx, params.id, body.passed),
  );
}
