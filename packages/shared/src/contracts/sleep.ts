import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/** Children's sleep: records against the recommended hours by age. */
export const sleepContract = {
  addRecord: { body: s.sleepRecordBody, response: s.sleepRecordView },
  report: { query: s.sleepReportQuery, response: s.sleepReport },
} satisfies Contract;
