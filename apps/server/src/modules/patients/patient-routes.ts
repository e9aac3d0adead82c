import {
  assignDoctorBody,
  envelope,
  idParam,
  page,
  patientCounts,
  patientDetail,
  patientIdcardField,
  patientIdParam,
  patientListItem,
  patientListQuery,
  remarkBody,
  upsertPatientBody,
} from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services.ts';
import {
  assignDoctor,
  diseaseCategories,
  findByIdcard,
  patientCountsOf,
  setRemark,
  todayNewPatients,
} from './care-service.ts';
import {
  createPatient,
  deletePatient,
  getPatient,
  listPatients,
  updatePatientById,
} from './patient-service.ts';

const tags = ['patient'];
const ok = { success: true, data: null } as const;

/** Patient records: CRUD, lookups and counts (who sees what: modules/patients/access.ts). */
export default async function patientRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/patient',
    {
      schema: {
        querystring: patientListQuery,
        response: { 200: envelope(page(patientListItem)) },
        tags,
        summary: '患者列表',
        description:
          'Customers: their bound patients; doctors and assistants: the patients of their org; admins and staff: the project. ID and phone masked.',
      },
    },
    async (request) => ({ success: true, data: await listPatients(services, request, request.query) }),
  );

  r.post(
    '/api/patient',
    {
      schema: {
        body: upsertPatientBody,
        response: { 200: envelope(patientDetail) },
        tags,
        summary: '新增患者',
        description:
          'A customer creates a patient bound to their account (relation, default 本人). A servicer creates one in their org, optionally bound to customer `userId`. An ID number already on file: 400 (bind by code or SMS instead). Sex and birthday come from the ID number.',
      },
    },
    async (request) => ({ success: true, data: await createPatient(services, request, request.body) }),
  );

  r.get(
    '/api/patient/disease/category',
    {
      schema: {
        response: {
          200: envelope(
            z.array(
              z.object({
                type: z.number(),
                code: z.string(),
                name: z.string(),
                levels: z.array(z.object({ level: z.number(), name: z.string() })),
              }),
            ),
          ),
        },
        tags,
        summary: '疾病分类',
        description: 'Disease types 1 hypertension, 2 diabetes, 3 COPD, 4 lipids with their group levels.',
      },
    },
    async () => ({ success: true, data: diseaseCategories() }),
  );

  r.get(
    '/api/patient/all/count',
    {
      schema: { response: { 200: envelope(patientCounts) }, tags, summary: '患者统计' },
    },
    async (request) => ({ success: true, data: await patientCountsOf(services, request) }),
  );

  r.get(
    '/api/patient/doctor/today/new',
    {
      schema: {
        response: { 200: envelope(z.array(patientListItem)) },
        tags,
        summary: '今日新增患者',
        description: 'Servicers: patients of their scope created today (China time).',
      },
    },
    async (request) => ({ success: true, data: await todayNewPatients(services, request) }),
  );

  r.get(
    '/api/patient/idcard/:idcard',
    {
      schema: {
        params: z.object({ idcard: patientIdcardField }),
        response: { 200: envelope(patientListItem) },
        tags,
        summary: '按身份证号查找患者',
        description: 'Servicers, within their scope (404 otherwise). Masked.',
      },
    },
    async (request) => ({
      success: true,
      data: await findByIdcard(services, request, request.params.idcard),
    }),
  );

  r.put(
    '/api/patient/doctor/:patientId',
    {
      schema: {
        params: patientIdParam,
        body: assignDoctorBody,
        response: { 200: envelope(z.null()) },
        tags,
        summary: '分配医生',
        description:
          "Servicers; doctors and assistants only within their org. The patient moves to the doctor's org.",
      },
    },
    async (request) => {
      await assignDoctor(services, request, request.params.patientId, request.body.doctorId);
      return ok;
    },
  );

  r.put(
    '/api/patient/add/remark/:id',
    {
      schema: {
        params: idParam,
        body: remarkBody,
        response: { 200: envelope(z.null()) },
        tags,
        summary: '患者备注',
      },
    },
    async (request) => {
      await setRemark(services, request, request.params.id, request.body.remark);
      return ok;
    },
  );

  r.get(
    '/api/patient/:id',
    {
      schema: {
        params: idParam,
        response: { 200: envelope(patientDetail) },
        tags,
        summary: '患者详情',
        description: 'The full ID and phone, for someone allowed to see the patient; 404 otherwise.',
      },
    },
    async (request) => ({ success: true, data: await getPatient(services, request, request.params.id) }),
  );

  r.put(
    '/api/patient/:id',
    {
      schema: {
        params: idParam,
        body: upsertPatientBody,
        response: { 200: envelope(patientDetail) },
        tags,
        summary: '修改患者',
        description: 'Anyone who sees the patient; categoryList by servicers only (403).',
      },
    },
    async (request) => ({
      success: true,
      data: await updatePatientById(services, request, request.params.id, request.body),
    }),
  );

  r.delete(
    '/api/patient/:id',
    {
      schema: {
        params: idParam,
        response: { 200: envelope(z.null()) },
        tags,
        summary: '删除患者',
        description: 'A customer removes the patient from their account; the record stays. Servicers: 403.',
      },
    },
    async (request) => {
      await deletePatient(services, request, request.params.id);
      return ok;
    },
  );
}
