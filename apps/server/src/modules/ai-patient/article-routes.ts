import { aiArticlesContract } from '@kanghu/shared/contracts';
import { aiArticles as e } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import { aiArticleDetail, aiArticleList, aiArticlePushList } from './article-service.ts';

const tags = ['ai-platform'];
const SCOPE =
  'A servicer of the district of :localAreaCode (core/district.ts) or a customer with own residents of it; another district, push or article answers 404.';

/**
 * The district's article calls (spec 2 section 7 "Local district integration"): the project's own
 * articles (modules/articles) and their pushes, which are intervention messages with an articleId.
 */
export default async function aiArticleRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'user', tags });
  serve(e, aiArticlesContract, {
    list: {
      summary: '区域文章列表',
      description: `Servicer: the project's published articles (keyword, categoryId) with this district's push counts; customer: the articles pushed to their residents. shareId (a push id) narrows to its article. ${SCOPE}`,
      handle: (ctx, { params: p, query }) => aiArticleList(ctx, p.localAreaCode, query),
    },
    pushList: {
      summary: '文章推送记录',
      description: `The district's article pushes (customer: those to their residents) with read counts, newest first; pushId narrows to one. ${SCOPE}`,
      handle: (ctx, { params: p, query }) => aiArticlePushList(ctx, p.localAreaCode, query),
    },
    detail: {
      summary: '区域文章详情',
      description: `A published article with this district's push count and residents reached; a customer opens only an article pushed to their residents, which marks those pushes read. ${SCOPE}`,
      handle: (ctx, { params: p, query }) => aiArticleDetail(ctx, p.localAreaCode, query),
    },
  });
}
