import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/** Referrals between doctors, departments and orgs of the project (issue 11). */
export const referralContract = {
  create: { body: s.referralBody, response: s.referralView },
  list: { query: s.referralQuery, response: s.referralPage },
  detail: { params: s.idParam, response: s.referralView },
  setState: { params: s.idParam, body: s.referralStateBody, response: s.referralView },
} satisfies Contract;
