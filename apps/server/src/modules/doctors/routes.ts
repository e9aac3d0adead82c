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
  add(doctor.list, { query: doctorListQuery, response: doctorPage }, '医生列表', (ctx, { query }) =>
    list(ctx, query),
  );
  add(doctor.get, { params: idParam, response: doctorProfileView }, '医生详情', (ctx, { params }) =>
    byId(ctx, params.id),
  );
  add(
    doctor.byUser,
    { params: doctorUserParams, response: doctorProfileView },
    '按用户查医生',
    (ctx, { params }) => byUser(ctx, params.userId),
  );
  add(
    doctor.update,
    { params: idParam, body: updateDoctorBody, response: doctorProfileView },
    { summary: '修改医生资料', description: 'The doctor themself, or admins and staff.' },
    (ctx, { params, body }) => update(ctx, params.id, body),
  );

  add(
    doctor.createFunction,
    { body: inquiryFunctionBody, response: inquiryFunctionView },
    '问诊服务设置',
    (ctx, { body }) => createFunction(ctx, body),
  );
  add(
    doctor.updateFunction,
    { params: idParam, body: inquiryFunctionBody, response: inquiryFunctionView },
    '修改问诊服务设置',
    (ctx, { params, body }) => putFunction(ctx, params.id, body),
  );
  add(
    doctor.getFunction,
    { params: idParam, response: inquiryFunctionView },
    '问诊服务设置详情',
    (ctx, { params }) => getFunction(ctx, params.id),
  );
  add(
    doctor.functionByType,
    { params: doctorFunctionTypeParams, response: inquiryFunctionOrNull },
    '医生某类问诊设置',
    (ctx, { params }) => getFunctionByType(ctx, params.doctorId, params.type),
  );

  add(
    doctor.schedules,
    { params: doctorIdParams, query: scheduleDateQuery, response: scheduleList },
    '医生某日排班',
    (ctx, { params, query }) => schedulesOf(ctx, params.doctorId, query.date),
  );
  add(
    doctor.saveSchedule,
    { body: scheduleBody, response: scheduleList },
    {
      summary: '设置某日排班',
      description: 'Replaces the signed-in doctor’s schedule of the date and kind (offline by default).',
      access: 'servicer',
    },
    (ctx, { body }) => saveSchedule(ctx, body),
  );
}
