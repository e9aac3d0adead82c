import type { fraxContract } from '../contracts/frax.ts';
import { endpointsOf } from './endpoint.ts';

const URL = '/api/patient/algorithm/frax';

/** Fracture risk of the fzjjh flow (issue 12): FRAX inputs stored, OSTA computed. */
export const frax = endpointsOf<typeof fraxContract>({
  add: `POST ${URL}`,
  detail: `GET ${URL}/:id`,
  list: `GET ${URL}`,
});
