import type { linanContract } from '../contracts/linan.ts';
import { endpointsOf } from './endpoint.ts';

/** The Lin'an health index (issue 12): everything else runs on the questionnaire endpoints. */
export const linan = endpointsOf<typeof linanContract>({
  entry: 'POST /api/patient/linan/entry',
});
