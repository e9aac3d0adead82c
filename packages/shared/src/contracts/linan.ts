import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/** The Lin'an health index (issue 12): everything else runs on the questionnaire endpoints. */
export const linanContract = {
  entry: { body: s.linanEntryBody, response: s.linanEntryView },
} satisfies Contract;
