import type { Contract } from '../endpoints/endpoint.ts';
import {
  archiveDiagnosisBody,
  archiveDiagnosisPage,
  archiveDiagnosisQuery,
  archiveDiagnosisView,
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
  idParam,
  patientPageQuery,
} from '../index.ts';

/** Health records of a patient: check/inspection, physical examination and diagnosis records. */
export const recordsContract = {
  addCheck: { body: checkRecordBody, response: checkRecordView },
  listChecks: { query: checkRecordQuery, response: checkRecordPage },
  getCheck: { params: idParam, response: checkRecordView },
  setCheckRemark: { params: idParam, body: doctorRemarkBody, response: checkRecordView },
  removeCheck: { params: idParam },
  addExamination: { body: examinationBody, response: examinationView },
  listExaminations: { query: patientPageQuery, response: examinationPage },
  getExamination: { params: idParam, response: examinationView },
  addDiagnosis: { body: diagnosisRecordBody, response: diagnosisRecordView },
  listDiagnoses: { query: patientPageQuery, response: diagnosisRecordPage },
  getDiagnosis: { params: idParam, response: diagnosisRecordView },
  addArchiveDiagnosis: { body: archiveDiagnosisBody, response: archiveDiagnosisView },
  listArchiveDiagnoses: { query: archiveDiagnosisQuery, response: archiveDiagnosisPage },
} satisfies Contract;
