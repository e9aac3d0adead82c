import type { copdLevelParams, copdLevelQuery, copdLevelView } from '../schemas/copd.ts';
import { endpoint } from './endpoint.ts';

/** The COPD level call of the AI platform (spec 3, area ai-platform; issue 12). */
export const copd = {
  level: endpoint<{
    params: typeof copdLevelParams;
    query: typeof copdLevelQuery;
    response: typeof copdLevelView;
  }>('GET', '/api/local/yzh/:localAreaCode/calculate/copd/level'),
};
