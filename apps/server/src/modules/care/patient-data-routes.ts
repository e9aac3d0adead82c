import {
  checkCurveQuery,
  checkCurveView,
  checkOrderBody,
  checkOrderPage,
  checkOrderQuery,
  checkOrderView,
  envelope,
  findLocalPatientBody,
  findLocalPatientView,
  healthPathView,
  medicineRecordBody,
  medicineRecordPage,
  medicineRecordQuery,
  medicineRecordView,
  multivariateView,
  patientIdQuery,
  physicalSignBody,
  physicalSignPage,
  physicalSignQuery,
  physicalSignView,
} from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Services } from '../../services.ts';
import { findLocalPatient, multivariateShow } from './lookup-service.ts';
import { healthPath } from './path-service.ts';
import { listPhysicalSigns, savePhysicalSigns } from './physical-sign-service.ts';
import {
  addCheckOrder,
  addMedicineRecord,
  checkCurve,
  listCheckOrders,
  listMedicineRecords,
} from './records-service.ts';

const tags = ['patient'];
const SCOPE =
  'A customer sees the patients bound to the account; a servicer the patients of the org or their own. Another scope or project answers 404.';

/** Patient data calls: lookup, multivariate flags, medication, check orders and curves, signs, path. */
export default async function patientDataRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/patient/find/local/patient',
    {
      schema: {
        body: findLocalPatientBody,
        response: { 200: envelope(findLocalPatientView) },
        tags,
        summary: '查找本项目患者（绑定用）',
        description:
          'Answers the patient (masked) only when ID number, name AND phone all match; any mismatch answers the same 404. Guarded like a login: 5 misses per account in 15 minutes answer 429.',
      },
    },
    async (request) => ({ success: true, data: await findLocalPatient(services, request, request.body) }),
  );

  r.post(
    '/api/multivariate/data/related/show',
    {
      schema: {
        querystring: patientIdQuery,
        response: { 200: envelope(multivariateView) },
        tags,
        summary: '多元数据展示标记',
        description: `Which data areas of the patient have data (flags, counts, latest time). ${SCOPE}`,
      },
    },
    async (request) => ({
      success: true,
      data: await multivariateShow(services, request, request.query.patientId),
    }),
  );

  r.get(
    '/api/patient/medicine/record',
    {
      schema: {
        querystring: medicineRecordQuery,
        response: { 200: envelope(medicineRecordPage) },
        tags,
        summary: '用药记录',
        description: SCOPE,
      },
    },
    async (request) => ({ success: true, data: await listMedicineRecords(services, request, request.query) }),
  );

  r.post(
    '/api/patient/medicine/record',
    {
      schema: {
        body: medicineRecordBody,
        response: { 200: envelope(medicineRecordView) },
        tags,
        summary: '添加用药记录',
        description: SCOPE,
      },
    },
    async (request) => ({ success: true, data: await addMedicineRecord(services, request, request.body) }),
  );

  r.post(
    '/api/patient/check/inspection/order',
    {
      schema: {
        body: checkOrderBody,
        response: { 200: envelope(checkOrderView) },
        tags,
        summary: '预约检查检验',
        description: `State 0 submitted, 1 completed, 2 cancelled. ${SCOPE}`,
      },
    },
    async (request) => ({ success: true, data: await addCheckOrder(services, request, request.body) }),
  );

  r.get(
    '/api/patient/check/inspection/order',
    {
      schema: {
        querystring: checkOrderQuery,
        response: { 200: envelope(checkOrderPage) },
        tags,
        summary: '检查检验预约列表',
        description: SCOPE,
      },
    },
    async (request) => ({ success: true, data: await listCheckOrders(services, request, request.query) }),
  );

  r.get(
    '/api/patient/check/inspection/curve',
    {
      schema: {
        querystring: checkCurveQuery,
        response: { 200: envelope(checkCurveView) },
        tags,
        summary: '检查检验指标曲线',
        description: `The item's values over time from its check/inspection records (the first number of each result). ${SCOPE}`,
      },
    },
    async (request) => ({ success: true, data: await checkCurve(services, request, request.query) }),
  );

  r.get(
    '/api/patient/physical/sign/list',
    {
      schema: {
        querystring: physicalSignQuery,
        response: { 200: envelope(physicalSignPage) },
        tags,
        summary: '体征记录',
        description: SCOPE,
      },
    },
    async (request) => ({ success: true, data: await listPhysicalSigns(services, request, request.query) }),
  );

  r.post(
    '/api/patient/physical/sign/save',
    {
      schema: {
        body: physicalSignBody,
        response: { 200: envelope(physicalSignView) },
        tags,
        summary: '保存体征（服务人员）',
        description:
          'Servicers, for a patient of their scope found by ID number (name must match). Each reading becomes a measurement with source doctor; abnormal ones are pushed to the patient doctor (FAMILY_DOCTOR_MEASURE_DATA).',
      },
    },
    async (request) => ({
      success: true,
      data: await savePhysicalSigns(services, app, request, request.body),
    }),
  );

  r.get(
    '/api/patient/health/manage/path',
    {
      schema: {
        querystring: patientIdQuery,
        response: { 200: envelope(healthPathView) },
        tags,
        summary: '健康管理路径',
        description: `The patient's programme as a timeline from real records. ${SCOPE}`,
      },
    },
    async (request) => ({
      success: true,
      data: await healthPath(services, request, request.query.patientId),
    }),
  );
}
