import type { copdContract } from '../contracts/copd.ts';
import { endpointsOf } from './endpoint.ts';

/** The COPD level call of the AI platform (spec 3, area ai-platform; issue 12). */
export const copd = endpointsOf<typeof copdContract>({
  level: 'GET /api/local/yzh/:localAreaCode/calculate/copd/level',
});
