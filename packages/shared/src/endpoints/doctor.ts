import type { doctorContract } from '../contracts/doctor.ts';
import { endpointsOf } from './endpoint.ts';

/** Doctor profiles, inquiry function settings and schedules (issue 5 section 1). */
export const doctor = endpointsOf<typeof doctorContract>({
  list: 'GET /api/doctor',
  get: 'GET /api/doctor/:id',
  byUser: 'GET /api/doctor/user/:userId',
  update: 'PUT /api/doctor/:id',
  createFunction: 'POST /api/doctor/inquiry/function',
  updateFunction: 'PUT /api/doctor/inquiry/function/:id',
  getFunction: 'GET /api/doctor/inquiry/function/:id',
  functionByType: 'GET /api/doctor/inquiry/function/doctor/:doctorId/type/:type',
  schedules: 'GET /api/doctor/inquiry/schedule/doctor/date/:doctorId',
  saveSchedule: 'POST /api/doctor/inquiry/schedule/segment/date/offline',
});
