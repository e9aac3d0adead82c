import type {
  archiveDiagnosisBody,
  archiveDiagnosisPage,
  archiveDiagnosisQuery,
  archiveDiagnosisView,
} from '../schemas/archive-diagnosis.ts';
import type {
  checkRecordBody,
  checkRecordPage,
  checkRecordQuery,
  checkRecordView,
  diagnosisRecordBody,
  diagnosisRecordPage,
  diagnosisRecordView,
  doctorRemarkBody,
  examinationBody,
  examinationPage,
  examinationView,
  patientPageQuery,
} from '../schemas/records.ts';
import type { idParam } from '../schemas/user.ts';
import { endpoint } from './endpoint.ts';

const CHECK = '/api/patient/check/inspection/record';
const EXAM = '/api/patient/examination';
const DIAGNOSIS = '/api/patient/diagnosis/record';
/** Ours (the spec shows no path for archives/add/diagnosis). */
const ARCHIVE_DIAGNOSIS = '/api/patient/archive/diagnosis';

/** Health records of a patient: check/inspection, physical examination and diagnosis records. */
export const records = {
  addCheck: endpoint<{ body: typeof checkRecordBody; response: typeof checkRecordView }>('POST', CHECK),
  listChecks: endpoint<{ query: typeof checkRecordQuery; response: typeof checkRecordPage }>('GET', CHECK),
  getCheck: endpoint<{ params: typeof idParam; response: typeof checkRecordView }>('GET', `${CHECK}/:id`),
  setCheckRemark: endpoint<{
    params: typeof idParam;
    body: typeof doctorRemarkBody;
    response: typeof checkRecordView;
  }>('PUT', `${CHECK}/:id/remark`),
  removeCheck: endpoint<{ params: typeof idParam }>('DELETE', `${CHECK}/:id`),
  addExamination: endpoint<{ body: typeof examinationBody; response: typeof examinationView }>('POST', EXAM),
  listExaminations: endpoint<{ query: typeof patientPageQuery; response: typeof examinationPage }>(
    'GET',
    EXAM,
  ),
  getExamination: endpoint<{ params: typeof idParam; response: typeof examinationView }>(
    'GET',
    `${EXAM}/:id`,
  ),
  addDiagnosis: endpoint<{ body: typeof diagnosisRecordBody; response: typeof diagnosisRecordView }>(
    'POST',
    DIAGNOSIS,
  ),
  listDiagnoses: endpoint<{ query: typeof patientPageQuery; response: typeof diagnosisRecordPage }>(
    'GET',
    DIAGNOSIS,
  ),
  getDiagnosis: endpoint<{ params: typeof idParam; response: typeof diagnosisRecordView }>(
    'GET',
    `${DIAGNOSIS}/:id`,
  ),
  /** Diagnoses the family adds to the archive (labelled 家属填写). */
  addArchiveDiagnosis: endpoint<{ body: typeof archiveDiagnosisBody; response: typeof archiveDiagnosisView }>(
    'POST',
    ARCHIVE_DIAGNOSIS,
  ),
  listArchiveDiagnoses: endpoint<{
    query: typeof archiveDiagnosisQuery;
    response: typeof archiveDiagnosisPage;
  }>('GET', ARCHIVE_DIAGNOSIS),
};
