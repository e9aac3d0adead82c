import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/** Service-card packages, buying them (pay-info through the payment provider) and my cards. */
export const serviceCardContract = {
  list: { query: s.serviceCardQuery, response: s.serviceCardList },
  create: { body: s.serviceCardBody, response: s.serviceCardView },
  buy: { body: s.cardOrderBody, response: s.userCardView },
  mine: { query: s.cardOrderQuery, response: s.userCardList },
  payInfo: { params: s.idParam, query: s.payInfoQuery, response: s.payInfoView },
  cancel: { params: s.idParam, response: s.userCardView },
  myCard: { params: s.idParam, response: s.userCardView },
  get: { params: s.idParam, response: s.serviceCardView },
  update: { params: s.idParam, body: s.serviceCardBody, response: s.serviceCardView },
} satisfies Contract;
