import type { auditContract } from '../contracts/audit.ts';
import { endpointsOf } from './endpoint.ts';

/** The audit trail of patient-record access and the personal-data export (issue 10 section 2). */
export const audit = endpointsOf<typeof auditContract>({
  patientAccess: 'GET /api/patient/access/record',
  trail: 'GET /api/doctor/audit/record',
  exportPatient: 'GET /api/patient/export/:patientId',
});
