import type { workbenchContract } from '../contracts/workbench.ts';
import { endpointsOf } from './endpoint.ts';

/** The doctor home's dashboard (issue 11; not in the spec's endpoints.tsv, docs/decisions.md). */
export const workbench = endpointsOf<typeof workbenchContract>({
  summary: 'GET /api/doctor/workbench/summary',
});
