import type {
  lungReportBody,
  lungReportPage,
  lungReportQuery,
  lungReportUpdateBody,
  lungReportView,
} from '../schemas/lung.ts';
import { endpoint } from './endpoint.ts';

const URL = '/api/patient/report/lung/function/collection';

/** Lung-function report collection (issue 4 section 3). */
export const lung = {
  add: endpoint<{ body: typeof lungReportBody; response: typeof lungReportView }>('POST', URL),
  update: endpoint<{ body: typeof lungReportUpdateBody; response: typeof lungReportView }>('PUT', URL),
  list: endpoint<{ query: typeof lungReportQuery; response: typeof lungReportPage }>('GET', URL),
};
