import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/** The audit trail of patient-record access and the personal-data export (issue 10 section 2). */
export const auditContract = {
  patientAccess: { query: s.patientAccessQuery, response: s.auditPage },
  trail: { query: s.auditTrailQuery, response: s.auditPage },
  exportPatient: { params: s.patientExportParam },
} satisfies Contract;
