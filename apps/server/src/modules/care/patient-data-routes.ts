import {
  checkCurveQuery,
  checkCurveView,
  checkOrderBody,
  checkOrderPage,
  checkOrderQuery,
  checkOrderView,
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
import { careData } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.ts';
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
export default async function patientDataRoutes(app: FastifyInstance) {
  route(
    app,
    careData.findLocalPatient,
    {
      access: 'user',
      schemas: { body: findLocalPatientBody, response: findLocalPatientView },
      tags,
      summary: '查找本项目患者（绑定用）',
      description:
        'Answers the patient (masked) only when ID number, name AND phone all match; any mismatch answers the same 404. Guarded like a login: 5 misses per account in 15 minutes answer 429.',
    },
    (ctx, { body }) => findLocalPatient(ctx, body),
  );

  route(
    app,
    careData.multivariate,
    {
      access: 'user',
      schemas: { query: patientIdQuery, response: multivariateView },
      tags,
      summary: '多元数据展示标记',
      description: `Which data areas of the patient have data (flags, counts, latest time). ${SCOPE}`,
    },
    (ctx, { query }) => multivariateShow(ctx, query.patientId),
  );

  route(
    app,
    careData.medicineList,
    {
      access: 'user',
      schemas: { query: medicineRecordQuery, response: medicineRecordPage },
      tags,
      summary: '用药记录',
      description: SCOPE,
    },
    (ctx, { query }) => listMedicineRecords(ctx, query),
  );

  route(
    app,
    careData.medicineAdd,
    {
      access: 'user',
      schemas: { body: medicineRecordBody, response: medicineRecordView },
      tags,
      summary: '添加用药记录',
      description: SCOPE,
    },
    (ctx, { body }) => addMedicineRecord(ctx, body),
  );

  route(
    app,
    careData.checkOrderAdd,
    {
      access: 'user',
      schemas: { body: checkOrderBody, response: checkOrderView },
      tags,
      summary: '预约检查检验',
      description: `State 0 submitted, 1 completed, 2 cancelled. ${SCOPE}`,
    },
    (ctx, { body }) => addCheckOrder(ctx, body),
  );

  route(
    app,
    careData.checkOrderList,
    {
      access: 'user',
      schemas: { query: checkOrderQuery, response: checkOrderPage },
      tags,
      summary: '检查检验预约列表',
      description: SCOPE,
    },
    (ctx, { query }) => listCheckOrders(ctx, query),
  );

  route(
    app,
    careData.checkCurve,
    {
      access: 'user',
      schemas: { query: checkCurveQuery, response: checkCurveView },
      tags,
      summary: '检查检验指标曲线',
      description: `The item's values over time from its check/inspection records (the first number of each result). ${SCOPE}`,
    },
    (ctx, { query }) => checkCurve(ctx, query),
  );

  route(
    app,
    careData.physicalSignList,
    {
      access: 'user',
      schemas: { query: physicalSignQuery, response: physicalSignPage },
      tags,
      summary: '体征记录',
      description: SCOPE,
    },
    (ctx, { query }) => listPhysicalSigns(ctx, query),
  );

  route(
    app,
    careData.physicalSignSave,
    {
      access: 'servicer',
      schemas: { body: physicalSignBody, response: physicalSignView },
      tags,
      summary: '保存体征（服务人员）',
      description:
        'Servicers, for a patient of their scope found by ID number (name must match). Each reading becomes a measurement with source doctor; abnormal ones are pushed to the patient doctor (FAMILY_DOCTOR_MEASURE_DATA).',
    },
    (ctx, { body }) => savePhysicalSigns(ctx, body),
  );

  route(
    app,
    careData.healthPath,
    {
      access: 'user',
      schemas: { query: patientIdQuery, response: healthPathView },
      tags,
      summary: '健康管理路径',
      description: `The patient's programme as a timeline from real records. ${SCOPE}`,
    },
    (ctx, { query }) => healthPath(ctx, query.patientId),
  );
}
