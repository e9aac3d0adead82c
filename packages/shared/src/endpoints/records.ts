import type { recordsContract } from '../contracts/records.ts';
import { endpointsOf } from './endpoint.ts';

const CHECK = '/api/patient/check/inspection/record';
const EXAM = '/api/patient/examination';
const DIAGNOSIS = '/api/patient/diagnosis/record';
/** Ours (the spec shows no path for archives/add/diagnosis). */
const ARCHIVE_DIAGNOSIS = '/api/patient/archive/diagnosis';

/** Health records of a patient: check/inspection, physical examination and diagnosis records. */
export const records = endpointsOf<typeof recordsContract>({
  addCheck: `POST ${CHECK}`,
  listChecks: `GET ${CHECK}`,
  getCheck: `GET ${CHECK}/:id`,
  setCheckRemark: `PUT ${CHECK}/:id/remark`,
  removeCheck: `DELETE ${CHECK}/:id`,
  addExamination: `POST ${EXAM}`,
  listExaminations: `GET ${EXAM}`,
  getExamination: `GET ${EXAM}/:id`,
  addDiagnosis: `POST ${DIAGNOSIS}`,
  listDiagnoses: `GET ${DIAGNOSIS}`,
  getDiagnosis: `GET ${DIAGNOSIS}/:id`,
  addArchiveDiagnosis: `POST ${ARCHIVE_DIAGNOSIS}`,
  listArchiveDiagnoses: `GET ${ARCHIVE_DIAGNOSIS}`,
});
