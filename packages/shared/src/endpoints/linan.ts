import type { linanEntryBody, linanEntryView } from '../schemas/linan.ts';
import { endpoint } from './endpoint.ts';

/** The Lin'an health index (issue 12): everything else runs on the questionnaire endpoints. */
export const linan = {
  /** Ours: resolves the ID number of the `/:org/patient/:idcard` entry to one of the caller's patients. */
  entry: endpoint<{ body: typeof linanEntryBody; response: typeof linanEntryView }>(
    'POST',
    '/api/patient/linan/entry',
  ),
};
