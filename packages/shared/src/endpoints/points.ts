import type {
  exchangeBody,
  exchangeRecordPage,
  exchangeRecordQuery,
  exchangeResult,
  goodsListQuery,
  goodsPage,
  pointsRecordPage,
  pointsRecordQuery,
  pointsSignResult,
  pointsSummary,
} from '../schemas/points.ts';
import { endpoint } from './endpoint.ts';

const EXCHANGE = '/api/user/integral/goods/exchange/record';

/** Points (spec 2 sections 3 and 7, spec 3 section 7): the ledger, sign-in, goods and exchange. */
export const points = {
  record: endpoint<{ query: typeof pointsRecordQuery; response: typeof pointsRecordPage }>(
    'GET',
    '/api/user/integral/record',
  ),
  summary: endpoint<{ response: typeof pointsSummary }>('GET', '/api/user/integral/summary'),
  sign: endpoint<{ response: typeof pointsSignResult }>('POST', '/api/user/integral/sign'),
  goods: endpoint<{ query: typeof goodsListQuery; response: typeof goodsPage }>(
    'GET',
    '/api/user/integral/goods',
  ),
  exchange: endpoint<{ body: typeof exchangeBody; response: typeof exchangeResult }>('POST', EXCHANGE),
  exchangeRecord: endpoint<{ query: typeof exchangeRecordQuery; response: typeof exchangeRecordPage }>(
    'GET',
    EXCHANGE,
  ),
};
