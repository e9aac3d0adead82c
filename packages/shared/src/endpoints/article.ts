import type {
  articleCategoryList,
  articleDetail,
  articleIdParams,
  articleList,
  articleListQuery,
  articleMarkBody,
  articleMarkResult,
  articleMultiQuery,
  articlePage,
  articleReadBody,
  articleReadPage,
  articleReadResult,
  articleWriteBody,
  doctorArticlePage,
  doctorArticleQuery,
  doctorArticleView,
  printShareQuery,
  printShareView,
  publicizeDetail,
  publicizeDetailQuery,
  publicizeListQuery,
  publicizePage,
} from '../schemas/article.ts';
import type { pageQuery } from '../schemas/envelope.ts';
import { endpoint } from './endpoint.ts';

const A = '/api/education/article';
type Mark = {
  params: typeof articleIdParams;
  body: typeof articleMarkBody;
  response: typeof articleMarkResult;
};

/**
 * Health-education articles (spec 2 section 7 "Articles") and publicity materials (spec 3
 * section 7). The spec's calls first; the doctor's writing calls, categories, read history and
 * collected list are ours (docs/decisions.md, "Articles"). Comments are another module.
 */
export const article = {
  application: endpoint<{ query: typeof articleListQuery; response: typeof articlePage }>(
    'GET',
    `${A}/application`,
  ),
  detail: endpoint<{ params: typeof articleIdParams; response: typeof articleDetail }>('GET', `${A}/:id`),
  multi: endpoint<{ query: typeof articleMultiQuery; response: typeof articleList }>('GET', `${A}/multi`),
  readRecord: endpoint<{ body: typeof articleReadBody; response: typeof articleReadResult }>(
    'POST',
    `${A}/read/record`,
  ),
  like: endpoint<Mark>('PUT', `${A}/:id/like`),
  collect: endpoint<Mark>('PUT', `${A}/:id/collect`),
  printShare: endpoint<{ query: typeof printShareQuery; response: typeof printShareView }>(
    'GET',
    '/api/education/local/print/share',
  ),
  categories: endpoint<{ response: typeof articleCategoryList }>('GET', `${A}/category/list`),
  readHistory: endpoint<{ query: typeof pageQuery; response: typeof articleReadPage }>(
    'GET',
    `${A}/read/history`,
  ),
  collected: endpoint<{ query: typeof pageQuery; response: typeof articlePage }>('GET', `${A}/collect/list`),
  doctorList: endpoint<{ query: typeof doctorArticleQuery; response: typeof doctorArticlePage }>(
    'GET',
    `${A}/doctor/list`,
  ),
  doctorGet: endpoint<{ params: typeof articleIdParams; response: typeof doctorArticleView }>(
    'GET',
    `${A}/doctor/:id`,
  ),
  doctorCreate: endpoint<{ body: typeof articleWriteBody; response: typeof doctorArticleView }>(
    'POST',
    `${A}/doctor`,
  ),
  doctorUpdate: endpoint<{
    params: typeof articleIdParams;
    body: typeof articleWriteBody;
    response: typeof doctorArticleView;
  }>('PUT', `${A}/doctor/:id`),
  materials: endpoint<{ query: typeof publicizeListQuery; response: typeof publicizePage }>(
    'GET',
    '/api/education/publicize/material/list',
  ),
  material: endpoint<{ query: typeof publicizeDetailQuery; response: typeof publicizeDetail }>(
    'GET',
    '/api/education/publicize/material/detail',
  ),
};
