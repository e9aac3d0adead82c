import type { localYzhContract } from '../contracts/ai-local.ts';
import { endpointsOf } from './endpoint.ts';

/**
 * The servicer's district context (area local-yzh; spec 2 section 7 "Local district integration",
 * spec 3 section 4): the local account binding and the district metadata. Every call of a district
 * uses the one param name :localAreaCode (the spec's older calls write :orgCode in that place).
 */
export const localYzh = endpointsOf<typeof localYzhContract>({
  bind: 'POST /api/doctor/yzh/bind',
  binding: 'GET /api/doctor/yzh/bind',
  unbind: 'DELETE /api/doctor/yzh/bind',
  bindDoctor: 'POST /api/doctor/yzh/bind/doctor/:doctorId',
  doctorBinding: 'GET /api/doctor/yzh/bind/doctor/:doctorId',
  unbindDoctor: 'DELETE /api/doctor/yzh/bind/doctor/:doctorId',
  metadata: 'GET /api/local/yzh/:localAreaCode/metadata',
});
