import { z } from 'zod';
import {
  COMMENT_MAX_IMAGES,
  COMMENT_MSG,
  COMMENT_TARGET_TYPES,
  MODERATION_STATES,
} from '../domain/comments.ts';
import { rowIdField } from './auth.ts';
import { page, pageQuery } from './envelope.ts';

const idOf = (name: string) =>
  z.coerce
    .number({ error: `${name}须为数字` })
    .int(`${name}须为整数`)
    .positive(`${name}须为正整数`)
    .max(2_147_483_647, `${name}超出范围`);

/** Length is checked by the service (postProblem) so the message names the limit. */
const contentField = z.string({ error: COMMENT_MSG.empty }).max(20_000, COMMENT_MSG.tooLong(20_000));
const imageField = z.string().trim().min(1, '图片地址有误').max(500, '图片地址过长');
export const commentTargetTypeField = z.enum(COMMENT_TARGET_TYPES, {
  error: `relationType须为${COMMENT_TARGET_TYPES.join('、')}之一`,
});

export const commentIdParams = z.object({ id: rowIdField });

/** Article comment (spec 2 section 3): articleId, content. */
export const articleCommentBody = z.object({ articleId: idOf('articleId'), content: contentField });
export const articleCommentQuery = pageQuery.extend({ articleId: idOf('articleId') });
export const commentUpdateBody = z.object({ commentId: idOf('commentId').optional(), content: contentField });
/** Reply (spec 2 section 3): commentId, replyUserId, replyUserName, content. */
export const articleReplyBody = z.object({
  commentId: idOf('commentId'),
  replyUserId: idOf('replyUserId').optional(),
  replyUserName: z.string().max(50, 'replyUserName过长').optional(),
  content: contentField,
});
export const articleReplyQuery = pageQuery.extend({ commentId: idOf('commentId') });

/** Education comment (spec 2 section 3). A reply names its top comment (parentCommentId) and the one it answers (replyId). */
export const educationCommentBody = z.object({
  commentType: z.string().max(20, 'commentType过长').optional(),
  content: contentField,
  parentCommentId: idOf('parentCommentId').optional(),
  relationId: idOf('relationId'),
  relationType: commentTargetTypeField,
  replyId: idOf('replyId').optional(),
  replyImages: z
    .array(imageField)
    .max(COMMENT_MAX_IMAGES, COMMENT_MSG.tooManyImages(COMMENT_MAX_IMAGES))
    .default([]),
});
export const educationCommentQuery = pageQuery.extend({
  relationId: idOf('relationId'),
  relationType: commentTargetTypeField,
});
export type EducationCommentBody = z.infer<typeof educationCommentBody>;

/** PUT …/comment/:id/audit (spec 2 section 4: the passed flag). */
export const commentAuditBody = z.object({ passed: z.boolean({ error: 'passed须为true或false' }) });
export const commentReportBody = z.object({
  reason: z.string().trim().max(200, '举报理由不能超过200个字').optional(),
});
export const moderationQueueQuery = pageQuery.extend({
  state: z
    .enum(MODERATION_STATES, { error: 'state须为pending、passed、rejected、reported之一' })
    .default('pending'),
});

export const commentView = z.object({
  id: z.number().int(),
  model: z.enum(['article', 'education']),
  relationType: z.string(),
  relationId: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  /** A servicer's comment (shown as 医生). */
  isDoctor: z.boolean(),
  content: z.string(),
  replyImages: z.array(z.string()),
  commentType: z.string().nullable(),
  parentCommentId: z.number().int().nullable(),
  replyId: z.number().int().nullable(),
  replyUserId: z.number().int().nullable(),
  replyUserName: z.string().nullable(),
  /** Spec 2 section 4: set by audit (or at once under post-moderation). */
  passed: z.boolean(),
  state: z.enum(MODERATION_STATES),
  mine: z.boolean(),
  replyCount: z.number().int(),
  latestReplyTime: z.string().nullable(),
  createdAt: z.string(),
});
export type CommentView = z.infer<typeof commentView>;
export const commentPage = page(commentView);
export const commentDetail = commentView.extend({ replies: z.array(commentView) });
export type CommentDetail = z.infer<typeof commentDetail>;

/** One row of the moderation queue: a comment or a circle post, with where it was written. */
export const moderationItem = z.object({
  kind: z.enum(['comment', 'post']),
  id: z.number().int(),
  targetTitle: z.string(),
  relationType: z.string(),
  userName: z.string(),
  content: z.string(),
  images: z.array(z.string()),
  state: z.enum(MODERATION_STATES),
  reports: z.number().int(),
  createdAt: z.string(),
});
export type ModerationItem = z.infer<typeof moderationItem>;
export const moderationPage = page(moderationItem);

/** A comment notice for its reader (screen /education/news/comment/reply). */
export const commentNotice = z.object({
  id: z.number().int(),
  kind: z.enum(['comment', 'reply', 'audit']),
  text: z.string(),
  commentId: z.number().int(),
  relationType: z.string(),
  relationId: z.number().int(),
  content: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type CommentNotice = z.infer<typeof commentNotice>;
export const commentNoticePage = page(commentNotice);
