import type { contractContract } from '../contracts/contract.ts';
import { endpointsOf } from './endpoint.ts';

/**
 * Family-doctor contracts (issue 11 part 4; our paths, the spec names the screens only): the
 * contract and its moves, the doctor's review of pre-sign applications, and the home-monitoring
 * overview of the signed residents.
 */
export const contract = endpointsOf<typeof contractContract>({
  list: 'GET /api/patient/sign/contract',
  counts: 'GET /api/patient/sign/contract/count',
  detail: 'GET /api/patient/sign/contract/:id',
  create: 'POST /api/patient/sign/contract',
  confirm: 'PUT /api/patient/sign/contract/confirm/:id',
  terminate: 'PUT /api/patient/sign/contract/terminate/:id',
  renew: 'PUT /api/patient/sign/contract/renew/:id',
  reviewList: 'GET /api/patient/pre/sign/review',
  review: 'PUT /api/patient/pre/sign/review/:id',
  monitor: 'GET /api/patient/sign/family/monitor',
  monitorDetail: 'GET /api/patient/sign/family/monitor/:patientId',
});
