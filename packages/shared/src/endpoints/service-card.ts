import type { payInfoQuery, payInfoView } from '../schemas/inquiry.ts';
import type {
  cardOrderBody,
  cardOrderQuery,
  serviceCardBody,
  serviceCardList,
  serviceCardQuery,
  serviceCardView,
  userCardList,
  userCardView,
} from '../schemas/service-card.ts';
import type { idParam } from '../schemas/user.ts';
import { endpoint } from './endpoint.ts';

const BASE = '/api/patient/service/card';

/** Service-card packages, buying them (pay-info through the payment provider) and my cards. */
export const serviceCard = {
  list: endpoint<{ query: typeof serviceCardQuery; response: typeof serviceCardList }>('GET', BASE),
  create: endpoint<{ body: typeof serviceCardBody; response: typeof serviceCardView }>('POST', BASE),
  buy: endpoint<{ body: typeof cardOrderBody; response: typeof userCardView }>('POST', `${BASE}/order`),
  mine: endpoint<{ query: typeof cardOrderQuery; response: typeof userCardList }>('GET', `${BASE}/order`),
  payInfo: endpoint<{ params: typeof idParam; query: typeof payInfoQuery; response: typeof payInfoView }>(
    'GET',
    `${BASE}/order/pay/info/:id`,
  ),
  cancel: endpoint<{ params: typeof idParam; response: typeof userCardView }>(
    'PUT',
    `${BASE}/order/cancel/:id`,
  ),
  myCard: endpoint<{ params: typeof idParam; response: typeof userCardView }>('GET', `${BASE}/order/:id`),
  get: endpoint<{ params: typeof idParam; response: typeof serviceCardView }>('GET', `${BASE}/:id`),
  update: endpoint<{
    params: typeof idParam;
    body: typeof serviceCardBody;
    response: typeof serviceCardView;
  }>('PUT', `${BASE}/:id`),
};
