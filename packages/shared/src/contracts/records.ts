import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/** Health records of a patient: check/inspection, physical examination and diagnosis records. */
export const recordsContract = {
  addCheck: { body: s.checkRecordBody, response: s.checkRecordView },
  listChecks: { query: s.checkRecordQuery, response: s.checkRecordPage },
  getCheck: { params: s.idParam, response: s.checkRecordView },
  setCheckRemark: { params: s.idParam, body: s.doctorRemarkBody, response: s.checkRecordView },
  removeCheck: { params: s.idParam },
  addExamination: { body: s.examinationBody, response: s.examinationView },
  listExaminations: { query: s.patientPageQuery, response: s.examinationPage },
  getExamination: { params: s.idParam, response: s.examinationView },
  addDiagnosis: { body: s.diagnosisRecordBody, response: s.diagnosisRecordView },
  listDiagnoses: { query: s.patientPageQuery, response: s.diagnosisRecordPage },
  getDiagnosis: { params: s.idParam, response: s.diagnosisRecordView },
  addArchiveDiagnosis: { body: s.archiveDiagnosisBody, response: s.archiveDiagnosisView },
  listArchiveDiagnoses: { query: s.archiveDiagnosisQuery, response: s.archiveDiagnosisPage },
} satisfies Contract;
