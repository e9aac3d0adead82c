import type {
  detectionHistory,
  detectionHistoryQuery,
  detectionReport,
  detectionReportQuery,
} from '../schemas/detection.ts';
import { endpoint } from './endpoint.ts';

/** Children's detection reports (yuhang and linan families), read from the measurements. */
export const detection = {
  report: endpoint<{ query: typeof detectionReportQuery; response: typeof detectionReport }>(
    'GET',
    '/api/patient/detection/report',
  ),
  history: endpoint<{ query: typeof detectionHistoryQuery; response: typeof detectionHistory }>(
    'GET',
    '/api/patient/detection/report/history',
  ),
};
