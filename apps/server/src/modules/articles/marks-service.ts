import { ARTICLE_MSG, type ArticleMarkResult } from '@kanghu/shared';
import type { Ctx } from '../../core/context.ts';
import { notFound } from '../../lib/errors.ts';
import { deleteMark, insertMark, markCounts } from '../account-marks/repo.ts';
import type { ArticleDetailCache } from './detail-cache.ts';
import { findPublished } from './repo.ts';

/**
 * PUT /api/education/article/:id/like and /collect: sets the caller's like or collect of a
 * published article (`state`), or toggles it when no state is sent. The marks are the user
 * account's (account_marks), so /api/user/account/like and /collect show the same ones.
 */
export async function markArticle(
  ctx: Ctx,
  cache: ArticleDetailCache,
  kind: 'like' | 'collect',
  articleId: number,
  state: boolean | undefined,
): Promise<ArticleMarkResult> {
  const result = await ctx.inTenant(async (tx) => {
    if (!(await findPublished(tx, articleId))) throw notFound(ARTICLE_MSG.missing);
    const key = { userId: ctx.userId, kind, targetType: 'article' as const, targetId: articleId };
    const want = state ?? !(await markCounts(tx, key)).marked;
    if (want) await insertMark(tx, ctx.projectId, key);
    else await deleteMark(tx, key);
    return { articleId, ...(await markCounts(tx, key)) };
  });
  cache.drop(ctx.projectId, articleId);
  return result;
}
