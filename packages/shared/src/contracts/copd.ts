import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/** The COPD level call of the AI platform (spec 3, area ai-platform; issue 12). */
export const copdContract = {
  level: { params: s.copdLevelParams, query: s.copdLevelQuery, response: s.copdLevelView },
} satisfies Contract;
