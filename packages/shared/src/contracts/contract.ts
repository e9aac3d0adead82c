import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/**
 * Family-doctor contracts (issue 11 part 4; our paths, the spec names the screens only): the
 * contract and its moves, the doctor's review of pre-sign applications, and the home-monitoring
 * overview of the signed residents.
 */
export const contractContract = {
  list: { query: s.contractQuery, response: s.contractPage },
  counts: { query: s.contractCountQuery, response: s.contractCounts },
  detail: { params: s.idParam, response: s.contractView },
  create: { body: s.contractBody, response: s.contractView },
  confirm: { params: s.idParam, response: s.contractView },
  terminate: { params: s.idParam, body: s.terminateBody, response: s.contractView },
  renew: { params: s.idParam, body: s.renewBody, response: s.contractView },
  reviewList: { query: s.preSignReviewQuery, response: s.preSignPage },
  review: { params: s.idParam, body: s.preSignReviewBody, response: s.preSignReviewResult },
  monitor: { query: s.familyMonitorQuery, response: s.familyMonitorPage },
  monitorDetail: { params: s.familyMonitorParams, response: s.familyMonitorDetail },
} satisfies Contract;
