import { careDataContract } from '@kanghu/shared/contracts';
import { careData } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import { findLocalPatient, multivariateShow } from './lookup-service.ts';
import { healthPath } from './path-service.ts';
import { listPhysicalSigns, savePhysicalSigns } from './physical-sign-service.ts';
import * as recordsService from './records-service.ts';

const tags = ['patient'];
const SCOPE =
  'A customer sees the patients bound to the account; a servicer the patients of the org or their own. Another scope or project answers 404.';

/** Patient data calls: lookup, multivariate flags, medication, check orders and curves, signs, path. */
export default async function patientDataRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'user', tags });
  serve(careData, careDataContract, {
    findLocalPatient: {
      summary: '查找本项目患者（绑定用）',
      description:
        'Answers the patient (masked) only when ID number, name AND phone all match; any mismatch answers the same 404. Guarded like a login: 5 misses per account in 15 minutes answer 429.',
      handle: (ctx, { body }) => findLocalPatient(ctx, body),
    },
    multivariate: {
      summary: '多元数据展示标记',
      description: `Which data areas of the patient have data (flags, counts, latest time). ${SCOPE}`,
      handle: (ctx, { query }) => multivariateShow(ctx, query.patientId),
    },
    medicineList: {
      summary: '用药记录',
      description: SCOPE,
      handle: (ctx, { query }) => recordsService.listMedicineRecords(ctx, query),
    },
    medicineAdd: {
      summary: '添加用药记录',
      description: SCOPE,
      handle: (ctx, { body }) => recordsService.addMedicineRecord(ctx, body),
    },
    checkOrderAdd: {
      summary: '预约检查检验',
      description: `State 0 submitted, 1 completed, 2 cancelled. ${SCOPE}`,
      handle: (ctx, { body }) => recordsService.addCheckOrder(ctx, body),
    },
    checkOrderList: {
      summary: '检查检验预约列表',
      description: SCOPE,
      handle: (ctx, { query }) => recordsService.listCheckOrders(ctx, query),
    },
    checkCurve: {
      summary: '检查检验指标曲线',
      description: `The item's values over time from its check/inspection records (the first number of each result). ${SCOPE}`,
      handle: (ctx, { query }) => recordsService.checkCurve(ctx, query),
    },
    physicalSignList: {
      summary: '体征记录',
      description: SCOPE,
      handle: (ctx, { query }) => listPhysicalSigns(ctx, query),
    },
    physicalSignSave: {
      summary: '保存体征（服务人员）',
      description:
        'Servicers, for a patient of their scope found by ID number (name must match). Each reading becomes a measurement with source doctor; abnormal ones are pushed to the patient doctor (FAMILY_DOCTOR_MEASURE_DATA).',
      access: 'servicer',
      handle: (ctx, { body }) => savePhysicalSigns(ctx, body),
    },
    healthPath: {
      summary: '健康管理路径',
      description: `The patient's programme as a timeline from real records. ${SCOPE}`,
      handle: (ctx, { query }) => healthPath(ctx, query.patientId),
    },
  });
}
