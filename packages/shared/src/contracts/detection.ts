import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/** Children's detection reports (yuhang and linan families), read from the measurements. */
export const detectionContract = {
  report: { query: s.detectionReportQuery, response: s.detectionReport },
  history: { query: s.detectionHistoryQuery, response: s.detectionHistory },
} satisfies Contract;
