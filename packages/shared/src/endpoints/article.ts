import type { articleContract } from '../contracts/article.ts';
import { endpointsOf } from './endpoint.ts';

const A = '/api/education/article';

/**
 * Health-education articles (spec 2 section 7 "Articles") and publicity materials (spec 3
 * section 7). The spec's calls first; the doctor's writing calls, categories, read history and
 * collected list are ours (docs/decisions.md, "Articles"). Comments are another module.
 */
export const article = endpointsOf<typeof articleContract>({
  application: `GET ${A}/application`,
  detail: `GET ${A}/:id`,
  multi: `GET ${A}/multi`,
  readRecord: `POST ${A}/read/record`,
  like: `PUT ${A}/:id/like`,
  collect: `PUT ${A}/:id/collect`,
  printShare: 'GET /api/education/local/print/share',
  categories: `GET ${A}/category/list`,
  readHistory: `GET ${A}/read/history`,
  collected: `GET ${A}/collect/list`,
  doctorList: `GET ${A}/doctor/list`,
  doctorGet: `GET ${A}/doctor/:id`,
  doctorCreate: `POST ${A}/doctor`,
  doctorUpdate: `PUT ${A}/doctor/:id`,
  materials: 'GET /api/education/publicize/material/list',
  material: 'GET /api/education/publicize/material/detail',
});
