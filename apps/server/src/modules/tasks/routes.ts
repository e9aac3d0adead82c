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
import { routes } from '../../plugins/route.ts';
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
  const add = routes(app, { access: 'servicer', tags });
  add(
    task.list,
    {
      summary: '任务中心',
      description:
        'scope todo: assigned to the caller and the unassigned pending tasks of their org; created: by the caller; all: every task the caller sees.',
      query: taskQuery,
      response: taskPage,
    },
    (ctx, { query }) => listTasks(ctx, query),
  );
  add(
    task.create,
    {
      summary: '发布任务',
      description:
        "taskId is the kind (TASK_KINDS); userId the assignee (staff of the caller's org), absent for the org's pool.",
      body: taskBody,
      response: taskView,
    },
    (ctx, { body }) => createTask(ctx, body),
  );
  add(task.detail, { summary: '任务详情', ...one }, (ctx, { params }) => taskDetail(ctx, params.id));
  add(
    task.update,
    {
      summary: '修改任务',
      description: 'The creator (or a manager), while nobody has received it.',
      params: idParam,
      body: taskBody,
      response: taskView,
    },
    (ctx, { params, body }) => updateTask(ctx, params.id, body),
  );
  add(
    task.remove,
    {
      summary: '删除任务',
      description: 'The creator (or a manager); finished tasks are kept. The row is hidden, not erased.',
      ...one,
    },
    (ctx, { params }) => removeTask(ctx, params.id),
  );
  add(
    task.receive,
    {
      summary: '领取任务',
      description:
        'pending -> received by the assignee, or by anyone of the org for a pool task; of two at once one wins.',
      ...one,
    },
    (ctx, { params }) => receiveTask(ctx, params.id),
  );
  add(
    task.finish,
    {
      summary: '完成任务',
      description: 'received -> finished by the assignee.',
      params: idParam,
      body: finishTaskBody,
      response: taskView,
    },
    (ctx, { params, body }) => finishTask(ctx, params.id, body),
  );
  add(
    task.signIn,
    {
      summary: '每日签到',
      description: 'Once per China-time day (409 今日已签到); the address is recorded.',
      access: 'user',
      response: signInResult,
    },
    (ctx) => signIn(ctx),
  );
  add(
    task.signIns,
    { summary: '签到记录', access: 'user', query: signInQuery, response: signInHistorySchema },
    (ctx, { query }) => signInHistory(ctx, query.month),
  );
  add(
    task.ipRecord,
    {
      summary: '记录IP',
      description:
        "Stores the caller's address for recordType (TASK_IP_RECORD_TYPES), once a minute per type.",
      access: 'user',
      query: ipRecordQuery,
      response: ipRecordView,
    },
    (ctx, { query }) => recordIpFor(ctx, query.recordType as 1 | 2 | 3 | 4),
  );
}
