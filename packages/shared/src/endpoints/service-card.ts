import type { serviceCardContract } from '../contracts/service-card.ts';
import { endpointsOf } from './endpoint.ts';

const BASE = '/api/patient/service/card';

/** Service-card packages, buying them (pay-info through the payment provider) and my cards. */
export const serviceCard = endpointsOf<typeof serviceCardContract>({
  list: `GET ${BASE}`,
  create: `POST ${BASE}`,
  buy: `POST ${BASE}/order`,
  mine: `GET ${BASE}/order`,
  payInfo: `GET ${BASE}/order/pay/info/:id`,
  cancel: `PUT ${BASE}/order/cancel/:id`,
  myCard: `GET ${BASE}/order/:id`,
  get: `GET ${BASE}/:id`,
  update: `PUT ${BASE}/:id`,
});
