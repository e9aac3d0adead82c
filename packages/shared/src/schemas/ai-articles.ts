import { z } from 'zod';
import { articleDetail, articleListQuery, articleSummary } from './article.ts';
import { rowIdField } from './auth.ts';
import { page, pageQuery } from './envelope.ts';

/**
 * GET /api/local/yzh/:localAreaCode/article/list?shareId (spec 2 section 7): the project's
 * published articles for a servicer to push (keyword, categoryId), each with how often this
 * district pushed it; with `shareId` (a push: an intervention message carrying an article) the
 * article of that push. A resident's account sees only articles pushed to their own residents.
 */
export const aiArticleListQuery = articleListQuery.extend({ shareId: rowIdField.optional() });
export const aiArticleItem = articleSummary.extend({
  /** Pushes of the article in this district (servicer); the customer's received pushes. */
  pushCount: z.number().int(),
  /** The newest push of it in the district, for a link to the push record (null: never pushed). */
  lastPushId: z.number().int().nullable(),
});
export const aiArticlePage = page(aiArticleItem);

/** GET …/article/wzlc/push/list?pushId: the district's article pushes, newest first. */
export const aiArticlePushQuery = pageQuery.extend({ pushId: rowIdField.optional() });
export const aiArticlePushItem = z.object({
  id: z.number().int(),
  articleId: z.number().int(),
  title: z.string(),
  message: z.string(),
  time: z.string(),
  senderName: z.string().nullable(),
  isAllSend: z.boolean(),
  recipientCount: z.number().int(),
  readCount: z.number().int(),
});
export const aiArticlePushPage = page(aiArticlePushItem);

/** GET …/article/detail?id (the spec shows no query; `id` is the article). */
export const aiArticleDetailQuery = z.object({ id: rowIdField, shareId: rowIdField.optional() });
export const aiArticleDetailView = articleDetail.extend({
  pushCount: z.number().int(),
  /** Residents reached by this district's pushes of the article (servicer; 0 for a customer). */
  reachedCount: z.number().int(),
});
