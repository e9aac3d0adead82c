import type { doctorProfileContract } from '../contracts/doctor-profile.ts';
import { endpointsOf } from './endpoint.ts';

/** Doctor creation, QR card, sign-up and licence reviews, departments, QR scans (issue 5 section 1). */
export const doctorProfile = endpointsOf<typeof doctorProfileContract>({
  create: 'POST /api/doctor',
  qrcode: 'GET /api/doctor/qrcode/:doctorId',
  submitLicense: 'POST /api/doctor/license/audit',
  licenseOfUser: 'GET /api/doctor/license/audit/user/:id',
  reviewLicense: 'PUT /api/doctor/license/audit/:id/review',
  departmentTree: 'GET /api/doctor/department/custom/summary/project/tree/list',
  library: 'GET /api/doctor/department/library/doctor/:id',
  setLibrary: 'PUT /api/doctor/department/library/doctor/:id',
  submitSignUp: 'POST /api/doctor/sign/up',
  signUpOfDoctor: 'GET /api/doctor/sign/up/doctor/:doctorId',
  reviewSignUp: 'PUT /api/doctor/sign/up/:id/review',
  recordScan: 'POST /api/doctor/wx/user/scan/record',
  lastScan: 'GET /api/doctor/wx/user/scan/last/record/:userId',
});
