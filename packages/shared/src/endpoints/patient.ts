import type { patientContract } from '../contracts/patient.ts';
import { endpointsOf } from './endpoint.ts';

/** Patient records: CRUD, lookups and counts, tags, phone-call records, babies. */
export const patient = endpointsOf<typeof patientContract>({
  list: 'GET /api/patient',
  create: 'POST /api/patient',
  diseaseCategories: 'GET /api/patient/disease/category',
  counts: 'GET /api/patient/all/count',
  todayNew: 'GET /api/patient/doctor/today/new',
  byIdcard: 'GET /api/patient/idcard/:idcard',
  assignDoctor: 'PUT /api/patient/doctor/:patientId',
  setRemark: 'PUT /api/patient/add/remark/:id',
  get: 'GET /api/patient/:id',
  overview: 'GET /api/patient/doctor/info/:id',
  timeline: 'GET /api/patient/doctor/timeline/:id',
  update: 'PUT /api/patient/:id',
  remove: 'DELETE /api/patient/:id',
  tags: 'GET /api/patient/tag',
  tagsOf: 'GET /api/patient/:id/tag',
  addTag: 'PUT /api/patient/:id/tag/add',
  removeTag: 'PUT /api/patient/:id/tag/delete',
  addCallRecord: 'POST /api/patient/call/tel/record',
  callRecords: 'GET /api/patient/call/tel/record/user/:userId/patient/:patientId',
  babies: 'GET /api/patient/baby',
  baby: 'GET /api/patient/baby/detail',
  addBaby: 'POST /api/patient/baby',
  updateBaby: 'PUT /api/patient/baby/:id',
});
