import type { Contract } from '../endpoints/endpoint.ts';
import { fraxBody, fraxIdParams, fraxList, fraxListQuery, fraxView } from '../index.ts';

/** Fracture risk of the fzjjh flow (issue 12): FRAX inputs stored, OSTA computed. */
export const fraxContract = {
  add: { body: fraxBody, response: fraxView },
  detail: { params: fraxIdParams, response: fraxView },
  list: { query: fraxListQuery, response: fraxList },
} satisfies Contract;
