import type {
  equityCardView,
  equityPageView,
  partnerTicketQuery,
  patientIdParams,
} from '../schemas/service-card.ts';
import { endpoint } from './endpoint.ts';

const BASE = '/api/patient/yk/yuan/meng';
type Card = { params: typeof patientIdParams; response: typeof equityCardView };

/** 元梦 partner equity card of a patient: the partner page, the card state, refund. */
export const equity = {
  pageUrl: endpoint<{ params: typeof patientIdParams; response: typeof equityPageView }>(
    'GET',
    `${BASE}/page/url/:patientId`,
  ),
  card: endpoint<Card>('GET', `${BASE}/card/:patientId`),
  refund: endpoint<Card>('GET', `${BASE}/card/refund/:patientId`),
  /** The development provider's partner page and its "open" form (HTML, hidden from the docs). */
  devPage: endpoint<{ query: typeof partnerTicketQuery }>('GET', '/api/equity/yuanmeng/dev/page'),
  devOpen: endpoint<{ query: typeof partnerTicketQuery }>('POST', '/api/equity/yuanmeng/dev/open'),
};
