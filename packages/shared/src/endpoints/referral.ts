import type { referralContract } from '../contracts/referral.ts';
import { endpointsOf } from './endpoint.ts';

/** Referrals between doctors, departments and orgs of the project (issue 11). */
export const referral = endpointsOf<typeof referralContract>({
  create: 'POST /api/patient/referral/record',
  list: 'GET /api/patient/referral/record',
  detail: 'GET /api/patient/referral/record/:id',
  setState: 'PUT /api/patient/referral/record/state/:id',
});
