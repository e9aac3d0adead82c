import type { Contract } from '../endpoints/endpoint.ts';
import { linanEntryBody, linanEntryView } from '../index.ts';

/** The Lin'an health index (issue 12): everything else runs on the questionnaire endpoints. */
export const linanContract = {
  entry: { body: linanEntryBody, response: linanEntryView },
} satisfies Contract;
