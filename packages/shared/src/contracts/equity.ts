import type { Contract } from '../endpoints/endpoint.ts';
import { equityCardView, equityPageView, partnerTicketQuery, patientIdParams } from '../index.ts';

/** 元梦 partner equity card of a patient: the partner page, the card state, refund. */
export const equityContract = {
  pageUrl: { params: patientIdParams, response: equityPageView },
  card: { params: patientIdParams, response: equityCardView },
  refund: { params: patientIdParams, response: equityCardView },
  devPage: { query: partnerTicketQuery },
  devOpen: { query: partnerTicketQuery },
} satisfies Contract;
