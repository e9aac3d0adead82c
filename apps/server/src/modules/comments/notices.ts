import type { Ctx } from '../../core/context.ts';
import type { Tx } from '../../db/database.ts';
import { type CommentRow, insertNotices } from './repo.ts';
import type { CommentTarget } from './targets.ts';

const excerpt = (text: string) => (text.length > 20 ? `${text.slice(0, 20)}…` : text);

/**
 * Once a comment is passed (at once under post-moderation, at audit under pre-moderation): the
 * target's owner gets a 'comment' notice, the replied-to author a 'reply' notice (never oneself).
 */
export async function noticesForPassed(ctx: Ctx, tx: Tx, c: CommentRow, target: CommentTarget) {
  const rows: Parameters<typeof insertNotices>[1] = [];
  const base = { projectId: ctx.projectId, commentId: c.id };
  if (c.replyUserId && c.replyUserId !== c.userId)
    rows.push({ ...base, userId: c.replyUserId, kind: 'reply', text: `回复了你：${excerpt(c.content)}` });
  if (target.ownerUserId && target.ownerUserId !== c.userId && target.ownerUserId !== c.replyUserId)
    rows.push({
      ...base,
      userId: target.ownerUserId,
      kind: 'comment',
      text: `评论了《${excerpt(target.title)}》：${excerpt(c.content)}`,
    });
  await insertNotices(tx, rows);
}

/** The author learns the audit result of their comment. */
export async function auditNotice(ctx: Ctx, tx: Tx, c: CommentRow, passed: boolean) {
  const text = passed
    ? `你的评论已通过审核：${excerpt(c.content)}`
    : `你的评论未通过审核：${excerpt(c.content)}`;
  await insertNotices(tx, [
    { projectId: ctx.projectId, commentId: c.id, userId: c.userId, kind: 'audit', text },
  ]);
}
