import type { pointsContract } from '../contracts/points.ts';
import { endpointsOf } from './endpoint.ts';

const EXCHANGE = '/api/user/integral/goods/exchange/record';

/** Points (spec 2 sections 3 and 7, spec 3 section 7): the ledger, sign-in, goods and exchange. */
export const points = endpointsOf<typeof pointsContract>({
  record: 'GET /api/user/integral/record',
  summary: 'GET /api/user/integral/summary',
  sign: 'POST /api/user/integral/sign',
  goods: 'GET /api/user/integral/goods',
  exchange: `POST ${EXCHANGE}`,
  exchangeRecord: `GET ${EXCHANGE}`,
});
