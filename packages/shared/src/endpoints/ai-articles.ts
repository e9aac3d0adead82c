import type {
  aiArticleDetailQuery,
  aiArticleDetailView,
  aiArticleListQuery,
  aiArticlePage,
  aiArticlePushPage,
  aiArticlePushQuery,
} from '../schemas/ai-articles.ts';
import type { localAreaParams } from '../schemas/ai-local.ts';
import { endpoint } from './endpoint.ts';

const AREA = '/api/local/yzh/:localAreaCode';
type P = typeof localAreaParams;

/**
 * The district's articles (area local-yzh, spec 2 section 7): the project's own published articles
 * (modules/articles, no second store) and their pushes to residents, which are intervention
 * messages carrying the article (POST intervention/message/send with articleId).
 */
export const aiArticles = {
  list: endpoint<{ params: P; query: typeof aiArticleListQuery; response: typeof aiArticlePage }>(
    'GET',
    `${AREA}/article/list`,
  ),
  pushList: endpoint<{ params: P; query: typeof aiArticlePushQuery; response: typeof aiArticlePushPage }>(
    'GET',
    `${AREA}/article/wzlc/push/list`,
  ),
  detail: endpoint<{ params: P; query: typeof aiArticleDetailQuery; response: typeof aiArticleDetailView }>(
    'GET',
    `${AREA}/article/detail`,
  ),
};
