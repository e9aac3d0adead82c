import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { accountMarks, articleCategories, articleReads, articles } from '../../db/schema/index.ts';

/** How many accounts marked the article (likes and collects live in account_marks). */
const marks = (kind: 'like' | 'collect') =>
  sql<number>`(select count(*)::int from ${accountMarks} m where m.kind = ${kind} and m.target_type = 'article' and m.target_id = "articles"."id")`;

/** What a list shows of an article (the body stays out of lists). */
export const summaryColumns = {
  id: articles.id,
  categoryId: articles.categoryId,
  categoryName: articleCategories.name,
  title: articles.title,
  summary: articles.summary,
  cover: articles.cover,
  authorName: articles.authorName,
  publishedAt: articles.publishedAt,
  readCount: articles.readCount,
  likeCount: marks('like'),
};

export type SummaryRow = {
  id: number;
  categoryId: number;
  categoryName: string;
  title: string;
  summary: string;
  cover: string | null;
  authorName: string;
  publishedAt: Date | null;
  readCount: number;
  likeCount: number;
};

const published = eq(articles.status, 'published');

/** One page of published articles (of a category), newest first, and their total. */
export async function pagePublished(
  tx: Tx,
  filter: { categoryId?: number; hot?: boolean },
  offset: number,
  limit: number,
): Promise<{ rows: SummaryRow[]; total: number }> {
  const where = and(published, filter.categoryId ? eq(articles.categoryId, filter.categoryId) : undefined);
  const order = filter.hot
    ? [desc(articles.readCount), desc(articles.publishedAt), desc(articles.id)]
    : [desc(articles.publishedAt), desc(articles.id)];
  const rows = await tx
    .select(summaryColumns)
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(where)
    .orderBy(...order)
    .offset(offset)
    .limit(limit);
  const [total] = await tx.select({ n: count() }).from(articles).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** A published article with its body and collect count, or null. */
export async function findPublished(tx: Tx, id: number) {
  const [row] = await tx
    .select({ ...summaryColumns, body: articles.body, collectCount: marks('collect') })
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(and(eq(articles.id, id), published))
    .limit(1);
  return row ?? null;
}

/** Published articles of these ids, in the order asked. */
export async function publishedByIds(tx: Tx, ids: readonly number[]): Promise<SummaryRow[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select(summaryColumns)
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(and(inArray(articles.id, [...ids]), published));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Newest published articles of the categories with these names (the print share), at most `limit`. */
export async function latestInCategories(
  tx: Tx,
  names: readonly string[],
  limit: number,
): Promise<SummaryRow[]> {
  return tx
    .select(summaryColumns)
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(and(published, names.length ? inArray(articleCategories.name, [...names]) : undefined))
    .orderBy(desc(articles.readCount), desc(articles.id))
    .limit(limit);
}

/** Shown categories in order, with their published article counts. */
export function listCategories(tx: Tx) {
  return tx
    .select({
      id: articleCategories.id,
      name: articleCategories.name,
      articleCount: sql<number>`(select count(*)::int from ${articles} a where a.category_id = "article_categories"."id" and a.status = 'published')`,
    })
    .from(articleCategories)
    .where(eq(articleCategories.isShow, true))
    .orderBy(articleCategories.sort, articleCategories.id);
}

export async function categoryShown(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: articleCategories.id })
    .from(articleCategories)
    .where(and(eq(articleCategories.id, id), eq(articleCategories.isShow, true)))
    .limit(1);
  return Boolean(row);
}

/**
 * Records a read of the day; the first read of an account on a China day adds one to the count.
 * Answers the article's read count after it and whether this read counted (the first of the day).
 */
export async function recordRead(
  tx: Tx,
  read: { projectId: number; articleId: number; userId: number; day: string; at: Date },
): Promise<{ readCount: number; counted: boolean }> {
  const inserted = await tx
    .insert(articleReads)
    .values({ ...read, readDay: read.day, readAt: read.at })
    .onConflictDoUpdate({
      target: [articleReads.projectId, articleReads.articleId, articleReads.userId, articleReads.readDay],
      set: { readAt: read.at },
    })
    .returning({ fresh: sql<boolean>`xmax = 0` });
  const counted = Boolean(inserted[0]?.fresh);
  const [row] = await tx
    .update(articles)
    .set({ readCount: counted ? sql`${articles.readCount} + 1` : articles.readCount })
    .where(eq(articles.id, read.articleId))
    .returning({ readCount: articles.readCount });
  return { readCount: row?.readCount ?? 0, counted };
}

/** The account's read articles (still published), the latest read first. */
export async function pageReadHistory(tx: Tx, userId: number, offset: number, limit: number) {
  const last = tx
    .select({
      articleId: articleReads.articleId,
      readAt: sql<Date>`max(${articleReads.readAt})`.as('read_at'),
    })
    .from(articleReads)
    .where(eq(articleReads.userId, userId))
    .groupBy(articleReads.articleId)
    .as('last');
  const base = tx
    .select({ ...summaryColumns, readAt: last.readAt })
    .from(last)
    .innerJoin(articles, and(eq(articles.id, last.articleId), published))
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId));
  const rows = await base.orderBy(desc(last.readAt), desc(articles.id)).offset(offset).limit(limit);
  const [total] = await tx
    .select({ n: count() })
    .from(last)
    .innerJoin(articles, and(eq(articles.id, last.articleId), published));
  return { rows, total: total?.n ?? 0 };
}

/** The account's collected articles (still published), newest collect first. */
export async function pageCollected(tx: Tx, userId: number, offset: number, limit: number) {
  const where = and(
    eq(accountMarks.userId, userId),
    eq(accountMarks.kind, 'collect'),
    eq(accountMarks.targetType, 'article'),
    published,
  );
  const rows = await tx
    .select(summaryColumns)
    .from(accountMarks)
    .innerJoin(articles, eq(articles.id, accountMarks.targetId))
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(where)
    .orderBy(desc(accountMarks.createdAt), desc(accountMarks.id))
    .offset(offset)
    .limit(limit);
  const [total] = await tx
    .select({ n: count() })
    .from(accountMarks)
    .innerJoin(articles, eq(articles.id, accountMarks.targetId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}
