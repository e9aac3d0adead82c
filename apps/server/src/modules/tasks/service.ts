import {
  type finishTaskBody,
  TASK_KINDS,
  TASK_STATES,
  type TaskKind,
  type TaskState,
  type TaskView,
  type taskBody,
  type taskQuery,
} from '@kanghu/shared';
import type { z } from 'zod';
import type { Viewer } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { pageOf } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { noteIp } from './ip-service.ts';
import {
  insertTask,
  moveTask,
  receivableBy,
  staffMember,
  type TaskWithNames,
  taskPage,
  visibleTask,
} from './repo.ts';

const NOT_FOUND = '任务不存在';
const YEAR_MS = 366 * 86_400_000;

function view(n: TaskWithNames, viewer: Viewer, now: Date): TaskView {
  const r = n.task;
  const owner = r.creatorUserId === viewer.userId || viewer.kind === 'project';
  const pool = r.assigneeUserId === null && r.orgId !== null && r.orgId === viewer.orgId;
  return {
    id: r.id,
    taskId: r.kind,
    kindLabel: TASK_KINDS[r.kind as TaskKind] ?? '',
    title: r.title,
    content: r.content,
    state: r.state as TaskState,
    stateLabel: TASK_STATES[r.state as TaskState] ?? r.state,
    overdue: r.state !== 'finished' && r.endTime.getTime() < now.getTime(),
    startTime: r.startTime.toISOString(),
    endTime: r.endTime.toISOString(),
    creatorId: r.creatorUserId,
    creatorName: n.creatorName ?? '',
    userId: r.assigneeUserId,
    assigneeName: n.assigneeName,
    receivedAt: r.receivedAt?.toISOString() ?? null,
    finishedAt: r.finishedAt?.toISOString() ?? null,
    result: r.result,
    createdAt: r.createdAt.toISOString(),
    actions: {
      receive: r.state === 'pending' && (r.assigneeUserId === viewer.userId || pool),
      finish: r.state === 'received' && r.assigneeUserId === viewer.userId,
      edit: r.state === 'pending' && owner,
      remove: r.state !== 'finished' && owner,
    },
  };
}

async function answer(tx: Tx, viewer: Viewer, id: number, now: Date): Promise<TaskView> {
  const n = await visibleTask(tx, viewer, id);
  if (!n) throw notFound(NOT_FOUND);
  return view(n, viewer, now);
}

/** The fields of a task as written: the assignee must be active staff of the caller's org. */
async function fieldsOf(tx: Tx, viewer: Viewer, body: z.output<typeof taskBody>, now: Date) {
  if (body.endTime.getTime() <= now.getTime()) throw badRequest('结束时间不能早于当前时间');
  if (body.endTime.getTime() - body.startTime.getTime() > YEAR_MS)
    throw badRequest('任务时间跨度不能超过一年');
  const assignee = body.userId ?? null;
  if (assignee !== null) {
    const member = await staffMember(tx, assignee, viewer.kind === 'project' ? null : viewer.orgId);
    if (!member) throw badRequest('执行人须为本机构的工作人员');
  }
  return {
    kind: body.taskId,
    title: body.title || TASK_KINDS[body.taskId as TaskKind],
    content: body.content || null,
    assigneeUserId: assignee,
    startTime: body.startTime,
    endTime: body.endTime,
    updatedAt: now,
  };
}

/** GET /api/user/task/center */
export function listTasks(ctx: Ctx, q: z.output<typeof taskQuery>) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const { rows, total } = await taskPage(tx, viewer, { scope: q.scope, state: q.state }, q);
    const now = ctx.now();
    return pageOf(
      rows.map((r) => view(r, viewer, now)),
      total,
      q,
    );
  });
}

export function taskDetail(ctx: Ctx, id: number) {
  return ctx.inTenant(async (tx) => answer(tx, await ctx.viewer(tx), id, ctx.now()));
}

/** POST /api/user/task/center: staff create a task for a colleague of their org, or for its pool. */
export function createTask(ctx: Ctx, body: z.output<typeof taskBody>) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const now = ctx.now();
    const fields = await fieldsOf(tx, viewer, body, now);
    if (fields.assigneeUserId === null && viewer.orgId === null) throw badRequest('请选择执行人');
    const row = await insertTask(tx, {
      projectId: ctx.projectId,
      ...fields,
      orgId: viewer.orgId,
      creatorUserId: ctx.userId,
      state: 'pending',
    });
    return answer(tx, viewer, row.id, now);
  });
}

/** The task if the caller sees it and may change it (its creator, or a manager). */
async function ownedTask(tx: Tx, viewer: Viewer, id: number) {
  const n = await visibleTask(tx, viewer, id);
  if (!n) throw notFound(NOT_FOUND);
  if (n.task.creatorUserId !== viewer.userId && viewer.kind !== 'project')
    throw forbidden('只有任务发布人可以修改或删除任务');
  return n.task;
}

/** PUT /api/user/task/center/:id: the creator edits a task nobody has received yet. */
export function updateTask(ctx: Ctx, id: number, body: z.output<typeof taskBody>) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    await ownedTask(tx, viewer, id);
    const now = ctx.now();
    const updated = await moveTask(tx, id, 'pending', await fieldsOf(tx, viewer, body, now));
    if (!updated) throw badRequest('任务已被领取，不能修改');
    return answer(tx, viewer, id, now);
  });
}

/** DELETE /api/user/task/center/:id: the creator removes a task not finished yet (kept, hidden). */
export function removeTask(ctx: Ctx, id: number) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const task = await ownedTask(tx, viewer, id);
    const now = ctx.now();
    const before = await answer(tx, viewer, id, now);
    const removed = await moveTask(tx, id, ['pending', 'received'], {
      deletedAt: now,
      deletedBy: ctx.userId,
    });
    if (!removed)
      throw badRequest(task.state === 'finished' ? '已完成的任务不能删除' : '任务状态已变化，请刷新后重试');
    return before;
  });
}

/** PUT /api/user/task/center/receive/task/:id: the assignee, or anyone of the org for a pool task. */
export function receiveTask(ctx: Ctx, id: number) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const n = await visibleTask(tx, viewer, id);
    if (!n) throw notFound(NOT_FOUND);
    const now = ctx.now();
    const updated = await moveTask(
      tx,
      id,
      'pending',
      { state: 'received', assigneeUserId: ctx.userId, receivedAt: now, updatedAt: now },
      receivableBy(viewer),
    );
    if (!updated) {
      // Re-read: a colleague may have taken it since (their commit is visible to this statement).
      const fresh = await visibleTask(tx, viewer, id);
      if (fresh?.task.state !== 'pending') throw badRequest('任务已被领取');
      throw forbidden('该任务已指派给其他人');
    }
    await noteIp(ctx, tx, 3, now);
    return answer(tx, viewer, id, now);
  });
}

/** PUT /api/user/task/center/finish/task/:id: the assignee finishes a received task. */
export function finishTask(ctx: Ctx, id: number, body: z.output<typeof finishTaskBody>) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const n = await visibleTask(tx, viewer, id);
    if (!n) throw notFound(NOT_FOUND);
    if (n.task.state === 'pending') throw badRequest('请先领取任务');
    if (n.task.assigneeUserId !== ctx.userId) throw forbidden('只有执行人可以完成任务');
    const now = ctx.now();
    const updated = await moveTask(tx, id, 'received', {
      state: 'finished',
      finishedAt: now,
      result: body.result || null,
      updatedAt: now,
    });
    if (!updated) throw badRequest('任务已完成');
    await noteIp(ctx, tx, 4, now);
    return answer(tx, viewer, id, now);
  });
}
