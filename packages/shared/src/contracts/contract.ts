import type { Contract } from '../endpoints/endpoint.ts';
import {
  contractBody,
  contractCountQuery,
  contractCounts,
  contractPage,
  contractQuery,
  contractView,
  familyMonitorDetail,
  familyMonitorPage,
  familyMonitorParams,
  familyMonitorQuery,
  idParam,
  preSignPage,
  preSignReviewBody,
  preSignReviewQuery,
  preSignReviewResult,
  renewBody,
  terminateBody,
} from '../index.ts';

/**
 * Family-doctor contracts (issue 11 part 4; our paths, the spec names the screens only): the
 * contract and its moves, the doctor's review of pre-sign applications, and the home-monitoring
 * overview of the signed residents.
 */
export const contractContract = {
  list: { query: contractQuery, response: contractPage },
  counts: { query: contractCountQuery, response: contractCounts },
  detail: { params: idParam, response: contractView },
  create: { body: contractBody, response: contractView },
  confirm: { params: idParam, response: contractView },
  terminate: { params: idParam, body: terminateBody, response: contractView },
  renew: { params: idParam, body: renewBody, response: contractView },
  reviewList: { query: preSignReviewQuery, response: preSignPage },
  review: { params: idParam, body: preSignReviewBody, response: preSignReviewResult },
  monitor: { query: familyMonitorQuery, response: familyMonitorPage },
  monitorDetail: { params: familyMonitorParams, response: familyMonitorDetail },
} satisfies Contract;
