import type { Contract } from '../endpoints/endpoint.ts';
import {
  idParam,
  referralBody,
  referralPage,
  referralQuery,
  referralStateBody,
  referralView,
} from '../index.ts';

/** Referrals between doctors, departments and orgs of the project (issue 11). */
export const referralContract = {
  create: { body: referralBody, response: referralView },
  list: { query: referralQuery, response: referralPage },
  detail: { params: idParam, response: referralView },
  setState: { params: idParam, body: referralStateBody, response: referralView },
} satisfies Contract;
