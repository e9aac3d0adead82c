import type { lungContract } from '../contracts/lung.ts';
import { endpointsOf } from './endpoint.ts';

const URL = '/api/patient/report/lung/function/collection';

/** Lung-function report collection (issue 4 section 3). */
export const lung = endpointsOf<typeof lungContract>({
  add: `POST ${URL}`,
  update: `PUT ${URL}`,
  list: `GET ${URL}`,
});
