import type { sleepContract } from '../contracts/sleep.ts';
import { endpointsOf } from './endpoint.ts';

/** Children's sleep: records against the recommended hours by age. */
export const sleep = endpointsOf<typeof sleepContract>({
  addRecord: 'POST /api/patient/sleep/record',
  report: 'GET /api/patient/sleep/report',
});
