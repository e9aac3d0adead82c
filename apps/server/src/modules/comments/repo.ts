import type { ModerationState } from '@kanghu/shared';
import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { commentNotices, comments, contentReports, users } from '../../db/schema/index.ts';

export type CommentRow = typeof comments.$inferSelect;
export type NewComment = typeof comments.$inferInsert;
export interface AuthoredComment extends CommentRow {
  userName: string | null;
  nickName: string | null;
  userType: 'customer' | 'servicer';
  replyCount: number;
  latestReplyTime: Date | null;
}

/** Visible to the viewer: passed, or their own (domain visibleTo in SQL). */
const seenBy = (viewerId: number) => or(eq(comments.state, 'passed'), eq(comments.userId, viewerId));

function authoredSelect(tx: Tx, viewerId: number) {
  return tx
    .select({
      c: comments,
      userName: users.name,
      nickName: users.nickName,
      userType: users.userType,
      replyCount: sql<number>`(select count(*)::int from comments r where r.parent_comment_id = ${comments.id} and r.deleted_at is null and (r.state = 'passed' or r.user_id = ${viewerId}))`,
      latestReplyTime: sql<Date | null>`(select max(r.created_at) from comments r where r.parent_comment_id = ${comments.id} and r.deleted_at is null and r.state = 'passed')`,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId));
}

type Selected = {
  c: CommentRow;
  userName: string | null;
  nickName: string | null;
  userType: 'customer' | 'servicer';
  replyCount: number;
  latestReplyTime: Date | string | null;
};
const flat = (r: Selected): AuthoredComment => ({
  ...r.c,
  userName: r.userName,
  nickName: r.nickName,
  userType: r.userType,
  replyCount: r.replyCount,
  latestReplyTime: r.latestReplyTime ? new Date(r.latestReplyTime) : null,
});

export async function insertComment(tx: Tx, values: NewComment): Promise<CommentRow> {
  const [row] = await tx.insert(comments).values(values).returning();
  if (!row) throw new Error('comment insert returned nothing');
  return row;
}

/** One live comment with its author, visible to the viewer (else null). */
export async function findComment(tx: Tx, id: number, viewerId: number): Promise<AuthoredComment | null> {
  const [row] = await authoredSelect(tx, viewerId).where(
    and(eq(comments.id, id), isNull(comments.deletedAt), seenBy(viewerId)),
  );
  return row ? flat(row) : null;
}

/** Any live comment (for moderators), whatever its state. */
export async function findAnyComment(tx: Tx, id: number): Promise<CommentRow | null> {
  const [row] = await tx
    .select()
    .from(comments)
    .where(and(eq(comments.id, id), isNull(comments.deletedAt)));
  return row ?? null;
}

export interface CommentFilter {
  relationType?: string;
  relationId?: number;
  /** null: top comments only; a number: the replies of that comment. */
  parentCommentId: number | null;
}

/** A page of comments visible to the viewer, oldest reply first, newest top comment first. */
export async function listComments(
  tx: Tx,
  f: CommentFilter,
  viewerId: number,
  offset: number,
  limit: number,
) {
  const where = and(
    isNull(comments.deletedAt),
    seenBy(viewerId),
    f.relationType ? eq(comments.relationType, f.relationType) : undefined,
    f.relationId ? eq(comments.relationId, f.relationId) : undefined,
    f.parentCommentId === null
      ? isNull(comments.parentCommentId)
      : eq(comments.parentCommentId, f.parentCommentId),
  );
  const order = f.parentCommentId === null ? desc(comments.id) : comments.id;
  const rows = await authoredSelect(tx, viewerId).where(where).orderBy(order).limit(limit).offset(offset);
  const [total] = await tx.select({ n: count() }).from(comments).where(where);
  return { rows: rows.map(flat), total: total?.n ?? 0 };
}

export async function updateComment(tx: Tx, id: number, patch: Partial<NewComment>): Promise<void> {
  await tx.update(comments).set(patch).where(eq(comments.id, id));
}

/** Deletes a comment and, for a top comment, its replies (soft: notices keep their row). */
export async function deleteComment(tx: Tx, id: number, at: Date): Promise<void> {
  await tx
    .update(comments)
    .set({ deletedAt: at })
    .where(and(isNull(comments.deletedAt), or(eq(comments.id, id), eq(comments.parentCommentId, id))));
}

/** The account's age, passed comments and posts, and items posted since `since` (abuse limits). */
export async function posterStanding(tx: Tx, userId: number, since: Date) {
  const [u] = await tx.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  const [r] = await tx
    .execute<{ passed: number; recent: number }>(sql`
    select
      (select count(*)::int from comments where user_id = ${userId} and state = 'passed')
      + (select count(*)::int from circle_posts where user_id = ${userId} and state = 'passed') as passed,
      (select count(*)::int from comments where user_id = ${userId} and created_at >= ${since.toISOString()})
      + (select count(*)::int from circle_posts where user_id = ${userId} and created_at >= ${since.toISOString()}) as recent`)
    .then((x) => x.rows);
  return { createdAt: u?.createdAt ?? new Date(0), passedCount: r?.passed ?? 0, recent: r?.recent ?? 0 };
}

/** Adds one report; answers the distinct report count, or null when this account had reported already. */
export async function addReport(
  tx: Tx,
  v: { projectId: number; kind: 'comment' | 'post'; targetId: number; userId: number; reason: string | null },
): Promise<number | null> {
  const inserted = await tx
    .insert(contentReports)
    .values(v)
    .onConflictDoNothing()
    .returning({ id: contentReports.id });
  if (inserted.length === 0) return null;
  const [n] = await tx
    .select({ n: count() })
    .from(contentReports)
    .where(and(eq(contentReports.kind, v.kind), eq(contentReports.targetId, v.targetId)));
  return n?.n ?? 0;
}

export async function insertNotices(
  tx: Tx,
  rows: {
    projectId: number;
    userId: number;
    kind: 'comment' | 'reply' | 'audit';
    commentId: number;
    text: string;
  }[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(commentNotices).values(rows);
}

/** The reader's notices, newest first, with the comment they are about; then marks them read. */
export async function noticesOf(tx: Tx, userId: number, offset: number, limit: number, at: Date) {
  const rows = await tx
    .select({ n: commentNotices, c: comments })
    .from(commentNotices)
    .innerJoin(comments, eq(comments.id, commentNotices.commentId))
    .where(eq(commentNotices.userId, userId))
    .orderBy(desc(commentNotices.id))
    .limit(limit)
    .offset(offset);
  const [total] = await tx
    .select({ n: count() })
    .from(commentNotices)
    .where(eq(commentNotices.userId, userId));
  const unread = rows.filter((r) => !r.n.readAt).map((r) => r.n.id);
  if (unread.length > 0)
    await tx.update(commentNotices).set({ readAt: at }).where(inArray(commentNotices.id, unread));
  return { rows, total: total?.n ?? 0 };
}

export type QueueRow = {
  kind: 'comment' | 'post';
  id: number;
  relationType: string;
  relationId: number;
  userName: string | null;
  content: string;
  images: string[];
  state: ModerationState;
  reports: number;
  createdAt: Date | string;
};

/** Comments and circle posts in one moderation state, oldest first (the servicer's queue). */
export async function moderationQueue(tx: Tx, state: ModerationState, offset: number, limit: number) {
  const rows = await tx.execute<QueueRow & { total: number }>(sql`
    with q as (
      select 'comment' as kind, c.id, c.relation_type as "relationType", c.relation_id as "relationId",
             u.name as "userName", c.content, c.images, c.state, c.reports, c.created_at as "createdAt"
      from comments c join users u on u.id = c.user_id
      where c.state = ${state} and c.deleted_at is null
      union all
      select 'post', p.id, p.type, coalesce(p.question_id, p.id), u.name, coalesce(p.title || '：', '') || p.content,
             p.image_list, p.state, p.reports, p.created_at
      from circle_posts p join users u on u.id = p.user_id
      where p.state = ${state} and p.deleted_at is null
    )
    select q.*, count(*) over ()::int as total from q order by "createdAt", id limit ${limit} offset ${offset}`);
  return { rows: rows.rows, total: rows.rows[0]?.total ?? 0 };
}
