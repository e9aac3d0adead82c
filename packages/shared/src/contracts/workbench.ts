import type { Contract } from '../endpoints/endpoint.ts';
import { workbenchSummary } from '../index.ts';

/** The doctor home's dashboard (issue 11; not in the spec's endpoints.tsv, docs/decisions.md). */
export const workbenchContract = {
  summary: { response: workbenchSummary },
} satisfies Contract;
