import { taskContract } from '@kanghu/shared/contracts';
import { task } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import { recordIpFor } from './ip-service.ts';
import * as service from './service.ts';
import { signIn, signInHistory } from './sign-in-service.ts';

const tags = ['task'];

/** The staff task centre, daily sign-in and address records (spec area `task`). */
export default async function taskRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'servicer', tags });
  serve(task, taskContract, {
    list: {
      summary: '任务中心',
      description:
        'scope todo: assigned to the caller and the unassigned pending tasks of their org; created: by the caller; all: every task the caller sees.',
      handle: (ctx, { query }) => service.listTasks(ctx, query),
    },
    create: {
      summary: '发布任务',
      description:
        "taskId is the kind (TASK_KINDS); userId the assignee (staff of the caller's org), absent for the org's pool.",
      handle: (ctx, { body }) => service.createTask(ctx, body),
    },
    detail: { summary: '任务详情', handle: (ctx, { params }) => service.taskDetail(ctx, params.id) },
    update: {
      summary: '修改任务',
      description: 'The creator (or a manager), while nobody has received it.',
      handle: (ctx, { params, body }) => service.updateTask(ctx, params.id, body),
    },
    remove: {
      summary: '删除任务',
      description: 'The creator (or a manager); finished tasks are kept. The row is hidden, not erased.',
      handle: (ctx, { params }) => service.removeTask(ctx, params.id),
    },
    receive: {
      summary: '领取任务',
      description:
        'pending -> received by the assignee, or by anyone of the org for a pool task; of two at once one wins.',
      handle: (ctx, { params }) => service.receiveTask(ctx, params.id),
    },
    finish: {
      summary: '完成任务',
      description: 'received -> finished by the assignee.',
      handle: (ctx, { params, body }) => service.finishTask(ctx, params.id, body),
    },
    signIn: {
      summary: '每日签到',
      description: 'Once per China-time day (409 今日已签到); the address is recorded.',
      access: 'user',
      handle: (ctx) => signIn(ctx),
    },
    signIns: {
      summary: '签到记录',
      access: 'user',
      handle: (ctx, { query }) => signInHistory(ctx, query.month),
    },
    ipRecord: {
      summary: '记录IP',
      description:
        "Stores the caller's address for recordType (TASK_IP_RECORD_TYPES), once a minute per type.",
      access: 'user',
      handle: (ctx, { query }) => recordIpFor(ctx, query.recordType as 1 | 2 | 3 | 4),
    },
  });
}
