import {
  idParam,
  monitorManageConfig,
  monitorTaskBody,
  monitorTaskDetail,
  monitorTaskList,
  monitorTaskPage,
  monitorTaskQuery,
  monitorTerminateBody,
  monitorTerminateResult,
} from '@kanghu/shared';
import { homeMonitor } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.ts';
import { createTasks, listTasks, monitorManage, taskDetail, terminateTasks } from './service.ts';

const tags = ['home-monitor'];
const SCOPE =
  "Tasks of the patients the caller sees (customer: bound to the account; doctor/assistant: the org's or their own; admin/staff: the project). Another scope or project answers 404.";

/** Home-monitoring tasks (issue 4 section 3). */
export default async function homeMonitorRoutes(app: FastifyInstance) {
  route(
    app,
    homeMonitor.config,
    {
      access: 'user',
      schemas: { response: monitorManageConfig },
      tags,
      summary: '监测任务配置',
      description: 'Monitorable types with default frequency, frequency units, suggested periods.',
    },
    () => monitorManage(),
  );

  route(
    app,
    homeMonitor.list,
    {
      access: 'user',
      schemas: { query: monitorTaskQuery, response: monitorTaskPage },
      tags,
      summary: '监测任务列表',
      description: `${SCOPE} Progress is counted from the patient's readings of the task's type.`,
    },
    (ctx, { query }) => listTasks(ctx, query),
  );

  route(
    app,
    homeMonitor.create,
    {
      access: 'servicer',
      schemas: { body: monitorTaskBody, response: monitorTaskList },
      tags,
      summary: '创建监测任务',
      description:
        'Servicers, for a patient of their scope (patientId or idcard); one task per type. An active task of the same type: 409.',
    },
    (ctx, { body }) => createTasks(ctx, body),
  );

  route(
    app,
    homeMonitor.terminate,
    {
      access: 'servicer',
      schemas: { body: monitorTerminateBody, response: monitorTerminateResult },
      tags,
      summary: '终止监测任务',
      description: "Servicers: ends the patient's active tasks of the given types.",
    },
    (ctx, { body }) => terminateTasks(ctx, body),
  );

  route(
    app,
    homeMonitor.detail,
    {
      access: 'user',
      schemas: { params: idParam, response: monitorTaskDetail },
      tags,
      summary: '监测任务详情',
      description: SCOPE,
    },
    (ctx, { params }) => taskDetail(ctx, params.id),
  );
}
