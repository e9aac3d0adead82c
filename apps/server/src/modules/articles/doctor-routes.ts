import {
  articleIdParams,
  articleWriteBody,
  doctorArticlePage,
  doctorArticleQuery,
  doctorArticleView,
} from '@kanghu/shared';
import { article } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../plugins/route.ts';
import type { ArticleDetailCache } from './detail-cache.ts';
import { createArticle, getMine, listMine, updateMine } from './doctor-service.ts';

const tags = ['article'];
const WRITE =
  'action draft saves a draft; publish publishes now, or at a future timingShowTime (a job publishes it then). The body is sanitised (uploaded images kept). Ours: the spec shows no writing call.';

/** The doctor's writing calls (/health/doctor/article/write and list). */
export default function doctorArticleRoutes(app: FastifyInstance, cache: ArticleDetailCache) {
  const add = routes(app, { access: 'servicer', tags });
  add(
    article.doctorList,
    { query: doctorArticleQuery, response: doctorArticlePage },
    {
      summary: '我写的文章',
      description: 'The caller’s own articles (any status, or one), last edited first.',
    },
    (ctx, { query }) => listMine(ctx, query),
  );
  add(
    article.doctorGet,
    { params: articleIdParams, response: doctorArticleView },
    {
      summary: '编辑文章详情',
      description: 'One of the caller’s own articles with its body; another author’s: 404.',
    },
    (ctx, { params }) => getMine(ctx, params.id),
  );
  add(
    article.doctorCreate,
    { body: articleWriteBody, response: doctorArticleView },
    { summary: '写文章', description: WRITE },
    (ctx, { body }) => createArticle(ctx, cache, body),
  );
  add(
    article.doctorUpdate,
    { params: articleIdParams, body: articleWriteBody, response: doctorArticleView },
    { summary: '修改文章', description: `${WRITE} Another author’s article: 404.` },
    (ctx, { params, body }) => updateMine(ctx, cache, params.id, body),
  );
}
