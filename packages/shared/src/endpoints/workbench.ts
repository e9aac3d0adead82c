import type { workbenchSummary } from '../schemas/workbench.ts';
import { endpoint } from './endpoint.ts';

/** The doctor home's dashboard (issue 11; not in the spec's endpoints.tsv, docs/decisions.md). */
export const workbench = {
  summary: endpoint<{ response: typeof workbenchSummary }>('GET', '/api/doctor/workbench/summary'),
};
