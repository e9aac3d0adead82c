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
import { route } from '../../plugins/route.ts';
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
  route(
    app,
    records.addCheck,
    {
      access: 'user',
      schemas: { body: checkRecordBody, response: checkRecordView },
      tags,
      summary: '添加检查检验记录',
      description: `${SCOPE} Attachments are addresses answered by /api/upload/file of this project.`,
    },
    (ctx, { body }) => addCheckRecord(ctx, body),
  );

  route(
    app,
    records.listChecks,
    {
      access: 'user',
      schemas: { query: checkRecordQuery, response: checkRecordPage },
      tags,
      summary: '检查检验记录',
      description: SCOPE,
    },
    (ctx, { query }) => listCheckRecords(ctx, query),
  );

  route(
    app,
    records.getCheck,
    {
      access: 'user',
      schemas: { params: idParam, response: checkRecordView },
      tags,
      summary: '检查检验详情',
    },
    (ctx, { params }) => checkRecordDetail(ctx, params.id),
  );

  route(
    app,
    records.setCheckRemark,
    {
      access: 'user',
      schemas: { params: idParam, body: doctorRemarkBody, response: checkRecordView },
      tags,
      summary: '医生备注',
      description: 'Servicers of the patient scope.',
    },
    (ctx, { params, body }) => setDoctorRemark(ctx, params.id, body.doctorRemark),
  );

  route(
    app,
    records.removeCheck,
    { access: 'user', schemas: { params: idParam }, tags, summary: '删除检查检验记录' },
    (ctx, { params }) => deleteCheckRecord(ctx, params.id),
  );

  route(
    app,
    records.addExamination,
    {
      access: 'servicer',
      schemas: { body: examinationBody, response: examinationView },
      tags,
      summary: '添加体检记录',
      description: 'Servicers, for a patient of their scope.',
    },
    (ctx, { body }) => addExamination(ctx, body),
  );

  route(
    app,
    records.listExaminations,
    {
      access: 'user',
      schemas: { query: patientPageQuery, response: examinationPage },
      tags,
      summary: '体检记录',
      description: SCOPE,
    },
    (ctx, { query }) => listExaminations(ctx, query),
  );

  route(
    app,
    records.getExamination,
    { access: 'user', schemas: { params: idParam, response: examinationView }, tags, summary: '体检详情' },
    (ctx, { params }) => examinationDetail(ctx, params.id),
  );

  route(
    app,
    records.addDiagnosis,
    {
      access: 'servicer',
      schemas: { body: diagnosisRecordBody, response: diagnosisRecordView },
      tags,
      summary: '添加诊断记录',
      description: 'Servicers, for a patient of their scope; doctorId defaults to the writer.',
    },
    (ctx, { body }) => addDiagnosisRecord(ctx, body),
  );

  route(
    app,
    records.listDiagnoses,
    {
      access: 'user',
      schemas: { query: patientPageQuery, response: diagnosisRecordPage },
      tags,
      summary: '诊断记录',
      description: SCOPE,
    },
    (ctx, { query }) => listDiagnosisRecords(ctx, query),
  );

  route(
    app,
    records.getDiagnosis,
    {
      access: 'user',
      schemas: { params: idParam, response: diagnosisRecordView },
      tags,
      summary: '诊断记录详情',
    },
    (ctx, { params }) => diagnosisRecordDetail(ctx, params.id),
  );

  route(
    app,
    records.addArchiveDiagnosis,
    {
      access: 'customer',
      schemas: { body: archiveDiagnosisBody, response: archiveDiagnosisView },
      tags,
      summary: '家属添加档案诊断',
      description:
        'Customers, for a patient bound to the account (another patient answers 404). A disease type 1-4 or a disease name.',
    },
    (ctx, { body }) => addArchiveDiagnosis(ctx, body),
  );

  route(
    app,
    records.listArchiveDiagnoses,
    {
      access: 'user',
      schemas: { query: archiveDiagnosisQuery, response: archiveDiagnosisPage },
      tags,
      summary: '档案诊断（家属填写）',
      description: SCOPE,
    },
    (ctx, { query }) => listArchiveDiagnoses(ctx, query),
  );
}
