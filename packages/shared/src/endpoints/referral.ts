import type {
  referralBody,
  referralPage,
  referralQuery,
  referralStateBody,
  referralView,
} from '../schemas/referral.ts';
import type { idParam } from '../schemas/user.ts';
import { endpoint } from './endpoint.ts';

type One = typeof referralView;

/** Referrals between doctors, departments and orgs of the project (issue 11). */
export const referral = {
  create: endpoint<{ body: typeof referralBody; response: One }>('POST', '/api/patient/referral/record'),
  list: endpoint<{ query: typeof referralQuery; response: typeof referralPage }>(
    'GET',
    '/api/patient/referral/record',
  ),
  detail: endpoint<{ params: typeof idParam; response: One }>('GET', '/api/patient/referral/record/:id'),
  setState: endpoint<{ params: typeof idParam; body: typeof referralStateBody; response: One }>(
    'PUT',
    '/api/patient/referral/record/state/:id',
  ),
};
