import type { auditPage, auditTrailQuery, patientAccessQuery, patientExportParam } from '../schemas/audit.ts';
import { endpoint } from './endpoint.ts';

/** The audit trail of patient-record access and the personal-data export (issue 10 section 2). */
export const audit = {
  /** Who opened this patient's records (the patient's 查看记录). */
  patientAccess: endpoint<{ query: typeof patientAccessQuery; response: typeof auditPage }>(
    'GET',
    '/api/patient/access/record',
  ),
  /** The project's (or the admin's org's) trail, filtered. */
  trail: endpoint<{ query: typeof auditTrailQuery; response: typeof auditPage }>(
    'GET',
    '/api/doctor/audit/record',
  ),
  /** Everything stored about one patient, as a JSON file (PIPL art. 45). */
  exportPatient: endpoint<{ params: typeof patientExportParam }>('GET', '/api/patient/export/:patientId'),
};
