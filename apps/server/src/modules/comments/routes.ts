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
import { routes } from '../../plugins/route.ts';
import { auditComment, notices, queue, reportComment } from './moderation-service.ts';
import { commentDetail as detail, editComment, listFor, removeComment, writeComment } from './service.ts';

const tags = ['comments'];
const VIS = 'Visible to its author at once, to others once passed (pre- or post-moderation per project).';
const TARGET =
  'The target must exist and be visible in the caller’s project, else 404 (article: until the articles branch adds its resolver).';

/** Comments of both models of spec 2 (article comments with replies; education comments), one table. */
export default async function commentRoutes(app: FastifyInstance) {
  const byId = { params: commentIdParams };
  const add = routes(app, { access: 'user', tags });
  add(
    A.create,
    { body: articleCommentBody, response: commentView },
    { summary: '发表文章评论', description: `${VIS} ${TARGET}` },
    (ctx, { body }) =>
      writeComment(ctx, {
        model: 'article',
        relationType: 'article',
        relationId: body.articleId,
        content: body.content,
        images: [],
      }),
  );
  add(
    A.list,
    { query: articleCommentQuery, response: commentPage },
    { summary: '文章评论列表', description: `${VIS} ${TARGET}` },
    (ctx, { query }) =>
      listFor(ctx, { ...query, model: 'article', relationType: 'article', relationId: query.articleId }),
  );
  add(
    A.update,
    { ...byId, body: commentUpdateBody, response: commentView },
    { summary: '修改文章评论', description: 'Own comment only (else 404); moderated again.' },
    (ctx, { params, body }) => editComment(ctx, params.id, body.content, 'article'),
  );
  add(
    A.remove,
    byId,
    { summary: '删除文章评论', description: 'Own comment only (else 404); its replies go with it.' },
    (ctx, { params }) => removeComment(ctx, params.id, 'article', false),
  );
  add(
    A.audit,
    { ...byId, body: commentAuditBody, response: commentView },
    {
      summary: '审核评论',
      description: 'Moderators (doctor, staff, admin) set the passed flag; any comment of the project.',
      access: 'servicer',
    },
    (ctx, { params, body }) => auditComment(ctx, params.id, body.passed),
  );
  add(
    A.reply,
    { body: articleReplyBody, response: commentView },
    {
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
  add(
    A.replies,
    { query: articleReplyQuery, response: commentPage },
    { summary: '评论的回复列表', description: VIS },
    (ctx, { query }) => listFor(ctx, { ...query, model: 'article', parentCommentId: query.commentId }),
  );
  add(
    A.removeReply,
    byId,
    { summary: '删除回复', description: 'Own reply only (else 404).' },
    (ctx, { params }) => removeComment(ctx, params.id, 'article', true),
  );

  add(
    E.create,
    { body: educationCommentBody, response: commentView },
    {
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
  add(
    E.list,
    { query: educationCommentQuery, response: commentPage },
    {
      summary: '评论列表',
      description: `Top comments, newest first, with replyCount and latestReplyTime. ${VIS}`,
    },
    (ctx, { query }) => listFor(ctx, { ...query, model: 'education' }),
  );
  add(
    E.notices,
    { query: pageQuery, response: commentNoticePage },
    {
      summary: '评论通知',
      description: 'Comments on the caller’s posts, replies to them, audit results; read once listed.',
    },
    (ctx, { query }) => notices(ctx, query),
  );
  add(
    E.queue,
    { query: moderationQueueQuery, response: moderationPage },
    {
      summary: '审核队列',
      description: 'Comments and circle posts in one state (default pending), oldest first; moderators only.',
      access: 'servicer',
    },
    (ctx, { query }) => queue(ctx, query),
  );
  add(
    E.detail,
    { ...byId, response: commentDetail },
    { summary: '评论详情', description: `The top comment with its replies. ${VIS}` },
    (ctx, { params }) => detail(ctx, params.id),
  );
  add(
    E.remove,
    byId,
    { summary: '删除评论', description: 'Own comment only (else 404).' },
    (ctx, { params }) => removeComment(ctx, params.id, 'education'),
  );
  add(
    E.report,
    { ...byId, body: commentReportBody, response: commentView },
    {
      summary: '举报评论',
      description: 'One report per account; enough distinct reports hide the comment pending review.',
    },
    (ctx, { params, body }) => reportComment(ctx, params.id, body.reason),
  );
  add(
    E.audit,
    { ...byId, body: commentAuditBody, response: commentView },
    { summary: '审核评论', description: 'Same as the article audit.', access: 'servicer' },
    (ctx, { params, body }) => auditComment(ctx, params.id, body.passed),
  );
}
