import {
  doctorFunctionTypeParams,
  doctorIdParams,
  doctorListQuery,
  doctorPage,
  doctorProfileView,
  doctorUserParams,
  idParam,
  inquiryFunctionBody,
  inquiryFunctionOrNull,
  inquiryFunctionView,
  scheduleBody,
  scheduleDateQuery,
  scheduleList,
  updateDoctorBody,
} from '@kanghu/shared';
import { doctor } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../plugins/route.ts';
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

/** Doctor profiles, inquiry function settings and schedules (issue 5 section 1). */
export default async function doctorRoutes(app: FastifyInstance) {
  const add = routes(app, { access: 'user', tags });
  add(doctor.list, { summary: '医生列表', query: doctorListQuery, response: doctorPage }, (ctx, { query }) =>
    list(ctx, query),
  );
  add(doctor.get, { summary: '医生详情', params: idParam, response: doctorProfileView }, (ctx, { params }) =>
    byId(ctx, params.id),
  );
  add(
    doctor.byUser,
    { summary: '按用户查医生', params: doctorUserParams, response: doctorProfileView },
    (ctx, { params }) => byUser(ctx, params.userId),
  );
  add(
    doctor.update,
    {
      summary: '修改医生资料',
      description: 'The doctor themself, or admins and staff.',
      params: idParam,
      body: updateDoctorBody,
      response: doctorProfileView,
    },
    (ctx, { params, body }) => update(ctx, params.id, body),
  );

  add(
    doctor.createFunction,
    { summary: '问诊服务设置', body: inquiryFunctionBody, response: inquiryFunctionView },
    (ctx, { body }) => createFunction(ctx, body),
  );
  add(
    doctor.updateFunction,
    {
      summary: '修改问诊服务设置',
      params: idParam,
      body: inquiryFunctionBody,
      response: inquiryFunctionView,
    },
    (ctx, { params, body }) => putFunction(ctx, params.id, body),
  );
  add(
    doctor.getFunction,
    { summary: '问诊服务设置详情', params: idParam, response: inquiryFunctionView },
    (ctx, { params }) => getFunction(ctx, params.id),
  );
  add(
    doctor.functionByType,
    { summary: '医生某类问诊设置', params: doctorFunctionTypeParams, response: inquiryFunctionOrNull },
    (ctx, { params }) => getFunctionByType(ctx, params.doctorId, params.type),
  );

  add(
    doctor.schedules,
    { summary: '医生某日排班', params: doctorIdParams, query: scheduleDateQuery, response: scheduleList },
    (ctx, { params, query }) => schedulesOf(ctx, params.doctorId, query.date),
  );
  add(
    doctor.saveSchedule,
    {
      summary: '设置某日排班',
      description: 'Replaces the signed-in doctor’s schedule of the date and kind (offline by default).',
      access: 'servicer',
      body: scheduleBody,
      response: scheduleList,
    },
    (ctx, { body }) => saveSchedule(ctx, body),
  );
}
