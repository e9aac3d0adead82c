import { ARTICLE_MSG } from '@kanghu/shared';
import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Viewer } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import type { District } from '../../core/district.ts';
import type { Tx } from '../../db/database.ts';
import {
  articles,
  aiInterventionMessages as msgs,
  aiInterventionRecipients as rcpts,
  users,
} from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { findPublished, publishedByIds } from '../articles/repo.ts';
import { listArticles } from '../articles/service.ts';
import { toSummary } from '../articles/views.ts';
import { readCount } from './intervention-service.ts';
import { inScope, ownPatientIds, pageOf } from './scope.ts';

const PUSH_NOT_FOUND = '未找到该推送记录';
type Paging = { pageNo: number; pageSize: number };
type Stats = { pushCount: number; lastPushId: number | null };

/** Article pushes of the district the viewer may see: a servicer all, a customer those to their residents. */
function pushScope(district: District, viewer: Viewer) {
  return and(
    eq(msgs.districtId, district.id),
    isNotNull(msgs.articleId),
    viewer.kind === 'customer'
      ? sql`${msgs.id} in (select ${rcpts.messageId} from ${rcpts} where ${rcpts.patientId} in ${ownPatientIds(viewer.userId)})`
      : undefined,
  );
}

/** Per article: how often it was pushed in the scope and the newest push. */
async function pushStats(tx: Tx, district: District, viewer: Viewer, ids: number[]) {
  const stats = new Map<number, Stats>();
  if (ids.length === 0) return stats;
  const rows = await tx
    .select({ articleId: msgs.articleId, n: count(), last: sql<number>`max(${msgs.id})::int` })
    .from(msgs)
    .where(and(pushScope(district, viewer), inArray(msgs.articleId, ids)))
    .groupBy(msgs.articleId);
  for (const r of rows) if (r.articleId) stats.set(r.articleId, { pushCount: r.n, lastPushId: r.last });
  return stats;
}

const withStats = <T extends { id: number }>(rows: T[], stats: Map<number, Stats>) =>
  rows.map((r) => ({ ...r, ...(stats.get(r.id) ?? { pushCount: 0, lastPushId: null }) }));

/** The push (an intervention message carrying an article) the viewer may see, else 404. */
async function pushOf(tx: Tx, district: District, viewer: Viewer, id: number) {
  const [m] = await tx
    .select()
    .from(msgs)
    .where(and(eq(msgs.id, id), pushScope(district, viewer)))
    .limit(1);
  if (!m?.articleId) throw notFound(PUSH_NOT_FOUND);
  return { ...m, articleId: m.articleId };
}

/**
 * GET article/list: a servicer gets the project's published articles (keyword/category as the
 * article list), a customer the articles pushed to their residents; `shareId` narrows to one push.
 */
export async function aiArticleList(
  ctx: Ctx,
  code: string,
  q: Paging & { shareId?: number; keyword?: string; categoryId?: number; sort?: 'new' | 'hot' },
) {
  const scoped = await inScope(ctx, code, async (tx, district, viewer) => {
    if (q.shareId !== undefined) {
      const push = await pushOf(tx, district, viewer, q.shareId);
      const rows = await publishedByIds(tx, [push.articleId]);
      const stats = await pushStats(tx, district, viewer, [push.articleId]);
      return { district, viewer, page: { list: withStats(rows.map(toSummary), stats), total: rows.length } };
    }
    if (viewer.kind !== 'customer') return { district, viewer, page: null };
    const { limit, offset } = pageOf(q);
    const where = pushScope(district, viewer);
    const pushed = await tx
      .select({ id: msgs.articleId, last: sql<number>`max(${msgs.id})::int` })
      .from(msgs)
      .innerJoin(articles, and(eq(articles.id, msgs.articleId), eq(articles.status, 'published')))
      .where(where)
      .groupBy(msgs.articleId)
      .orderBy(desc(sql`max(${msgs.id})`))
      .limit(limit)
      .offset(offset);
    const [total] = await tx
      .select({ n: sql<number>`count(distinct ${msgs.articleId})::int` })
      .from(msgs)
      .innerJoin(articles, and(eq(articles.id, msgs.articleId), eq(articles.status, 'published')))
      .where(where);
    const ids = pushed.flatMap((p) => (p.id ? [p.id] : []));
    const rows = (await publishedByIds(tx, ids)).map(toSummary);
    return {
      district,
      viewer,
      page: { list: withStats(rows, await pushStats(tx, district, viewer, ids)), total: total?.n ?? 0 },
    };
  });
  if (scoped.page) return { ...scoped.page, pageNo: q.pageNo, pageSize: q.pageSize };
  const listed = await listArticles(ctx, q);
  const stats = await ctx.inTenant((tx) =>
    pushStats(
      tx,
      scoped.district,
      scoped.viewer,
      listed.list.map((a) => a.id),
    ),
  );
  return { ...listed, list: withStats(listed.list, stats) };
}

/** GET article/wzlc/push/list: the district's article pushes (a customer: those to their residents), newest first. */
export function aiArticlePushList(ctx: Ctx, code: string, q: Paging & { pushId?: number }) {
  return inScope(ctx, code, async (tx, district, viewer) => {
    if (q.pushId !== undefined) await pushOf(tx, district, viewer, q.pushId);
    const where = and(pushScope(district, viewer), q.pushId ? eq(msgs.id, q.pushId) : undefined);
    const { limit, offset } = pageOf(q);
    const rows = await tx
      .select({
        m: msgs,
        title: articles.title,
        sender: users.name,
        read: readCount,
      })
      .from(msgs)
      .innerJoin(articles, eq(articles.id, msgs.articleId))
      .leftJoin(users, eq(users.id, msgs.userId))
      .where(where)
      .orderBy(desc(msgs.time), desc(msgs.id))
      .limit(limit)
      .offset(offset);
    const [total] = await tx.select({ n: count() }).from(msgs).where(where);
    const list = rows.map((r) => ({
      id: r.m.id,
      articleId: r.m.articleId ?? 0,
      title: r.title,
      message: r.m.message,
      time: r.m.time.toISOString(),
      senderName: r.sender,
      isAllSend: r.m.isAllSend,
      recipientCount: r.m.recipientCount,
      readCount: r.read,
    }));
    return { list, total: total?.n ?? 0, pageNo: q.pageNo, pageSize: q.pageSize };
  });
}

/**
 * GET article/detail?id: a published article of the project with this district's push figures.
 * A customer opens only an article pushed to their residents; opening it marks those pushes read.
 */
export function aiArticleDetail(ctx: Ctx, code: string, q: { id: number; shareId?: number }) {
  return inScope(ctx, code, async (tx, district, viewer) => {
    if (q.shareId !== undefined && (await pushOf(tx, district, viewer, q.shareId)).articleId !== q.id) {
      throw notFound(PUSH_NOT_FOUND);
    }
    const row = await findPublished(tx, q.id);
    if (!row) throw notFound(ARTICLE_MSG.missing);
    const stats = (await pushStats(tx, district, viewer, [q.id])).get(q.id);
    if (viewer.kind === 'customer' && !stats) throw notFound(ARTICLE_MSG.missing);
    let reachedCount = 0;
    if (viewer.kind === 'customer') {
      await tx
        .update(rcpts)
        .set({ readAt: sql`coalesce(${rcpts.readAt}, now())` })
        .where(
          and(
            sql`${rcpts.patientId} in ${ownPatientIds(viewer.userId)}`,
            inArray(
              rcpts.messageId,
              tx
                .select({ id: msgs.id })
                .from(msgs)
                .where(and(pushScope(district, viewer), eq(msgs.articleId, q.id))),
            ),
          ),
        );
    } else {
      const [r] = await tx
        .select({ n: sql<number>`count(distinct ${rcpts.patientId})::int` })
        .from(rcpts)
        .innerJoin(msgs, eq(msgs.id, rcpts.messageId))
        .where(and(pushScope(district, viewer), eq(msgs.articleId, q.id)));
      reachedCount = r?.n ?? 0;
    }
    return {
      ...toSummary(row),
      body: row.body,
      collectCount: row.collectCount,
      pushCount: stats?.pushCount ?? 0,
      reachedCount,
    };
  });
}
