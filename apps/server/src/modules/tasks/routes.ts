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
    { query: taskQuery, response: taskPage },
    {
      summary: '任务中心',
      description:
        'scope todo: assigned to the caller and the unassigned pending tasks of their org; created: by the caller; all: every task the caller sees.',
    },
    (ctx, { query }) => listTasks(ctx, query),
  );
  add(
    task.create,
    { body: taskBody, response: taskView },
    {
      summary: '发布任务',
      description:
        "taskId is the kind (TASK_KINDS); userId the assignee (staff of the caller's org), absent for the org's pool.",
    },
    (ctx, { body }) => createTask(ctx, body),
  );
  add(task.detail, one, '任务详情', (ctx, { params }) => taskDetail(ctx, params.id));
  add(
    task.update,
    { params: idParam, body: taskBody, response: taskView },
    { summary: '修改任务', description: 'The creator (or a manager), while nobody has received it.' },
    (ctx, { params, body }) => updateTask(ctx, params.id, body),
  );
  add(
    task.remove,
    one,
    {
      summary: '删除任务',
      description: 'The creator (or a manager); finished tasks are kept. The row is hidden, not erased.',
    },
    (ctx, { params }) => removeTask(ctx, params.id),
  );
  add(
    task.receive,
    one,
    {
      summary: '领取任务',
      description:
        'pending -> received by the assignee, or by anyone of the org for a pool task; of two at once one wins.',
    },
    (ctx, { params }) => receiveTask(ctx, params.id),
  );
  add(
    task.finish,
    { params: idParam, body: finishTaskBody, response: taskView },
    { summary: '完成任务', description: 'received -> finished by the assignee.' },
    (ctx, { params, body }) => finishTask(ctx, params.id, body),
  );
  add(
    task.signIn,
    { response: signInResult },
    {
      summary: '每日签到',
      description: 'Once per China-time day (409 今日已签到); the address is recorded.',
      access: 'user',
    },
    (ctx) => signIn(ctx),
  );
  add(
    task.signIns,
    { query: signInQuery, response: signInHistorySchema },
    { summary: '签到记录', access: 'user' },
    (ctx, { query }) => signInHistory(ctx, query.month),
  );
  add(
    task.ipRecord,
    { query: ipRecordQuery, response: ipRecordView },
    {
      summary: '记录IP',
      description:
        "Stores the caller's address for recordType (TASK_IP_RECORD_TYPES), once a minute per type.",
      access: 'user',
    },
    (ctx, { query }) => recordIpFor(ctx, query.recordType as 1 | 2 | 3 | 4),
  );
}
