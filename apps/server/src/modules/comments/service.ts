import {
  COMMENT_MAX_IMAGES,
  COMMENT_MAX_LENGTH,
  COMMENT_MSG,
  type CommentModel,
  type CommentTargetType,
  type CommentView,
  initialState,
} from '@kanghu/shared';
import type { Ctx } from '../../core/context.ts';
import { type PageQuery, pageOf, pageRange } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import { checkDraft, moderationMode } from './abuse.ts';
import { noticesForPassed } from './notices.ts';
import {
  type AuthoredComment,
  deleteComment,
  findComment,
  insertComment,
  listComments,
  updateComment,
} from './repo.ts';
import { COMMENT_TARGETS, type CommentTarget } from './targets.ts';
import { commentView, displayName } from './views.ts';

const LIMITS = { maxLength: COMMENT_MAX_LENGTH, maxImages: COMMENT_MAX_IMAGES };

/** The target, visible in the caller's project; a type without a resolver (not merged yet) is 404 too. */
export async function targetOf(ctx: Ctx, tx: Tx, type: string, id: number): Promise<CommentTarget> {
  const resolver = COMMENT_TARGETS[type as CommentTargetType];
  const target = resolver ? await resolver(tx, id, ctx.userId) : null;
  if (!target) throw notFound(COMMENT_MSG.targetMissing);
  return target;
}

async function visibleComment(ctx: Ctx, tx: Tx, id: number, model?: CommentModel): Promise<AuthoredComment> {
  const c = await findComment(tx, id, ctx.userId);
  if (!c || (model && c.model !== model)) throw notFound(COMMENT_MSG.commentMissing);
  return c;
}

export interface WriteInput {
  model: CommentModel;
  relationType: string;
  relationId: number;
  content: string;
  images: string[];
  commentType?: string | null;
  parentCommentId?: number;
  replyId?: number;
}

/**
 * Writes a comment or reply: the target must be visible (404), a reply's comment too; the abuse
 * limits apply; the state follows the project's switch; notices go out once it is passed.
 */
export function writeComment(ctx: Ctx, input: WriteInput): Promise<CommentView> {
  return ctx.inTenant(async (tx) => {
    let parentId: number | null = null;
    let replyTo: AuthoredComment | null = null;
    if (input.parentCommentId || input.replyId) {
      replyTo = await visibleComment(
        ctx,
        tx,
        (input.replyId ?? input.parentCommentId) as number,
        input.model,
      );
      parentId = replyTo.parentCommentId ?? replyTo.id;
      if (input.parentCommentId && input.parentCommentId !== parentId)
        throw notFound(COMMENT_MSG.commentMissing);
      input = { ...input, relationType: replyTo.relationType, relationId: replyTo.relationId };
    }
    const target = await targetOf(ctx, tx, input.relationType, input.relationId);
    await checkDraft(ctx, tx, { content: input.content, images: input.images }, LIMITS);
    const row = await insertComment(tx, {
      projectId: ctx.projectId,
      model: input.model,
      relationType: input.relationType,
      relationId: input.relationId,
      userId: ctx.userId,
      commentType: input.commentType ?? null,
      content: input.content.trim(),
      images: input.images,
      parentCommentId: parentId,
      replyId: replyTo?.id ?? null,
      replyUserId: replyTo?.userId ?? null,
      replyUserName: replyTo ? displayName(replyTo.userType, replyTo.userName, replyTo.nickName) : null,
      state: initialState(moderationMode(ctx)),
    });
    if (row.state === 'passed') await noticesForPassed(ctx, tx, row, target);
    return commentView(await visibleComment(ctx, tx, row.id), ctx.userId);
  });
}

export interface ListInput extends PageQuery {
  model: CommentModel;
  relationType?: string;
  relationId?: number;
  parentCommentId?: number;
}

/** A page of top comments of a target, or of one comment's replies, as the caller may see them. */
export function listFor(ctx: Ctx, q: ListInput) {
  return ctx.inTenant(async (tx) => {
    if (q.parentCommentId) {
      const parent = await visibleComment(ctx, tx, q.parentCommentId, q.model);
      await targetOf(ctx, tx, parent.relationType, parent.relationId);
    } else await targetOf(ctx, tx, q.relationType ?? '', q.relationId ?? 0);
    const { offset, limit } = pageRange(q);
    const filter = q.parentCommentId
      ? { parentCommentId: q.parentCommentId }
      : { relationType: q.relationType, relationId: q.relationId, parentCommentId: null };
    const { rows, total } = await listComments(tx, filter, ctx.userId, offset, limit);
    return pageOf(
      rows.map((r) => commentView(r, ctx.userId)),
      total,
      q,
    );
  });
}

/** One comment with its replies (education detail; latestReplyTime on the comment). */
export function commentDetail(ctx: Ctx, id: number) {
  return ctx.inTenant(async (tx) => {
    const c = await visibleComment(ctx, tx, id);
    await targetOf(ctx, tx, c.relationType, c.relationId);
    const top = c.parentCommentId ? await visibleComment(ctx, tx, c.parentCommentId) : c;
    const { rows } = await listComments(tx, { parentCommentId: top.id }, ctx.userId, 0, 200);
    return { ...commentView(top, ctx.userId), replies: rows.map((r) => commentView(r, ctx.userId)) };
  });
}

async function ownComment(ctx: Ctx, tx: Tx, id: number, model: CommentModel, reply?: boolean) {
  const c = await visibleComment(ctx, tx, id, model);
  if (c.userId !== ctx.userId) throw notFound(COMMENT_MSG.commentMissing);
  if (reply !== undefined && reply !== (c.parentCommentId !== null))
    throw notFound(COMMENT_MSG.commentMissing);
  return c;
}

/** PUT: the author edits their comment; it is moderated again under pre-moderation. */
export function editComment(ctx: Ctx, id: number, content: string, model: CommentModel) {
  return ctx.inTenant(async (tx) => {
    const c = await ownComment(ctx, tx, id, model);
    await checkDraft(ctx, tx, { content, images: c.images }, LIMITS, false);
    const state =
      c.state === 'rejected' || c.state === 'reported' ? 'pending' : initialState(moderationMode(ctx));
    await updateComment(tx, id, { content: content.trim(), state, updatedAt: ctx.now() });
    return commentView(await visibleComment(ctx, tx, id), ctx.userId);
  });
}

/** DELETE: the author removes their comment (a top comment takes its replies with it). */
export function removeComment(ctx: Ctx, id: number, model: CommentModel, reply?: boolean) {
  return ctx.inTenant(async (tx) => {
    await ownComment(ctx, tx, id, model, reply);
    await deleteComment(tx, id, ctx.now());
    return null;
  });
}
