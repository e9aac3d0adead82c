import { patientContract } from '@kanghu/shared/contracts';
import { patient } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import * as careService from './care-service.ts';
import { listPatients, patientCountsOf } from './list-service.ts';
import * as patientService from './patient-service.ts';

const tags = ['patient'];

/** Patient records: CRUD, lookups and counts (who sees what: core/access.ts). */
export default function patientRoutes(app: FastifyInstance): void {
  const serve = routeTable(app, { access: 'user', tags });
  serve(patient, patientContract, {
    list: {
      summary: '患者列表',
      description:
        'Customers: their bound patients; doctors and assistants: the patients of their org and their own (scope=mine: only their own); admins and staff: the project. Filters: search (name, phone, ID number), diseaseType with level, tagId, isChild, abnormal=1 (an abnormal reading in the last 7 days). sortType ctime_desc | ctime_asc | time_desc (latest reading). Each row carries disease groups, tags and the latest graded reading; ID and phone masked.',
      handle: (ctx, { query }) => listPatients(ctx, query),
    },
    create: {
      summary: '新增患者',
      description:
        'A customer creates a patient bound to their account (relation, default 本人). A servicer creates one in their org, optionally bound to customer `userId`. An ID number already on file: 400 (bind by code or SMS instead). Sex and birthday come from the ID number.',
      handle: (ctx, { body }) => patientService.createPatient(ctx, body),
    },
    diseaseCategories: {
      summary: '疾病分类',
      description: 'Disease types 1 hypertension, 2 diabetes, 3 COPD, 4 lipids with their group levels.',
      handle: () => careService.diseaseCategories(),
    },
    counts: {
      summary: '患者统计',
      description:
        "Counts of the caller's scope: total, children, created today (China time), the caller's own, abnormal in the last 7 days, per disease and per group level.",
      handle: (ctx) => patientCountsOf(ctx),
    },
    todayNew: {
      summary: '今日新增患者',
      description: 'Servicers: patients of their scope created today (China time).',
      access: 'servicer',
      handle: (ctx) => careService.todayNewPatients(ctx),
    },
    byIdcard: {
      summary: '按身份证号查找患者',
      description: 'Servicers, within their scope (404 otherwise). Masked.',
      access: 'servicer',
      handle: (ctx, { params }) => careService.findByIdcard(ctx, params.idcard),
    },
    assignDoctor: {
      summary: '分配医生',
      description:
        "Servicers; doctors and assistants only within their org. The patient moves to the doctor's org.",
      access: 'servicer',
      handle: (ctx, { params, body }) => careService.assignDoctor(ctx, params.patientId, body.doctorId),
    },
    setRemark: {
      summary: '患者备注',
      access: 'servicer',
      handle: (ctx, { params, body }) => careService.setRemark(ctx, params.id, body.remark),
    },
    get: {
      summary: '患者详情',
      description: 'The full ID and phone, for someone allowed to see the patient; 404 otherwise.',
      handle: (ctx, { params }) => patientService.getPatient(ctx, params.id),
    },
    update: {
      summary: '修改患者',
      description: 'Anyone who sees the patient; categoryList by servicers only (403).',
      handle: (ctx, { params, body }) => patientService.updatePatientById(ctx, params.id, body),
    },
    remove: {
      summary: '删除患者',
      description: 'A customer removes the patient from their account; the record stays. Servicers: 403.',
      handle: (ctx, { params }) => patientService.deletePatient(ctx, params.id),
    },
  });
}
