import type { Contract } from '../endpoints/endpoint.ts';
import {
  aiArticleDetailQuery,
  aiArticleDetailView,
  aiArticleListQuery,
  aiArticlePage,
  aiArticlePushPage,
  aiArticlePushQuery,
  localAreaParams,
} from '../index.ts';

/**
 * The district's articles (area local-yzh, spec 2 section 7): the project's own published articles
 * (modules/articles, no second store) and their pushes to residents, which are intervention
 * messages carrying the article (POST intervention/message/send with articleId).
 */
export const aiArticlesContract = {
  list: { params: localAreaParams, query: aiArticleListQuery, response: aiArticlePage },
  pushList: { params: localAreaParams, query: aiArticlePushQuery, response: aiArticlePushPage },
  detail: { params: localAreaParams, query: aiArticleDetailQuery, response: aiArticleDetailView },
} satisfies Contract;
