import type { detectionContract } from '../contracts/detection.ts';
import { endpointsOf } from './endpoint.ts';

/** Children's detection reports (yuhang and linan families), read from the measurements. */
export const detection = endpointsOf<typeof detectionContract>({
  report: 'GET /api/patient/detection/report',
  history: 'GET /api/patient/detection/report/history',
});
