import { envelope } from '@kanghu/shared';
import { articleContract } from '@kanghu/shared/contracts';
import { article } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppParts } from '../../core/context.ts';
import { rawRoute, routeTable, type TableEntry } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import { ArticleDetailCache, DETAIL_CACHE_MS } from './detail-cache.ts';
import doctorArticleRoutes from './doctor-routes.ts';
import { registerArticleJobs } from './jobs.ts';
import { markArticle } from './marks-service.ts';
import { listMaterials, materialDetail } from './materials-service.ts';
import { printShare } from './print-service.ts';
import { RecentBounds } from './recent-bounds.ts';
import * as service from './service.ts';

const tags = ['article'];

/**
 * Health-education articles (issue 14 section 1; spec 2 section 7) and publicity materials
 * (spec 3 section 7). The detail cache (with the search results), the search's recent bounds and
 * the scheduled-publish worker are made here, per app.
 */
export default async function articleRoutes(app: FastifyInstance, opts: { services: Services }) {
  const cache = new ArticleDetailCache();
  const bounds = new RecentBounds();
  const parts: AppParts = {
    services: opts.services,
    log: app.log,
    jobs: app.jobs,
    send: (projectId, userId, message) => app.realtime.send(projectId, userId, message),
  };
  await registerArticleJobs(parts, cache);
  doctorArticleRoutes(app, cache);

  const serve = routeTable(app, { access: 'open', tags });
  serve(article, articleContract, {
    application: {
      summary: '文章列表',
      description:
        'Published articles, newest first; categoryId filters; keyword searches titles and bodies (Chinese words, every word must match), best match first. Open (share pages).',
      handle: (ctx, { query }) => service.listArticles(ctx, query, { bounds, results: cache.searches }),
    },
    multi: {
      summary: '批量获取文章',
      description: 'ids=1,2,3 (at most 50): the published ones, in the order asked. Open.',
      handle: (ctx, { query }) => service.multiArticles(ctx, query.ids),
    },
    categories: {
      summary: '文章分类',
      description: 'Shown categories in order with their published article counts. Ours (not in the spec).',
      handle: (ctx) => service.articleCategories(ctx),
    },
    readHistory: {
      summary: '阅读历史',
      description: 'The caller’s read articles, latest read first. Ours (the history screen).',
      access: 'user',
      handle: (ctx, { query }) => service.readHistory(ctx, query),
    },
    collected: {
      summary: '我收藏的文章',
      description: 'The caller’s collected, still published articles, newest collect first. Ours.',
      access: 'user',
      handle: (ctx, { query }) => service.collectedArticles(ctx, query),
    },
    readRecord: {
      summary: '记录阅读',
      description:
        'The caller read a published article: the first read of an account on a China day adds one to the read count. Answers the count.',
      access: 'user',
      handle: (ctx, { body }) => service.readArticle(ctx, cache, body.articleId),
    },
  });
  const mark = (kind: 'like' | 'collect', summary: string): TableEntry<typeof article.like, 'open'> => ({
    summary,
    description:
      'Sets the caller’s mark ({state: true|false}) or toggles it without a body; the same marks as /api/user/account/like and /collect (type article). Unpublished or another project’s article: 404.',
    access: 'user',
    handle: (ctx, { params, body }) => markArticle(ctx, cache, kind, params.id, body.state),
  });
  serve(article, articleContract, {
    like: mark('like', '点赞文章'),
    collect: mark('collect', '收藏文章'),
    printShare: {
      summary: '本地打印分享',
      description:
        'A doctor at a print terminal: the articles to print for the resident with this ID number (by their chronic diseases), name and number masked. The spec puts the number in the query; logs and the audit trail mask it. A resident the doctor does not see: 404.',
      access: 'servicer',
      handle: (ctx, { query }) => printShare(ctx, query.idcard),
    },
  });
  rawRoute(
    app,
    article.detail,
    {
      access: 'open',
      schemas: articleContract.detail,
      response: { 200: envelope(articleContract.detail.response) },
      tags,
      summary: '文章详情',
      description:
        'A published article of the project with its sanitised body. Open: share pages and /a/education/article/:id need no token. Cached per instance for 10 s and sent as ready JSON.',
    },
    async (ctx, { params }, reply) => {
      // A scrambled request (DecodeWay) gets the object, which the codec encodes; others the bytes.
      if (reply.request.scrambled) {
        return reply.send({ success: true, data: await service.articleDetail(ctx, cache, params.id) });
      }
      const json = await service.articleDetailJson(ctx, cache, params.id);
      // The same for every reader of the project: shared caches may keep it as long as we do.
      reply.header('cache-control', `public, max-age=${DETAIL_CACHE_MS / 1000}`).header('vary', 'Project');
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );
  serve(article, articleContract, {
    materials: {
      summary: '宣传资料列表',
      description: 'Shown publicity materials (of one type), sort descending (sort_desc). Open.',
      handle: (ctx, { query }) => listMaterials(ctx, query),
    },
    material: {
      summary: '宣传资料详情',
      description: 'One shown publicity material with its sanitised body. Open (/:org/health/picture/:id).',
      handle: (ctx, { query }) => materialDetail(ctx, query.id),
    },
  });
}
