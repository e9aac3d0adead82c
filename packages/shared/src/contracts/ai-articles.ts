import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/**
 * The district's articles (area local-yzh, spec 2 section 7): the project's own published articles
 * (modules/articles, no second store) and their pushes to residents, which are intervention
 * messages carrying the article (POST intervention/message/send with articleId).
 */
export const aiArticlesContract = {
  list: { params: s.localAreaParams, query: s.aiArticleListQuery, response: s.aiArticlePage },
  pushList: { params: s.localAreaParams, query: s.aiArticlePushQuery, response: s.aiArticlePushPage },
  detail: { params: s.localAreaParams, query: s.aiArticleDetailQuery, response: s.aiArticleDetailView },
} satisfies Contract;
