import { recordsContract } from '@kanghu/shared/contracts';
import { records } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import { addArchiveDiagnosis, listArchiveDiagnoses } from './archive-service.ts';
import * as service from './service.ts';

const tags = ['records'];
const SCOPE =
  'A customer sees the patients bound to the account; a servicer the patients of the org or their own. Another scope or project answers 404.';

/** Health records of a patient: check/inspection, physical examination and diagnosis records. */
export default async function recordsRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'user', tags });
  serve(records, recordsContract, {
    addCheck: {
      summary: '添加检查检验记录',
      description: `${SCOPE} Attachments are addresses answered by /api/upload/file of this project.`,
      handle: (ctx, { body }) => service.addCheckRecord(ctx, body),
    },
    listChecks: {
      summary: '检查检验记录',
      description: SCOPE,
      handle: (ctx, { query }) => service.listCheckRecords(ctx, query),
    },
    getCheck: {
      summary: '检查检验详情',
      handle: (ctx, { params }) => service.checkRecordDetail(ctx, params.id),
    },
    setCheckRemark: {
      summary: '医生备注',
      description: 'Servicers of the patient scope.',
      handle: (ctx, { params, body }) => service.setDoctorRemark(ctx, params.id, body.doctorRemark),
    },
    removeCheck: {
      summary: '删除检查检验记录',
      handle: (ctx, { params }) => service.deleteCheckRecord(ctx, params.id),
    },
    addExamination: {
      summary: '添加体检记录',
      description: 'Servicers, for a patient of their scope.',
      access: 'servicer',
      handle: (ctx, { body }) => service.addExamination(ctx, body),
    },
    listExaminations: {
      summary: '体检记录',
      description: SCOPE,
      handle: (ctx, { query }) => service.listExaminations(ctx, query),
    },
    getExamination: {
      summary: '体检详情',
      handle: (ctx, { params }) => service.examinationDetail(ctx, params.id),
    },
    addDiagnosis: {
      summary: '添加诊断记录',
      description: 'Servicers, for a patient of their scope; doctorId defaults to the writer.',
      access: 'servicer',
      handle: (ctx, { body }) => service.addDiagnosisRecord(ctx, body),
    },
    listDiagnoses: {
      summary: '诊断记录',
      description: SCOPE,
      handle: (ctx, { query }) => service.listDiagnosisRecords(ctx, query),
    },
    getDiagnosis: {
      summary: '诊断记录详情',
      handle: (ctx, { params }) => service.diagnosisRecordDetail(ctx, params.id),
    },
    addArchiveDiagnosis: {
      summary: '家属添加档案诊断',
      description:
        'Customers, for a patient bound to the account (another patient answers 404). A disease type 1-4 or a disease name.',
      access: 'customer',
      handle: (ctx, { body }) => addArchiveDiagnosis(ctx, body),
    },
    listArchiveDiagnoses: {
      summary: '档案诊断（家属填写）',
      description: SCOPE,
      handle: (ctx, { query }) => listArchiveDiagnoses(ctx, query),
    },
  });
}
