import {
  auditedState,
  COMMENT_MSG,
  type CommentNotice,
  type ModerationItem,
  type ModerationState,
  reportedState,
} from '@kanghu/shared';
import type { Ctx } from '../../core/context.ts';
import { type PageQuery, pageOf, pageRange } from '../../core/paging.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { assertModerator } from './abuse.ts';
import { auditNotice, noticesForPassed } from './notices.ts';
import { addReport, findAnyComment, findComment, moderationQueue, noticesOf, updateComment } from './repo.ts';
import { COMMENT_TARGETS, type CommentTarget } from './targets.ts';
import { commentView } from './views.ts';

/**
 * PUT …/comment/:id/audit: a moderator sets the passed flag (spec 2 section 4). Passing a pending
 * or reported comment shows it to all and sends its notices; not passing rejects (or revokes) it.
 */
export function auditComment(ctx: Ctx, id: number, passed: boolean) {
  return ctx.inTenant(async (tx) => {
    assertModerator(ctx);
    const c = await findAnyComment(tx, id);
    if (!c) throw notFound(COMMENT_MSG.commentMissing);
    const state = auditedState(passed);
    await updateComment(tx, id, { state, auditedBy: ctx.userId, auditedAt: ctx.now() });
    if (state === 'passed' && c.state === 'pending') {
      const resolver = COMMENT_TARGETS[c.relationType as keyof typeof COMMENT_TARGETS];
      const target: CommentTarget | null = resolver ? await resolver(tx, c.relationId, c.userId) : null;
      if (target) await noticesForPassed(ctx, tx, { ...c, state }, target);
    }
    if (state !== c.state) await auditNotice(ctx, tx, c, passed);
    const view = await findComment(tx, id, c.userId);
    if (!view) throw notFound(COMMENT_MSG.commentMissing);
    return commentView(view, ctx.userId);
  });
}

/**
 * POST …/comment/:id/report: one report per account; COMMENT_REPORT_HIDE_COUNT distinct reports
 * hide a passed comment (state reported) until a moderator audits it again.
 */
export function reportComment(ctx: Ctx, id: number, reason: string | undefined) {
  return ctx.inTenant(async (tx) => {
    const c = await findComment(tx, id, ctx.userId);
    if (!c) throw notFound(COMMENT_MSG.commentMissing);
    if (c.userId === ctx.userId) throw badRequest(COMMENT_MSG.reportSelf);
    const reports = await addReport(tx, {
      projectId: ctx.projectId,
      kind: 'comment',
      targetId: id,
      userId: ctx.userId,
      reason: reason ?? null,
    });
    if (reports !== null) await updateComment(tx, id, { reports, state: reportedState(c.state, reports) });
    const after = await findComment(tx, id, c.userId);
    return commentView(after ?? c, ctx.userId);
  });
}

/** GET …/comment/audit/queue: comments and circle posts in one state, oldest first (moderators). */
export function queue(ctx: Ctx, q: PageQuery & { state: ModerationState }) {
  return ctx.inTenant(async (tx) => {
    assertModerator(ctx);
    const { offset, limit } = pageRange(q);
    const { rows, total } = await moderationQueue(tx, q.state, offset, limit);
    const list: ModerationItem[] = [];
    for (const r of rows) {
      const resolver = COMMENT_TARGETS[r.relationType as keyof typeof COMMENT_TARGETS];
      const target = r.kind === 'comment' && resolver ? await resolver(tx, r.relationId, ctx.userId) : null;
      list.push({
        kind: r.kind,
        id: r.id,
        targetTitle: target?.title ?? '',
        relationType: r.relationType,
        userName: r.userName ?? '用户',
        content: r.content,
        images: r.images,
        state: r.state,
        reports: r.reports,
        createdAt: new Date(r.createdAt).toISOString(),
      });
    }
    return pageOf(list, total, q);
  });
}

/** GET /api/education/comment/notice: the caller's comment notices, newest first (read once listed). */
export function notices(ctx: Ctx, q: PageQuery) {
  return ctx.inTenant(async (tx) => {
    const { offset, limit } = pageRange(q);
    const { rows, total } = await noticesOf(tx, ctx.userId, offset, limit, ctx.now());
    const list: CommentNotice[] = rows.map(({ n, c }) => ({
      id: n.id,
      kind: n.kind,
      text: n.text,
      commentId: c.id,
      relationType: c.relationType,
      relationId: c.relationId,
      content: c.content,
      read: n.readAt !== null,
      createdAt: n.createdAt.toISOString(),
    }));
    return pageOf(list, total, q);
  });
}
