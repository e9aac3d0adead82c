import type { fraxBody, fraxIdParams, fraxList, fraxListQuery, fraxView } from '../schemas/frax.ts';
import { endpoint } from './endpoint.ts';

const URL = '/api/patient/algorithm/frax';

/** Fracture risk of the fzjjh flow (issue 12): FRAX inputs stored, OSTA computed. */
export const frax = {
  add: endpoint<{ body: typeof fraxBody; response: typeof fraxView }>('POST', URL),
  detail: endpoint<{ params: typeof fraxIdParams; response: typeof fraxView }>('GET', `${URL}/:id`),
  /** Ours (not in spec/endpoints.tsv): a patient's newest records, for the fzjjh home. */
  list: endpoint<{ query: typeof fraxListQuery; response: typeof fraxList }>('GET', URL),
};
