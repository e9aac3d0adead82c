import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/** Lung-function report collection (issue 4 section 3). */
export const lungContract = {
  add: { body: s.lungReportBody, response: s.lungReportView },
  update: { body: s.lungReportUpdateBody, response: s.lungReportView },
  list: { query: s.lungReportQuery, response: s.lungReportPage },
} satisfies Contract;
