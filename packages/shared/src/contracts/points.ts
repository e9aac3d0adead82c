import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/** Points (spec 2 sections 3 and 7, spec 3 section 7): the ledger, sign-in, goods and exchange. */
export const pointsContract = {
  record: { query: s.pointsRecordQuery, response: s.pointsRecordPage },
  summary: { response: s.pointsSummary },
  sign: { response: s.pointsSignResult },
  goods: { query: s.goodsListQuery, response: s.goodsPage },
  exchange: { body: s.exchangeBody, response: s.exchangeResult },
  exchangeRecord: { query: s.exchangeRecordQuery, response: s.exchangeRecordPage },
} satisfies Contract;
