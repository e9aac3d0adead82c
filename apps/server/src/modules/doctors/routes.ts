import {
  dateField,
  doctorListQuery,
  doctorProfileView,
  envelope,
  idParam,
  inquiryFunctionBody,
  inquiryFunctionView,
  page,
  scheduleBody,
  scheduleView,
  updateDoctorBody,
} from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import {
  byId,
  byUser,
  createFunction,
  getFunction,
  getFunctionByType,
  list,
  putFunction,
  saveSchedule,
  schedulesOf,
  update,
} from './service.ts';

const tags = ['doctor'];
const idField = z.coerce
  .number({ error: 'id须为数字' })
  .int('id须为整数')
  .positive('id须为正整数')
  .max(2_147_483_647, 'id超出范围');
const one = { 200: envelope(doctorProfileView) };
const fn = { 200: envelope(inquiryFunctionView) };

/** Doctor profiles, inquiry function settings and schedules (issue 5 section 1). */
export default async function doctorRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/doctor',
    {
      schema: {
        querystring: doctorListQuery,
        response: { 200: envelope(page(doctorProfileView)) },
        tags,
        summary: '医生列表',
      },
    },
    async (request) => ({
      success: true,
      data: await list(services, requireSession(request), request.query),
    }),
  );
  r.get(
    '/api/doctor/:id',
    { schema: { params: idParam, response: one, tags, summary: '医生详情' } },
    async (request) => ({
      success: true,
      data: await byId(services, requireSession(request), request.params.id),
    }),
  );
  r.get(
    '/api/doctor/user/:userId',
    { schema: { params: z.object({ userId: idField }), response: one, tags, summary: '按用户查医生' } },
    async (request) => ({
      success: true,
      data: await byUser(services, requireSession(request), request.params.userId),
    }),
  );
  r.put(
    '/api/doctor/:id',
    { schema: { params: idParam, body: updateDoctorBody, response: one, tags, summary: '修改医生资料' } },
    async (request) => ({
      success: true,
      data: await update(services, requireSession(request), request.params.id, request.body),
    }),
  );

  r.post(
    '/api/doctor/inquiry/function',
    { schema: { body: inquiryFunctionBody, response: fn, tags, summary: '问诊服务设置' } },
    async (request) => ({
      success: true,
      data: await createFunction(services, requireSession(request), request.body),
    }),
  );
  r.put(
    '/api/doctor/inquiry/function/:id',
    {
      schema: { params: idParam, body: inquiryFunctionBody, response: fn, tags, summary: '修改问诊服务设置' },
    },
    async (request) => ({
      success: true,
      data: await putFunction(services, requireSession(request), request.params.id, request.body),
    }),
  );
  r.get(
    '/api/doctor/inquiry/function/:id',
    { schema: { params: idParam, response: fn, tags, summary: '问诊服务设置详情' } },
    async (request) => ({
      success: true,
      data: await getFunction(services, requireSession(request), request.params.id),
    }),
  );
  r.get(
    '/api/doctor/inquiry/function/doctor/:doctorId/type/:type',
    {
      schema: {
        params: z.object({ doctorId: idField, type: idField }),
        response: { 200: envelope(inquiryFunctionView.nullable()) },
        tags,
        summary: '医生某类问诊设置',
      },
    },
    async (request) => ({
      success: true,
      data: await getFunctionByType(
        services,
        requireSession(request),
        request.params.doctorId,
        request.params.type,
      ),
    }),
  );

  r.get(
    '/api/doctor/inquiry/schedule/doctor/date/:doctorId',
    {
      schema: {
        params: z.object({ doctorId: idField }),
        querystring: z.object({ date: dateField }),
        response: { 200: envelope(z.array(scheduleView)) },
        tags,
        summary: '医生某日排班',
      },
    },
    async (request) => ({
      success: true,
      data: await schedulesOf(services, requireSession(request), request.params.doctorId, request.query.date),
    }),
  );
  r.post(
    '/api/doctor/inquiry/schedule/segment/date/offline',
    {
      schema: {
        body: scheduleBody,
        response: { 200: envelope(z.array(scheduleView)) },
        tags,
        summary: '设置某日排班',
        description: 'Replaces the signed-in doctor’s schedule of the date and kind (offline by default).',
      },
    },
    async (request) => ({
      success: true,
      data: await saveSchedule(services, requireSession(request), request.body),
    }),
  );
}
