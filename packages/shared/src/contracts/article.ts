import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/**
 * Health-education articles (spec 2 section 7 "Articles") and publicity materials (spec 3
 * section 7). The spec's calls first; the doctor's writing calls, categories, read history and
 * collected list are ours (docs/decisions.md, "Articles"). Comments are another module.
 */
export const articleContract = {
  application: { query: s.articleListQuery, response: s.articlePage },
  detail: { params: s.articleIdParams, response: s.articleDetail },
  multi: { query: s.articleMultiQuery, response: s.articleList },
  readRecord: { body: s.articleReadBody, response: s.articleReadResult },
  like: { params: s.articleIdParams, body: s.articleMarkBody, response: s.articleMarkResult },
  collect: { params: s.articleIdParams, body: s.articleMarkBody, response: s.articleMarkResult },
  printShare: { query: s.printShareQuery, response: s.printShareView },
  categories: { response: s.articleCategoryList },
  readHistory: { query: s.pageQuery, response: s.articleReadPage },
  collected: { query: s.pageQuery, response: s.articlePage },
  doctorList: { query: s.doctorArticleQuery, response: s.doctorArticlePage },
  doctorGet: { params: s.articleIdParams, response: s.doctorArticleView },
  doctorCreate: { body: s.articleWriteBody, response: s.doctorArticleView },
  doctorUpdate: { params: s.articleIdParams, body: s.articleWriteBody, response: s.doctorArticleView },
  materials: { query: s.publicizeListQuery, response: s.publicizePage },
  material: { query: s.publicizeDetailQuery, response: s.publicizeDetail },
} satisfies Contract;
