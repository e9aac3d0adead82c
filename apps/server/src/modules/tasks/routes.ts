import {
  finishTaskBody,
  idParam,
  ipRecordQuery,
  ipRecordView,
  signInHistory as signInHistorySchema,
  signInQuery,
  signInResult,
  taskBody,
  taskPage,
  taskQuery,
  taskView,
} from '@kanghu/shared';
import { task } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.ts';
import { recordIpFor } from './ip-service.ts';
import {
  createTask,
  finishTask,
  listTasks,
  receiveTask,
  removeTask,
  taskDetail,
  updateTask,
} from './service.ts';
import { signIn, signInHistory } from './sign-in-service.ts';

const tags = ['task'];
const one = { params: idParam, response: taskView };

/** The staff task centre, daily sign-in and address records (spec area `task`). */
export default async function taskRoutes(app: FastifyInstance) {
  route(
    app,
    task.list,
    {
      access: 'servicer',
      schemas: { query: taskQuery, response: taskPage },
      tags,
      summary: '任务中心',
      description:
        'scope todo: assigned to the caller and the unassigned pending tasks of their org; created: by the caller; all: every task the caller sees.',
    },
    (ctx, { query }) => listTasks(ctx, query),
  );
  route(
    app,
    task.create,
    {
      access: 'servicer',
      schemas: { body: taskBody, response: taskView },
      tags,
      summary: '发布任务',
      description:
        "taskId is the kind (TASK_KINDS); userId the assignee (staff of the caller's org), absent for the org's pool.",
    },
    (ctx, { body }) => createTask(ctx, body),
  );
  route(
    app,
    task.detail,
    { access: 'servicer', schemas: one, tags, summary: '任务详情' },
    (ctx, { params }) => taskDetail(ctx, params.id),
  );
  route(
    app,
    task.update,
    {
      access: 'servicer',
      schemas: { params: idParam, body: taskBody, response: taskView },
      tags,
      summary: '修改任务',
      description: 'The creator (or a manager), while nobody has received it.',
    },
    (ctx, { params, body }) => updateTask(ctx, params.id, body),
  );
  route(
    app,
    task.remove,
    {
      access: 'servicer',
      schemas: one,
      tags,
      summary: '删除任务',
      description: 'The creator (or a manager); finished tasks are kept. The row is hidden, not erased.',
    },
    (ctx, { params }) => removeTask(ctx, params.id),
  );
  route(
    app,
    task.receive,
    {
      access: 'servicer',
      schemas: one,
      tags,
      summary: '领取任务',
      description:
        'pending -> received by the assignee, or by anyone of the org for a pool task; of two at once one wins.',
    },
    (ctx, { params }) => receiveTask(ctx, params.id),
  );
  route(
    app,
    task.finish,
    {
      access: 'servicer',
      schemas: { params: idParam, body: finishTaskBody, response: taskView },
      tags,
      summary: '完成任务',
      description: 'received -> finished by the assignee.',
    },
    (ctx, { params, body }) => finishTask(ctx, params.id, body),
  );
  route(
    app,
    task.signIn,
    {
      access: 'user',
      schemas: { response: signInResult },
      tags,
      summary: '每日签到',
      description: 'Once per China-time day (409 今日已签到); the address is recorded.',
    },
    (ctx) => signIn(ctx),
  );
  route(
    app,
    task.signIns,
    {
      access: 'user',
      schemas: { query: signInQuery, response: signInHistorySchema },
      tags,
      summary: '签到记录',
    },
    (ctx, { query }) => signInHistory(ctx, query.month),
  );
  route(
    app,
    task.ipRecord,
    {
      access: 'user',
      schemas: { query: ipRecordQuery, response: ipRecordView },
      tags,
      summary: '记录IP',
      description:
        "Stores the caller's address for recordType (TASK_IP_RECORD_TYPES), once a minute per type.",
    },
    (ctx, { query }) => recordIpFor(ctx, query.recordType as 1 | 2 | 3 | 4),
  );
}
