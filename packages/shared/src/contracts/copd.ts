import type { Contract } from '../endpoints/endpoint.ts';
import { copdLevelParams, copdLevelQuery, copdLevelView } from '../index.ts';

/** The COPD level call of the AI platform (spec 3, area ai-platform; issue 12). */
export const copdContract = {
  level: { params: copdLevelParams, query: copdLevelQuery, response: copdLevelView },
} satisfies Contract;
