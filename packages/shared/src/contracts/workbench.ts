import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/** The doctor home's dashboard (issue 11; not in the spec's endpoints.tsv, docs/decisions.md). */
export const workbenchContract = {
  summary: { response: s.workbenchSummary },
} satisfies Contract;
