import type { doctorIdParams, doctorProfileView } from '../schemas/doctor.ts';
import type {
  auditReviewBody,
  createDoctorBody,
  departmentLibraryBody,
  departmentLibraryList,
  departmentTreeList,
  doctorQrView,
  licenseAuditBody,
  licenseAuditOrNull,
  licenseAuditView,
  scanLastQuery,
  scanRecordBody,
  scanRecordOrNull,
  scanRecordView,
  scanUserParams,
  signUpBody,
  signUpOrNull,
  signUpView,
} from '../schemas/doctor-profile.ts';
import type { idParam } from '../schemas/user.ts';
import { endpoint } from './endpoint.ts';

/** Doctor creation, QR card, sign-up and licence reviews, departments, QR scans (issue 5 section 1). */
export const doctorProfile = {
  create: endpoint<{ body: typeof createDoctorBody; response: typeof doctorProfileView }>(
    'POST',
    '/api/doctor',
  ),
  qrcode: endpoint<{ params: typeof doctorIdParams; response: typeof doctorQrView }>(
    'GET',
    '/api/doctor/qrcode/:doctorId',
  ),
  submitLicense: endpoint<{ body: typeof licenseAuditBody; response: typeof licenseAuditView }>(
    'POST',
    '/api/doctor/license/audit',
  ),
  licenseOfUser: endpoint<{ params: typeof idParam; response: typeof licenseAuditOrNull }>(
    'GET',
    '/api/doctor/license/audit/user/:id',
  ),
  reviewLicense: endpoint<{
    params: typeof idParam;
    body: typeof auditReviewBody;
    response: typeof licenseAuditView;
  }>('PUT', '/api/doctor/license/audit/:id/review'),
  departmentTree: endpoint<{ response: typeof departmentTreeList }>(
    'GET',
    '/api/doctor/department/custom/summary/project/tree/list',
  ),
  library: endpoint<{ params: typeof idParam; response: typeof departmentLibraryList }>(
    'GET',
    '/api/doctor/department/library/doctor/:id',
  ),
  setLibrary: endpoint<{
    params: typeof idParam;
    body: typeof departmentLibraryBody;
    response: typeof departmentLibraryList;
  }>('PUT', '/api/doctor/department/library/doctor/:id'),
  submitSignUp: endpoint<{ body: typeof signUpBody; response: typeof signUpView }>(
    'POST',
    '/api/doctor/sign/up',
  ),
  signUpOfDoctor: endpoint<{ params: typeof doctorIdParams; response: typeof signUpOrNull }>(
    'GET',
    '/api/doctor/sign/up/doctor/:doctorId',
  ),
  reviewSignUp: endpoint<{
    params: typeof idParam;
    body: typeof auditReviewBody;
    response: typeof signUpView;
  }>('PUT', '/api/doctor/sign/up/:id/review'),
  recordScan: endpoint<{ body: typeof scanRecordBody; response: typeof scanRecordView }>(
    'POST',
    '/api/doctor/wx/user/scan/record',
  ),
  lastScan: endpoint<{
    params: typeof scanUserParams;
    query: typeof scanLastQuery;
    response: typeof scanRecordOrNull;
  }>('GET', '/api/doctor/wx/user/scan/last/record/:userId'),
};
