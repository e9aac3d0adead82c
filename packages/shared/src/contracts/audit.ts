import type { Contract } from '../endpoints/endpoint.ts';
import { auditPage, auditTrailQuery, patientAccessQuery, patientExportParam } from '../index.ts';

/** The audit trail of patient-record access and the personal-data export (issue 10 section 2). */
export const auditContract = {
  patientAccess: { query: patientAccessQuery, response: auditPage },
  trail: { query: auditTrailQuery, response: auditPage },
  exportPatient: { params: patientExportParam },
} satisfies Contract;
