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
} from '@kanghu/shared';
import { records } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../plugins/route.ts';
import { addArchiveDiagnosis, listArchiveDiagnoses } from './archive-service.ts';
import {
  addCheckRecord,
  addDiagnosisRecord,
  addExamination,
  checkRecordDetail,
  deleteCheckRecord,
  diagnosisRecordDetail,
  examinationDetail,
  listCheckRecords,
  listDiagnosisRecords,
  listExaminations,
  setDoctorRemark,
} from './service.ts';

const tags = ['records'];
const SCOPE =
  'A customer sees the patients bound to the account; a servicer the patients of the org or their own. Another scope or project answers 404.';

/** Health records of a patient: check/inspection, physical examination and diagnosis records. */
export default async function recordsRoutes(app: FastifyInstance) {
  const add = routes(app, { access: 'user', tags });
  add(
    records.addCheck,
    { body: checkRecordBody, response: checkRecordView },
    {
      summary: '添加检查检验记录',
      description: `${SCOPE} Attachments are addresses answered by /api/upload/file of this project.`,
    },
    (ctx, { body }) => addCheckRecord(ctx, body),
  );

  add(
    records.listChecks,
    { query: checkRecordQuery, response: checkRecordPage },
    { summary: '检查检验记录', description: SCOPE },
    (ctx, { query }) => listCheckRecords(ctx, query),
  );

  add(records.getCheck, { params: idParam, response: checkRecordView }, '检查检验详情', (ctx, { params }) =>
    checkRecordDetail(ctx, params.id),
  );

  add(
    records.setCheckRemark,
    { params: idParam, body: doctorRemarkBody, response: checkRecordView },
    { summary: '医生备注', description: 'Servicers of the patient scope.' },
    (ctx, { params, body }) => setDoctorRemark(ctx, params.id, body.doctorRemark),
  );

  add(records.removeCheck, { params: idParam }, '删除检查检验记录', (ctx, { params }) =>
    deleteCheckRecord(ctx, params.id),
  );

  add(
    records.addExamination,
    { body: examinationBody, response: examinationView },
    { summary: '添加体检记录', description: 'Servicers, for a patient of their scope.', access: 'servicer' },
    (ctx, { body }) => addExamination(ctx, body),
  );

  add(
    records.listExaminations,
    { query: patientPageQuery, response: examinationPage },
    { summary: '体检记录', description: SCOPE },
    (ctx, { query }) => listExaminations(ctx, query),
  );

  add(records.getExamination, { params: idParam, response: examinationView }, '体检详情', (ctx, { params }) =>
    examinationDetail(ctx, params.id),
  );

  add(
    records.addDiagnosis,
    { body: diagnosisRecordBody, response: diagnosisRecordView },
    {
      summary: '添加诊断记录',
      description: 'Servicers, for a patient of their scope; doctorId defaults to the writer.',
      access: 'servicer',
    },
    (ctx, { body }) => addDiagnosisRecord(ctx, body),
  );

  add(
    records.listDiagnoses,
    { query: patientPageQuery, response: diagnosisRecordPage },
    { summary: '诊断记录', description: SCOPE },
    (ctx, { query }) => listDiagnosisRecords(ctx, query),
  );

  add(
    records.getDiagnosis,
    { params: idParam, response: diagnosisRecordView },
    '诊断记录详情',
    (ctx, { params }) => diagnosisRecordDetail(ctx, params.id),
  );

  add(
    records.addArchiveDiagnosis,
    { body: archiveDiagnosisBody, response: archiveDiagnosisView },
    {
      summary: '家属添加档案诊断',
      description:
        'Customers, for a patient bound to the account (another patient answers 404). A disease type 1-4 or a disease name.',
      access: 'customer',
    },
    (ctx, { body }) => addArchiveDiagnosis(ctx, body),
  );

  add(
    records.listArchiveDiagnoses,
    { query: archiveDiagnosisQuery, response: archiveDiagnosisPage },
    { summary: '档案诊断（家属填写）', description: SCOPE },
    (ctx, { query }) => listArchiveDiagnoses(ctx, query),
  );
}
