import { doctorContract } from '@kanghu/shared/contracts';
import { doctor } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import * as service from './service.ts';

const tags = ['doctor'];

/** Doctor profiles, inquiry function settings and schedules (issue 5 section 1). */
export default async function doctorRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'user', tags });
  serve(doctor, doctorContract, {
    list: { summary: '医生列表', handle: (ctx, { query }) => service.list(ctx, query) },
    get: { summary: '医生详情', handle: (ctx, { params }) => service.byId(ctx, params.id) },
    byUser: { summary: '按用户查医生', handle: (ctx, { params }) => service.byUser(ctx, params.userId) },
    update: {
      summary: '修改医生资料',
      description: 'The doctor themself, or admins and staff.',
      handle: (ctx, { params, body }) => service.update(ctx, params.id, body),
    },
    createFunction: { summary: '问诊服务设置', handle: (ctx, { body }) => service.createFunction(ctx, body) },
    updateFunction: {
      summary: '修改问诊服务设置',
      handle: (ctx, { params, body }) => service.putFunction(ctx, params.id, body),
    },
    getFunction: {
      summary: '问诊服务设置详情',
      handle: (ctx, { params }) => service.getFunction(ctx, params.id),
    },
    functionByType: {
      summary: '医生某类问诊设置',
      handle: (ctx, { params }) => service.getFunctionByType(ctx, params.doctorId, params.type),
    },
    schedules: {
      summary: '医生某日排班',
      handle: (ctx, { params, query }) => service.schedulesOf(ctx, params.doctorId, query.date),
    },
    saveSchedule: {
      summary: '设置某日排班',
      description: 'Replaces the signed-in doctor’s schedule of the date and kind (offline by default).',
      access: 'servicer',
      handle: (ctx, { body }) => service.saveSchedule(ctx, body),
    },
  });
}
