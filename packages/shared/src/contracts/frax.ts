import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/** Fracture risk of the fzjjh flow (issue 12): FRAX inputs stored, OSTA computed. */
export const fraxContract = {
  add: { body: s.fraxBody, response: s.fraxView },
  detail: { params: s.fraxIdParams, response: s.fraxView },
  list: { query: s.fraxListQuery, response: s.fraxList },
} satisfies Contract;
