import type { sleepRecordBody, sleepRecordView, sleepReport, sleepReportQuery } from '../schemas/sleep.ts';
import { endpoint } from './endpoint.ts';

/** Children's sleep: records against the recommended hours by age. */
export const sleep = {
  addRecord: endpoint<{ body: typeof sleepRecordBody; response: typeof sleepRecordView }>(
    'POST',
    '/api/patient/sleep/record',
  ),
  report: endpoint<{ query: typeof sleepReportQuery; response: typeof sleepReport }>(
    'GET',
    '/api/patient/sleep/report',
  ),
};
