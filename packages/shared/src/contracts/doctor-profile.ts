import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/** Doctor creation, QR card, sign-up and licence reviews, departments, QR scans (issue 5 section 1). */
export const doctorProfileContract = {
  create: { body: s.createDoctorBody, response: s.doctorProfileView },
  qrcode: { params: s.doctorIdParams, response: s.doctorQrView },
  submitLicense: { body: s.licenseAuditBody, response: s.licenseAuditView },
  licenseOfUser: { params: s.idParam, response: s.licenseAuditOrNull },
  reviewLicense: { params: s.idParam, body: s.auditReviewBody, response: s.licenseAuditView },
  departmentTree: { response: s.departmentTreeList },
  library: { params: s.idParam, response: s.departmentLibraryList },
  setLibrary: { params: s.idParam, body: s.departmentLibraryBody, response: s.departmentLibraryList },
  submitSignUp: { body: s.signUpBody, response: s.signUpView },
  signUpOfDoctor: { params: s.doctorIdParams, response: s.signUpOrNull },
  reviewSignUp: { params: s.idParam, body: s.auditReviewBody, response: s.signUpView },
  recordScan: { body: s.scanRecordBody, response: s.scanRecordView },
  lastScan: { params: s.scanUserParams, query: s.scanLastQuery, response: s.scanRecordOrNull },
} satisfies Contract;
