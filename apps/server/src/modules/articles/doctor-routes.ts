import { articleContract } from '@kanghu/shared/contracts';
import { article } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import type { ArticleDetailCache } from './detail-cache.ts';
import * as doctorService from './doctor-service.ts';

const tags = ['article'];
const WRITE =
  'action draft saves a draft; publish publishes now, or at a future timingShowTime (a job publishes it then). The body is sanitised (uploaded images kept). Ours: the spec shows no writing call.';

/** The doctor's writing calls (/health/doctor/article/write and list). */
export default function doctorArticleRoutes(app: FastifyInstance, cache: ArticleDetailCache) {
  const serve = routeTable(app, { access: 'servicer', tags });
  serve(article, articleContract, {
    doctorList: {
      summary: '我写的文章',
      description: 'The caller’s own articles (any status, or one), last edited first.',
      handle: (ctx, { query }) => doctorService.listMine(ctx, query),
    },
    doctorGet: {
      summary: '编辑文章详情',
      description: 'One of the caller’s own articles with its body; another author’s: 404.',
      handle: (ctx, { params }) => doctorService.getMine(ctx, params.id),
    },
    doctorCreate: {
      summary: '写文章',
      description: WRITE,
      handle: (ctx, { body }) => doctorService.createArticle(ctx, cache, body),
    },
    doctorUpdate: {
      summary: '修改文章',
      description: `${WRITE} Another author’s article: 404.`,
      handle: (ctx, { params, body }) => doctorService.updateMine(ctx, cache, params.id, body),
    },
  });
}
