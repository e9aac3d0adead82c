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
import { route, routes } from '../../plugins/route.ts';
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
    {
      summary: '添加检查检验记录',
      description: `${SCOPE} Attachments are addresses answered by /api/upload/file of this project.`,
      body: checkRecordBody,
      response: checkRecordView,
    },
    (ctx, { body }) => addCheckRecord(ctx, body),
  );

  add(
    records.listChecks,
    { summary: '检查检验记录', description: SCOPE, query: checkRecordQuery, response: checkRecordPage },
    (ctx, { query }) => listCheckRecords(ctx, query),
  );

  add(
    records.getCheck,
    { summary: '检查检验详情', params: idParam, response: checkRecordView },
    (ctx, { params }) => checkRecordDetail(ctx, params.id),
  );

  add(
    records.setCheckRemark,
    {
      summary: '医生备注',
      description: 'Servicers of the patient scope.',
      params: idParam,
      body: doctorRemarkBody,
      response: checkRecordView,
    },
    (ctx, { params, body }) => setDoctorRemark(ctx, params.id, body.doctorRemark),
  );

  route(
    app,
    records.removeCheck,
    { access: 'user', schemas: { params: idParam }, tags, summary: '删除检查检验记录' },
    (ctx, { params }) => deleteCheckRecord(ctx, params.id),
  );

  add(
    records.addExamination,
    {
      summary: '添加体检记录',
      description: 'Servicers, for a patient of their scope.',
      access: 'servicer',
      body: examinationBody,
      response: examinationView,
    },
    (ctx, { body }) => addExamination(ctx, body),
  );

  add(
    records.listExaminations,
    { summary: '体检记录', description: SCOPE, query: patientPageQuery, response: examinationPage },
    (ctx, { query }) => listExaminations(ctx, query),
  );

  route(
    app,
    records.getExamination,
    { access: 'user', schemas: { params: idParam, response: examinationView }, tags, summary: '体检详情' },
    (ctx, { params }) => examinationDetail(ctx, params.id),
  );

  add(
    records.addDiagnosis,
    {
      summary: '添加诊断记录',
      description: 'Servicers, for a patient of their scope; doctorId defaults to the writer.',
      access: 'servicer',
      body: diagnosisRecordBody,
      response: diagnosisRecordView,
    },
    (ctx, { body }) => addDiagnosisRecord(ctx, body),
  );

  add(
    records.listDiagnoses,
    { summary: '诊断记录', description: SCOPE, query: patientPageQuery, response: diagnosisRecordPage },
    (ctx, { query }) => listDiagnosisRecords(ctx, query),
  );

  add(
    records.getDiagnosis,
    { summary: '诊断记录详情', params: idParam, response: diagnosisRecordView },
    (ctx, { params }) => diagnosisRecordDetail(ctx, params.id),
  );

  add(
    records.addArchiveDiagnosis,
    {
      summary: '家属添加档案诊断',
      description:
        'Customers, for a patient bound to the account (another patient answers 404). A disease type 1-4 or a disease name.',
      access: 'customer',
      body: archiveDiagnosisBody,
      response: archiveDiagnosisView,
    },
    (ctx, { body }) => addArchiveDiagnosis(ctx, body),
  );

  add(
    records.listArchiveDiagnoses,
    {
      summary: '档案诊断（家属填写）',
      description: SCOPE,
      query: archiveDiagnosisQuery,
      response: archiveDiagnosisPage,
    },
    (ctx, { query }) => listArchiveDiagnoses(ctx, query),
  );
}
