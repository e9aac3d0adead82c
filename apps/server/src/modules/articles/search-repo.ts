import { and, desc, eq, gte, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { articleSearch } from '../../db/schema/index.ts';
import type { RecentBounds } from './recent-bounds.ts';

export interface SearchHit {
  id: number;
  titleHit: boolean;
  rank: number;
  publishedAt: Date | null;
}

export interface SearchFilter {
  projectId: number;
  categoryId?: number;
  /** A tsquery of lib/chinese-text.ts. */
  query: SQL;
  /** Its words, space-separated: with `bounds`, the key of the query's window bound. */
  words?: string;
}

/**
 * How many of the newest articles the first pass searches. When they hold a whole window of
 * matches, those are the newest matches of all; otherwise (a word in fewer than about 2% of them)
 * the second pass reads the few matches of the whole project from the GIN index.
 */
const RECENT_ARTICLES = 10_000;

/**
 * The newest `window` published articles (of a category) matching the query, from the narrow
 * article_search table, each with whether its title matches and its ts_rank; the caller ranks and
 * pages within the window. article_search is readable across projects (db/migrate.ts
 * READ_OPEN_TABLES, so that the text match may use its GIN index): every query here names the
 * project itself, and the caller reads the articles of the ids back under the tenant policy.
 * With `bounds` the first pass's bound is reused for a while, and a query's own window bound
 * (the last hit of its last full window) is tried before it (recent-bounds.ts; same hits).
 */
export async function searchPublished(
  tx: Tx,
  filter: SearchFilter,
  window: number,
  bounds?: RecentBounds,
): Promise<SearchHit[]> {
  const { projectId, categoryId, words } = filter;
  const keep = (hits: SearchHit[]) => {
    const last = hits[window - 1]?.publishedAt;
    if (bounds && words !== undefined && last) bounds.keepWindow(projectId, categoryId, words, last);
    return hits;
  };
  const tight = bounds && words !== undefined ? bounds.window(projectId, categoryId, words) : undefined;
  if (tight) {
    const hits = await matches(tx, filter, window, tight);
    if (hits.length >= window) return keep(hits);
  }
  const since = bounds
    ? await bounds.get(projectId, categoryId, () => recentBound(tx, filter))
    : await recentBound(tx, filter);
  if (since) {
    const recent = await matches(tx, filter, window, since);
    if (recent.length >= window) return keep(recent);
  }
  return keep(await matches(tx, filter, window, null));
}

function scope(filter: SearchFilter): SQL | undefined {
  const s = articleSearch;
  return and(
    eq(s.projectId, filter.projectId),
    isNotNull(s.publishedAt),
    filter.categoryId ? eq(s.categoryId, filter.categoryId) : undefined,
  );
}

/** When the published article at RECENT_ARTICLES from the newest was published (null: fewer). */
async function recentBound(tx: Tx, filter: SearchFilter): Promise<Date | null> {
  const s = articleSearch;
  const [row] = await tx
    .select({ at: s.publishedAt })
    .from(s)
    .where(scope(filter))
    .orderBy(desc(s.publishedAt))
    .offset(RECENT_ARTICLES - 1)
    .limit(1);
  return row?.at ?? null;
}

function matches(tx: Tx, filter: SearchFilter, window: number, since: Date | null): Promise<SearchHit[]> {
  const s = articleSearch;
  return tx
    .select({
      id: s.articleId,
      titleHit: sql<boolean>`${s.titleSearch} @@ ${filter.query}`,
      rank: sql<number>`ts_rank(${s.search}, ${filter.query})`.mapWith(Number),
      publishedAt: s.publishedAt,
    })
    .from(s)
    .where(
      and(scope(filter), since ? gte(s.publishedAt, since) : undefined, sql`${s.search} @@ ${filter.query}`),
    )
    .orderBy(desc(s.publishedAt), desc(s.articleId))
    .limit(window);
}
