import type { Contract } from '../endpoints/endpoint.ts';
import {
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
} from '../index.ts';

/** Points (spec 2 sections 3 and 7, spec 3 section 7): the ledger, sign-in, goods and exchange. */
export const pointsContract = {
  record: { query: pointsRecordQuery, response: pointsRecordPage },
  summary: { response: pointsSummary },
  sign: { response: pointsSignResult },
  goods: { query: goodsListQuery, response: goodsPage },
  exchange: { body: exchangeBody, response: exchangeResult },
  exchangeRecord: { query: exchangeRecordQuery, response: exchangeRecordPage },
} satisfies Contract;
