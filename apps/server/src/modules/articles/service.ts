import {
  ARTICLE_LIMITS,
  ARTICLE_MSG,
  type ArticleCategory,
  type ArticleDetail,
  type ArticleListQuery,
  type ArticleReadItem,
  type ArticleSummary,
  chinaDay,
} from '@kanghu/shared';
import type { Ctx, OpenCtx } from '../../core/context.ts';
import { queryWords, searchQuery } from '../../lib/chinese-text.ts';
import { notFound } from '../../lib/errors.ts';
import { awardPoints } from '../points/ledger.ts';
import type { ArticleDetailCache } from './detail-cache.ts';
import type { RecentBounds } from './recent-bounds.ts';
import {
  findPublished,
  listCategories,
  pageCollected,
  pagePublished,
  pageReadHistory,
  publishedByIds,
  recordRead,
} from './repo.ts';
import type { SearchCache } from './search-cache.ts';
import { type SearchHit, searchPublished } from './search-repo.ts';
import { offsetOf, pageOf, toSummary } from './views.ts';

type Paging = { pageNo: number; pageSize: number };

/** The search's helpers of one app (routes.ts): the recent bound and the ranked-hits cache. */
export interface SearchCaches {
  bounds: RecentBounds;
  results: SearchCache;
}

/**
 * GET /api/education/article/application: published articles of the project, newest first (most
 * read first with sort=hot), or
 * with `keyword` the ones whose title or body has every word of it, best match first (title
 * matches before body matches), among the newest ARTICLE_LIMITS.searchWindow matches (the total
 * is capped there). A keyword without any word (only punctuation) lists nothing. With `caches`
 * the ranked hits of the same search are reused for a short while (search-cache.ts).
 */
export async function listArticles(ctx: OpenCtx, q: ArticleListQuery, caches?: SearchCaches) {
  const keyword = q.keyword?.trim();
  const empty = { list: [], total: 0, pageNo: q.pageNo, pageSize: q.pageSize };
  if (!keyword) {
    return ctx.inTenant(async (tx) =>
      pageOf(
        await pagePublished(tx, { categoryId: q.categoryId, hot: q.sort === 'hot' }, offsetOf(q), q.pageSize),
        toSummary,
        q,
      ),
    );
  }
  const query = searchQuery(keyword);
  if (!query) return empty;
  const words = queryWords(keyword).join(' ');
  const find = () =>
    ctx.inTenant(async (tx) =>
      rankHits(
        await searchPublished(
          tx,
          { projectId: ctx.projectId, categoryId: q.categoryId, query, words },
          ARTICLE_LIMITS.searchWindow,
          caches?.bounds,
        ),
      ),
    );
  const ranked = caches ? await caches.results.get(ctx.projectId, q.categoryId, words, find) : await find();
  const ids = ranked.slice(offsetOf(q), offsetOf(q) + q.pageSize);
  const rows = ids.length ? await ctx.inTenant((tx) => publishedByIds(tx, ids)) : [];
  return { list: rows.map(toSummary), total: ranked.length, pageNo: q.pageNo, pageSize: q.pageSize };
}

/** The ids of the hits, best first: title matches, then ts_rank, then the newest. */
function rankHits(hits: readonly SearchHit[]): number[] {
  return [...hits]
    .sort(
      (a, b) =>
        Number(b.titleHit) - Number(a.titleHit) ||
        b.rank - a.rank ||
        (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0) ||
        b.id - a.id,
    )
    .map((h) => h.id);
}

/**
 * GET /api/education/article/:id (open: share pages and /a/education/article/:id need no token).
 * Only a published article of the project; the body was sanitised when it was saved. Answers
 * from the instance's cache when fresh (detail-cache.ts).
 */
export async function articleDetail(
  ctx: OpenCtx,
  cache: ArticleDetailCache,
  id: number,
): Promise<ArticleDetail> {
  let detail = cache.get(ctx.projectId, id);
  if (detail === undefined) {
    const row = await ctx.inTenant((tx) => findPublished(tx, id));
    detail = row ? { ...toSummary(row), body: row.body, collectCount: row.collectCount } : null;
    cache.set(ctx.projectId, id, detail);
  }
  if (!detail) throw notFound(ARTICLE_MSG.missing);
  return detail;
}

/**
 * The same answer as ready envelope bytes for the open detail route (the share page is the most
 * read page: its JSON is encoded once per cache entry, not per request).
 */
export async function articleDetailJson(
  ctx: OpenCtx,
  cache: ArticleDetailCache,
  id: number,
): Promise<string> {
  const detail = await articleDetail(ctx, cache, id);
  return cache.json(ctx.projectId, id) ?? JSON.stringify({ success: true, data: detail });
}

/** GET /api/education/article/multi?ids: the published ones among them, in the order asked. */
export function multiArticles(ctx: OpenCtx, ids: number[]): Promise<ArticleSummary[]> {
  return ctx.inTenant(async (tx) => (await publishedByIds(tx, ids)).map(toSummary));
}

/** GET /api/education/article/category/list */
export function articleCategories(ctx: OpenCtx): Promise<ArticleCategory[]> {
  return ctx.inTenant((tx) => listCategories(tx));
}

/**
 * POST /api/education/article/read/record: the signed-in reader read a published article. The
 * first read of an account on a China day counts (article_reads); answers the read count.
 * A counted read pays the project's read_article points, once per article and account.
 */
export async function readArticle(ctx: Ctx, cache: ArticleDetailCache, articleId: number) {
  const { readCount } = await ctx.inTenant(async (tx) => {
    const row = await findPublished(tx, articleId);
    if (!row) throw notFound(ARTICLE_MSG.missing);
    const at = ctx.now();
    const read = await recordRead(tx, {
      projectId: ctx.projectId,
      articleId,
      userId: ctx.userId,
      day: chinaDay(at),
      at,
    });
    if (read.counted) {
      // Reading points: once per article (the ledger is idempotent per article id).
      await awardPoints(tx, {
        projectId: ctx.projectId,
        userId: ctx.userId,
        rule: 'read_article',
        ref: articleId,
        now: at,
        note: row.title,
      });
    }
    return read;
  });
  cache.setReadCount(ctx.projectId, articleId, readCount);
  return { articleId, readCount };
}

/** GET /api/education/article/read/history: the caller's read articles, latest read first. */
export function readHistory(ctx: Ctx, paging: Paging) {
  return ctx.inTenant(async (tx) =>
    pageOf(
      await pageReadHistory(tx, ctx.userId, offsetOf(paging), paging.pageSize),
      (row): ArticleReadItem => ({ ...toSummary(row), readAt: new Date(row.readAt).toISOString() }),
      paging,
    ),
  );
}

/** GET /api/education/article/collect/list: the caller's collected (still published) articles. */
export function collectedArticles(ctx: Ctx, paging: Paging) {
  return ctx.inTenant(async (tx) =>
    pageOf(await pageCollected(tx, ctx.userId, offsetOf(paging), paging.pageSize), toSummary, paging),
  );
}
