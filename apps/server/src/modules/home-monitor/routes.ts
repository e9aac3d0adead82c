import {
  envelope,
  idParam,
  monitorManageConfig,
  monitorTaskBody,
  monitorTaskDetail,
  monitorTaskPage,
  monitorTaskQuery,
  monitorTaskView,
  monitorTerminateBody,
  monitorTerminateResult,
} from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import { createTasks, listTasks, monitorManage, taskDetail, terminateTasks } from './service.ts';

const tags = ['home-monitor'];
const BASE = '/api/patient/yzh/home/health/monitor/task';
const SCOPE =
  "Tasks of the patients the caller sees (customer: bound to the account; doctor/assistant: the org's or their own; admin/staff: the project). Another scope or project answers 404.";

/** Home-monitoring tasks (issue 4 section 3). */
export default async function homeMonitorRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${BASE}/config/monitorManage`,
    {
      schema: {
        response: { 200: envelope(monitorManageConfig) },
        tags,
        summary: '监测任务配置',
        description: 'Monitorable types with default frequency, frequency units, suggested periods.',
      },
    },
    async (request) => {
      requireSession(request);
      return { success: true, data: monitorManage() };
    },
  );

  r.get(
    BASE,
    {
      schema: {
        querystring: monitorTaskQuery,
        response: { 200: envelope(monitorTaskPage) },
        tags,
        summary: '监测任务列表',
        description: `${SCOPE} Progress is counted from the patient's readings of the task's type.`,
      },
    },
    async (request) => ({ success: true, data: await listTasks(services, request, request.query) }),
  );

  r.post(
    BASE,
    {
      schema: {
        body: monitorTaskBody,
        response: { 200: envelope(z.array(monitorTaskView)) },
        tags,
        summary: '创建监测任务',
        description:
          'Servicers, for a patient of their scope (patientId or idcard); one task per type. An active task of the same type: 409.',
      },
    },
    async (request) => ({ success: true, data: await createTasks(services, request, request.body) }),
  );

  r.post(
    `${BASE}/terminate`,
    {
      schema: {
        body: monitorTerminateBody,
        response: { 200: envelope(monitorTerminateResult) },
        tags,
        summary: '终止监测任务',
        description: "Servicers: ends the patient's active tasks of the given types.",
      },
    },
    async (request) => ({ success: true, data: await terminateTasks(services, request, request.body) }),
  );

  r.get(
    `${BASE}/detail/:id`,
    {
      schema: {
        params: idParam,
        response: { 200: envelope(monitorTaskDetail) },
        tags,
        summary: '监测任务详情',
        description: SCOPE,
      },
    },
    async (request) => ({ success: true, data: await taskDetail(services, request, request.params.id) }),
  );
}
