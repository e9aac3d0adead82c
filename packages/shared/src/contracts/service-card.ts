import type { Contract } from '../endpoints/endpoint.ts';
import {
  cardOrderBody,
  cardOrderQuery,
  idParam,
  payInfoQuery,
  payInfoView,
  serviceCardBody,
  serviceCardList,
  serviceCardQuery,
  serviceCardView,
  userCardList,
  userCardView,
} from '../index.ts';

/** Service-card packages, buying them (pay-info through the payment provider) and my cards. */
export const serviceCardContract = {
  list: { query: serviceCardQuery, response: serviceCardList },
  create: { body: serviceCardBody, response: serviceCardView },
  buy: { body: cardOrderBody, response: userCardView },
  mine: { query: cardOrderQuery, response: userCardList },
  payInfo: { params: idParam, query: payInfoQuery, response: payInfoView },
  cancel: { params: idParam, response: userCardView },
  myCard: { params: idParam, response: userCardView },
  get: { params: idParam, response: serviceCardView },
  update: { params: idParam, body: serviceCardBody, response: serviceCardView },
} satisfies Contract;
