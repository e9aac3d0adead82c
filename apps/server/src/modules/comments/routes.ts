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
    {
      summary: '发表文章评论',
      description: `${VIS} ${TARGET}`,
      body: articleCommentBody,
      response: commentView,
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
  add(
    A.list,
    {
      summary: '文章评论列表',
      description: `${VIS} ${TARGET}`,
      query: articleCommentQuery,
      response: commentPage,
    },
    (ctx, { query }) =>
      listFor(ctx, { ...query, model: 'article', relationType: 'article', relationId: query.articleId }),
  );
  add(
    A.update,
    {
      summary: '修改文章评论',
      description: 'Own comment only (else 404); moderated again.',
      ...byId,
      body: commentUpdateBody,
      response: commentView,
    },
    (ctx, { params, body }) => editComment(ctx, params.id, body.content, 'article'),
  );
  add(
    A.remove,
    { summary: '删除文章评论', description: 'Own comment only (else 404); its replies go with it.', ...byId },
    (ctx, { params }) => removeComment(ctx, params.id, 'article', false),
  );
  add(
    A.audit,
    {
      summary: '审核评论',
      description: 'Moderators (doctor, staff, admin) set the passed flag; any comment of the project.',
      access: 'servicer',
      ...byId,
      body: commentAuditBody,
      response: commentView,
    },
    (ctx, { params, body }) => auditComment(ctx, params.id, body.passed),
  );
  add(
    A.reply,
    {
      summary: '回复文章评论',
      description: `Reply to a comment or a reply (replyUserId/replyUserName are taken from it). ${VIS}`,
      body: articleReplyBody,
      response: commentView,
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
    { summary: '评论的回复列表', description: VIS, query: articleReplyQuery, response: commentPage },
    (ctx, { query }) => listFor(ctx, { ...query, model: 'article', parentCommentId: query.commentId }),
  );
  add(
    A.removeReply,
    { summary: '删除回复', description: 'Own reply only (else 404).', ...byId },
    (ctx, { params }) => removeComment(ctx, params.id, 'article', true),
  );

  add(
    E.create,
    {
      summary: '发表评论',
      description: `relationType/relationId; parentCommentId and replyId for a reply. ${VIS} ${TARGET}`,
      body: educationCommentBody,
      response: commentView,
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
    {
      summary: '评论列表',
      description: `Top comments, newest first, with replyCount and latestReplyTime. ${VIS}`,
      query: educationCommentQuery,
      response: commentPage,
    },
    (ctx, { query }) => listFor(ctx, { ...query, model: 'education' }),
  );
  add(
    E.notices,
    {
      summary: '评论通知',
      description: 'Comments on the caller’s posts, replies to them, audit results; read once listed.',
      query: pageQuery,
      response: commentNoticePage,
    },
    (ctx, { query }) => notices(ctx, query),
  );
  add(
    E.queue,
    {
      summary: '审核队列',
      description: 'Comments and circle posts in one state (default pending), oldest first; moderators only.',
      access: 'servicer',
      query: moderationQueueQuery,
      response: moderationPage,
    },
    (ctx, { query }) => queue(ctx, query),
  );
  add(
    E.detail,
    {
      summary: '评论详情',
      description: `The top comment with its replies. ${VIS}`,
      ...byId,
      response: commentDetail,
    },
    (ctx, { params }) => detail(ctx, params.id),
  );
  add(
    E.remove,
    { summary: '删除评论', description: 'Own comment only (else 404).', ...byId },
    (ctx, { params }) => removeComment(ctx, params.id, 'education'),
  );
  add(
    E.report,
    {
      summary: '举报评论',
      description: 'One report per account; enough distinct reports hide the comment pending review.',
      ...byId,
      body: commentReportBody,
      response: commentView,
    },
    (ctx, { params, body }) => reportComment(ctx, params.id, body.reason),
  );
  add(
    E.audit,
    {
      summary: '审核评论',
      description: 'Same as the article audit.',
      access: 'servicer',
      ...byId,
      body: commentAuditBody,
      response: commentView,
    },
    (ctx, { params, body }) => auditComment(ctx, params.id, body.passed),
  );
}
