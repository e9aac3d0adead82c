import type { Contract } from '../endpoints/endpoint.ts';
import { detectionHistory, detectionHistoryQuery, detectionReport, detectionReportQuery } from '../index.ts';

/** Children's detection reports (yuhang and linan families), read from the measurements. */
export const detectionContract = {
  report: { query: detectionReportQuery, response: detectionReport },
  history: { query: detectionHistoryQuery, response: detectionHistory },
} satisfies Contract;
