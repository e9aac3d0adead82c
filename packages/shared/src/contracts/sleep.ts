import type { Contract } from '../endpoints/endpoint.ts';
import { sleepRecordBody, sleepRecordView, sleepReport, sleepReportQuery } from '../index.ts';

/** Children's sleep: records against the recommended hours by age. */
export const sleepContract = {
  addRecord: { body: sleepRecordBody, response: sleepRecordView },
  report: { query: sleepReportQuery, response: sleepReport },
} satisfies Contract;
