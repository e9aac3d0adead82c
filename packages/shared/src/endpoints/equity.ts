import type { equityContract } from '../contracts/equity.ts';
import { endpointsOf } from './endpoint.ts';

const BASE = '/api/patient/yk/yuan/meng';

/** 元梦 partner equity card of a patient: the partner page, the card state, refund. */
export const equity = endpointsOf<typeof equityContract>({
  pageUrl: `GET ${BASE}/page/url/:patientId`,
  card: `GET ${BASE}/card/:patientId`,
  refund: `GET ${BASE}/card/refund/:patientId`,
  devPage: 'GET /api/equity/yuanmeng/dev/page',
  devOpen: 'POST /api/equity/yuanmeng/dev/open',
});
