import { and, count, desc, eq, lte, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { articleCategories, articleSearch, articles } from '../../db/schema/index.ts';
import { summaryColumns } from './repo.ts';

type Status = 'draft' | 'scheduled' | 'published';

/** What the doctor's own list and editor show. */
const mineColumns = {
  ...summaryColumns,
  status: articles.status,
  timingShowTime: articles.timingShowTime,
  updatedAt: articles.updatedAt,
};

const ownBy = (userId: number) => eq(articles.authorUserId, userId);

/** The author's own articles of any status (or one status), last edited first. */
export async function pageByAuthor(
  tx: Tx,
  userId: number,
  status: Status | undefined,
  offset: number,
  limit: number,
) {
  const where = and(ownBy(userId), status ? eq(articles.status, status) : undefined);
  const rows = await tx
    .select(mineColumns)
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(where)
    .orderBy(desc(articles.updatedAt), desc(articles.id))
    .offset(offset)
    .limit(limit);
  const [total] = await tx.select({ n: count() }).from(articles).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** One of the author's own articles with its body, or null (someone else's is not found). */
export async function findByAuthor(tx: Tx, userId: number, id: number) {
  const [row] = await tx
    .select({ ...mineColumns, body: articles.body })
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(and(eq(articles.id, id), ownBy(userId)))
    .limit(1);
  return row ?? null;
}

export interface ArticleFields {
  categoryId: number;
  title: string;
  summary: string;
  cover: string | null;
  body: string;
  status: Status;
  timingShowTime: Date | null;
  publishedAt: Date | null;
  updatedAt: Date;
}

/** The search row of an article (search-words.ts), written with the article. */
export interface SearchFields {
  search: SQL;
  titleSearch: SQL;
}

export async function upsertSearch(
  tx: Tx,
  row: SearchFields & { articleId: number; projectId: number; categoryId: number; publishedAt: Date | null },
): Promise<void> {
  const { articleId, ...rest } = row;
  await tx
    .insert(articleSearch)
    .values(row)
    .onConflictDoUpdate({ target: articleSearch.articleId, set: rest });
}

export async function insertArticle(
  tx: Tx,
  row: ArticleFields & {
    projectId: number;
    authorUserId: number;
    authorDoctorId: number | null;
    authorName: string;
  },
): Promise<number> {
  const [created] = await tx.insert(articles).values(row).returning({ id: articles.id });
  if (!created) throw new Error('article insert returned no row');
  return created.id;
}

export async function updateArticle(
  tx: Tx,
  id: number,
  userId: number,
  fields: ArticleFields,
): Promise<void> {
  await tx
    .update(articles)
    .set(fields)
    .where(and(eq(articles.id, id), ownBy(userId)));
}

/**
 * Publishes the scheduled articles whose time has come (the job's work), each at its
 * timingShowTime. An article edited meanwhile (back to draft, moved later) is not due.
 */
export async function publishAllDue(tx: Tx, now: Date): Promise<number[]> {
  const done = await tx
    .update(articles)
    .set({ status: 'published', publishedAt: articles.timingShowTime, updatedAt: now })
    .where(and(eq(articles.status, 'scheduled'), lte(articles.timingShowTime, now)))
    .returning({ id: articles.id, publishedAt: articles.publishedAt });
  for (const r of done) {
    await tx
      .update(articleSearch)
      .set({ publishedAt: r.publishedAt })
      .where(eq(articleSearch.articleId, r.id));
  }
  return done.map((r) => r.id);
}
