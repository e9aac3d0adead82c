import type { Contract } from '../endpoints/endpoint.ts';
import {
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
  pageQuery,
  printShareQuery,
  printShareView,
  publicizeDetail,
  publicizeDetailQuery,
  publicizeListQuery,
  publicizePage,
} from '../index.ts';

/**
 * Health-education articles (spec 2 section 7 "Articles") and publicity materials (spec 3
 * section 7). The spec's calls first; the doctor's writing calls, categories, read history and
 * collected list are ours (docs/decisions.md, "Articles"). Comments are another module.
 */
export const articleContract = {
  application: { query: articleListQuery, response: articlePage },
  detail: { params: articleIdParams, response: articleDetail },
  multi: { query: articleMultiQuery, response: articleList },
  readRecord: { body: articleReadBody, response: articleReadResult },
  like: { params: articleIdParams, body: articleMarkBody, response: articleMarkResult },
  collect: { params: articleIdParams, body: articleMarkBody, response: articleMarkResult },
  printShare: { query: printShareQuery, response: printShareView },
  categories: { response: articleCategoryList },
  readHistory: { query: pageQuery, response: articleReadPage },
  collected: { query: pageQuery, response: articlePage },
  doctorList: { query: doctorArticleQuery, response: doctorArticlePage },
  doctorGet: { params: articleIdParams, response: doctorArticleView },
  doctorCreate: { body: articleWriteBody, response: doctorArticleView },
  doctorUpdate: { params: articleIdParams, body: articleWriteBody, response: doctorArticleView },
  materials: { query: publicizeListQuery, response: publicizePage },
  material: { query: publicizeDetailQuery, response: publicizeDetail },
} satisfies Contract;
