import type { Contract } from '../endpoints/endpoint.ts';
import {
  lungReportBody,
  lungReportPage,
  lungReportQuery,
  lungReportUpdateBody,
  lungReportView,
} from '../index.ts';

/** Lung-function report collection (issue 4 section 3). */
export const lungContract = {
  add: { body: lungReportBody, response: lungReportView },
  update: { body: lungReportUpdateBody, response: lungReportView },
  list: { query: lungReportQuery, response: lungReportPage },
} satisfies Contract;
