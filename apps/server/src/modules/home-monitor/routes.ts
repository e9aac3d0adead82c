import { homeMonitorContract } from '@kanghu/shared/contracts';
import { homeMonitor } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import * as service from './service.ts';

const tags = ['home-monitor'];
const SCOPE =
  "Tasks of the patients the caller sees (customer: bound to the account; doctor/assistant: the org's or their own; admin/staff: the project). Another scope or project answers 404.";

/** Home-monitoring tasks (issue 4 section 3). */
export default async function homeMonitorRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'user', tags });
  serve(homeMonitor, homeMonitorContract, {
    config: {
      summary: '监测任务配置',
      description: 'Monitorable types with default frequency, frequency units, suggested periods.',
      handle: () => service.monitorManage(),
    },
    list: {
      summary: '监测任务列表',
      description: `${SCOPE} Progress is counted from the patient's readings of the task's type.`,
      handle: (ctx, { query }) => service.listTasks(ctx, query),
    },
    create: {
      summary: '创建监测任务',
      description:
        'Servicers, for a patient of their scope (patientId or idcard); one task per type. An active task of the same type: 409.',
      access: 'servicer',
      handle: (ctx, { body }) => service.createTasks(ctx, body),
    },
    terminate: {
      summary: '终止监测任务',
      description: "Servicers: ends the patient's active tasks of the given types.",
      access: 'servicer',
      handle: (ctx, { body }) => service.terminateTasks(ctx, body),
    },
    detail: {
      summary: '监测任务详情',
      description: SCOPE,
      handle: (ctx, { params }) => service.taskDetail(ctx, params.id),
    },
  });
}
