import {
  checkRecordBody,
  checkRecordPage,
  checkRecordQuery,
  checkRecordView,
  diagnosisRecordBody,
  diagnosisRecordPage,
  diagnosisRecordView,
  doctorRemarkBody,
  envelope,
  examinationBody,
  examinationPage,
  examinationView,
  idParam,
  patientPageQuery,
} from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services.ts';
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
export default async function recordsRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/patient/check/inspection/record',
    {
      schema: {
        body: checkRecordBody,
        response: { 200: envelope(checkRecordView) },
        tags,
        summary: '添加检查检验记录',
        description: `${SCOPE} Attachments are addresses answered by /api/upload/file of this project.`,
      },
    },
    async (request) => ({ success: true, data: await addCheckRecord(services, request, request.body) }),
  );

  r.get(
    '/api/patient/check/inspection/record',
    {
      schema: {
        querystring: checkRecordQuery,
        response: { 200: envelope(checkRecordPage) },
        tags,
        summary: '检查检验记录',
        description: SCOPE,
      },
    },
    async (request) => ({ success: true, data: await listCheckRecords(services, request, request.query) }),
  );

  r.get(
    '/api/patient/check/inspection/record/:id',
    {
      schema: {
        params: idParam,
        response: { 200: envelope(checkRecordView) },
        tags,
        summary: '检查检验详情',
      },
    },
    async (request) => ({
      success: true,
      data: await checkRecordDetail(services, request, request.params.id),
    }),
  );

  r.put(
    '/api/patient/check/inspection/record/:id/remark',
    {
      schema: {
        params: idParam,
        body: doctorRemarkBody,
        response: { 200: envelope(checkRecordView) },
        tags,
        summary: '医生备注',
        description: 'Servicers of the patient scope.',
      },
    },
    async (request) => ({
      success: true,
      data: await setDoctorRemark(services, request, request.params.id, request.body.doctorRemark),
    }),
  );

  r.delete(
    '/api/patient/check/inspection/record/:id',
    {
      schema: { params: idParam, response: { 200: envelope(z.null()) }, tags, summary: '删除检查检验记录' },
    },
    async (request) => ({
      success: true,
      data: await deleteCheckRecord(services, request, request.params.id),
    }),
  );

  r.post(
    '/api/patient/examination',
    {
      schema: {
        body: examinationBody,
        response: { 200: envelope(examinationView) },
        tags,
        summary: '添加体检记录',
        description: 'Servicers, for a patient of their scope.',
      },
    },
    async (request) => ({ success: true, data: await addExamination(services, request, request.body) }),
  );

  r.get(
    '/api/patient/examination',
    {
      schema: {
        querystring: patientPageQuery,
        response: { 200: envelope(examinationPage) },
        tags,
        summary: '体检记录',
        description: SCOPE,
      },
    },
    async (request) => ({ success: true, data: await listExaminations(services, request, request.query) }),
  );

  r.get(
    '/api/patient/examination/:id',
    {
      schema: { params: idParam, response: { 200: envelope(examinationView) }, tags, summary: '体检详情' },
    },
    async (request) => ({
      success: true,
      data: await examinationDetail(services, request, request.params.id),
    }),
  );

  r.post(
    '/api/patient/diagnosis/record',
    {
      schema: {
        body: diagnosisRecordBody,
        response: { 200: envelope(diagnosisRecordView) },
        tags,
        summary: '添加诊断记录',
        description: 'Servicers, for a patient of their scope; doctorId defaults to the writer.',
      },
    },
    async (request) => ({
      success: true,
      data: await addDiagnosisRecord(services, request, request.body),
    }),
  );

  r.get(
    '/api/patient/diagnosis/record',
    {
      schema: {
        querystring: patientPageQuery,
        response: { 200: envelope(diagnosisRecordPage) },
        tags,
        summary: '诊断记录',
        description: SCOPE,
      },
    },
    async (request) => ({
      success: true,
      data: await listDiagnosisRecords(services, request, request.query),
    }),
  );

  r.get(
    '/api/patient/diagnosis/record/:id',
    {
      schema: {
        params: idParam,
        response: { 200: envelope(diagnosisRecordView) },
        tags,
        summary: '诊断记录详情',
      },
    },
    async (request) => ({
      success: true,
      data: await diagnosisRecordDetail(services, request, request.params.id),
    }),
  );
}
