import type { aiArticlesContract } from '../contracts/ai-articles.ts';
import { endpointsOf } from './endpoint.ts';

const AREA = '/api/local/yzh/:localAreaCode';

/**
 * The district's articles (area local-yzh, spec 2 section 7): the project's own published articles
 * (modules/articles, no second store) and their pushes to residents, which are intervention
 * messages carrying the article (POST intervention/message/send with articleId).
 */
export const aiArticles = endpointsOf<typeof aiArticlesContract>({
  list: `GET ${AREA}/article/list`,
  pushList: `GET ${AREA}/article/wzlc/push/list`,
  detail: `GET ${AREA}/article/detail`,
});
