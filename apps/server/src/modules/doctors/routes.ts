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
import { route } from '../../plugins/route.ts';
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
  route(
    app,
    doctor.list,
    { access: 'user', schemas: { query: doctorListQuery, response: doctorPage }, tags, summary: '医生列表' },
    (ctx, { query }) => list(ctx, query),
  );
  route(
    app,
    doctor.get,
    { access: 'user', schemas: { params: idParam, response: doctorProfileView }, tags, summary: '医生详情' },
    (ctx, { params }) => byId(ctx, params.id),
  );
  route(
    app,
    doctor.byUser,
    {
      access: 'user',
      schemas: { params: doctorUserParams, response: doctorProfileView },
      tags,
      summary: '按用户查医生',
    },
    (ctx, { params }) => byUser(ctx, params.userId),
  );
  route(
    app,
    doctor.update,
    {
      access: 'user',
      schemas: { params: idParam, body: updateDoctorBody, response: doctorProfileView },
      tags,
      summary: '修改医生资料',
      description: 'The doctor themself, or admins and staff.',
    },
    (ctx, { params, body }) => update(ctx, params.id, body),
  );

  route(
    app,
    doctor.createFunction,
    {
      access: 'user',
      schemas: { body: inquiryFunctionBody, response: inquiryFunctionView },
      tags,
      summary: '问诊服务设置',
    },
    (ctx, { body }) => createFunction(ctx, body),
  );
  route(
    app,
    doctor.updateFunction,
    {
      access: 'user',
      schemas: { params: idParam, body: inquiryFunctionBody, response: inquiryFunctionView },
      tags,
      summary: '修改问诊服务设置',
    },
    (ctx, { params, body }) => putFunction(ctx, params.id, body),
  );
  route(
    app,
    doctor.getFunction,
    {
      access: 'user',
      schemas: { params: idParam, response: inquiryFunctionView },
      tags,
      summary: '问诊服务设置详情',
    },
    (ctx, { params }) => getFunction(ctx, params.id),
  );
  route(
    app,
    doctor.functionByType,
    {
      access: 'user',
      schemas: { params: doctorFunctionTypeParams, response: inquiryFunctionOrNull },
      tags,
      summary: '医生某类问诊设置',
    },
    (ctx, { params }) => getFunctionByType(ctx, params.doctorId, params.type),
  );

  route(
    app,
    doctor.schedules,
    {
      access: 'user',
      schemas: { params: doctorIdParams, query: scheduleDateQuery, response: scheduleList },
      tags,
      summary: '医生某日排班',
    },
    (ctx, { params, query }) => schedulesOf(ctx, params.doctorId, query.date),
  );
  route(
    app,
    doctor.saveSchedule,
    {
      access: 'servicer',
      schemas: { body: scheduleBody, response: scheduleList },
      tags,
      summary: '设置某日排班',
      description: 'Replaces the signed-in doctor’s schedule of the date and kind (offline by default).',
    },
    (ctx, { body }) => saveSchedule(ctx, body),
  );
}
