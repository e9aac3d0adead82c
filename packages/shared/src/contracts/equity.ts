import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/** 元梦 partner equity card of a patient: the partner page, the card state, refund. */
export const equityContract = {
  pageUrl: { params: s.patientIdParams, response: s.equityPageView },
  card: { params: s.patientIdParams, response: s.equityCardView },
  refund: { params: s.patientIdParams, response: s.equityCardView },
  devPage: { query: s.partnerTicketQuery },
  devOpen: { query: s.partnerTicketQuery },
} satisfies Contract;
