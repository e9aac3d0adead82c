import type {
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
  preSignPage,
  preSignReviewBody,
  preSignReviewQuery,
  preSignReviewResult,
  renewBody,
  terminateBody,
} from '../schemas/contract.ts';
import type { idParam } from '../schemas/user.ts';
import { endpoint } from './endpoint.ts';

type One = typeof contractView;

/**
 * Family-doctor contracts (issue 11 part 4; our paths, the spec names the screens only): the
 * contract and its moves, the doctor's review of pre-sign applications, and the home-monitoring
 * overview of the signed residents.
 */
export const contract = {
  list: endpoint<{ query: typeof contractQuery; response: typeof contractPage }>(
    'GET',
    '/api/patient/sign/contract',
  ),
  counts: endpoint<{ query: typeof contractCountQuery; response: typeof contractCounts }>(
    'GET',
    '/api/patient/sign/contract/count',
  ),
  detail: endpoint<{ params: typeof idParam; response: One }>('GET', '/api/patient/sign/contract/:id'),
  create: endpoint<{ body: typeof contractBody; response: One }>('POST', '/api/patient/sign/contract'),
  confirm: endpoint<{ params: typeof idParam; response: One }>(
    'PUT',
    '/api/patient/sign/contract/confirm/:id',
  ),
  terminate: endpoint<{ params: typeof idParam; body: typeof terminateBody; response: One }>(
    'PUT',
    '/api/patient/sign/contract/terminate/:id',
  ),
  renew: endpoint<{ params: typeof idParam; body: typeof renewBody; response: One }>(
    'PUT',
    '/api/patient/sign/contract/renew/:id',
  ),
  reviewList: endpoint<{ query: typeof preSignReviewQuery; response: typeof preSignPage }>(
    'GET',
    '/api/patient/pre/sign/review',
  ),
  review: endpoint<{
    params: typeof idParam;
    body: typeof preSignReviewBody;
    response: typeof preSignReviewResult;
  }>('PUT', '/api/patient/pre/sign/review/:id'),
  monitor: endpoint<{ query: typeof familyMonitorQuery; response: typeof familyMonitorPage }>(
    'GET',
    '/api/patient/sign/family/monitor',
  ),
  monitorDetail: endpoint<{ params: typeof familyMonitorParams; response: typeof familyMonitorDetail }>(
    'GET',
    '/api/patient/sign/family/monitor/:patientId',
  ),
};
