import {
  levelLabel,
  MEASUREMENT_TYPE_INFO,
  MONITOR_DEFAULTS,
  MONITOR_FREQUENCY_UNITS,
  MONITOR_MAX_DAYS,
  MONITOR_MAX_TIMES,
  MONITOR_PERIOD_DAYS,
  MONITOR_TYPES,
  MONITOR_UNIT_LABELS,
  type MonitorManageConfig,
  type MonitorTaskDetail,
  type MonitorTaskView,
  type MonitorTerminateBody,
  type MonitorType,
  maskIdCard,
  type monitorTaskBody,
  type monitorTaskQuery,
  monitorTypeLabel,
} from '@kanghu/shared';
import type { z } from 'zod';
import { type Viewer, visiblePatient } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { pageOf } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { chinaDate, endDateOf, progressOf, stateOf, type TaskPlan } from './progress.ts';
import {
  activeTasksOf,
  insertTasks,
  patientByIdcard,
  readingsIn,
  type TaskRow,
  taskPage,
  terminateActive,
  visibleTask,
} from './repo.ts';

const TASK_NOT_FOUND = '监测任务不存在';
const PATIENT_NOT_FOUND = '患者不存在';

/** GET .../task/config/monitorManage */
export function monitorManage(): MonitorManageConfig {
  return {
    types: MONITOR_TYPES.map((type) => ({
      type,
      label: monitorTypeLabel(type),
      unit: MEASUREMENT_TYPE_INFO[type].unit,
      defaultTimes: MONITOR_DEFAULTS[type].times,
      defaultUnit: MONITOR_DEFAULTS[type].unit,
    })),
    units: MONITOR_FREQUENCY_UNITS.map((value) => ({ value, label: MONITOR_UNIT_LABELS[value] })),
    periodDays: [...MONITOR_PERIOD_DAYS],
    maxDays: MONITOR_MAX_DAYS,
    maxTimes: MONITOR_MAX_TIMES,
  };
}

const plan = (t: TaskRow): TaskPlan => ({
  startDate: t.startDate,
  days: t.days,
  times: t.times,
  unit: t.unit,
  state: t.state,
  terminatedAt: t.terminatedAt,
});

interface TaskContext {
  patientName: string;
  idcard: string | null;
  doctorName: string | null;
}

function readingsFor(tx: Tx, t: TaskRow, now: Date) {
  return readingsIn(tx, t, progressOf(plan(t), [], now).window);
}

function taskView(t: TaskRow, names: TaskContext, measureTimes: Date[], now: Date) {
  const p = plan(t);
  const computed = progressOf(p, measureTimes, now);
  const view: MonitorTaskView = {
    id: t.id,
    patientId: t.patientId,
    patientName: names.patientName,
    idcard: maskIdCard(names.idcard),
    monitorType: t.monitorType as MonitorType,
    monitorTypeLabel: monitorTypeLabel(t.monitorType as MonitorType),
    times: t.times,
    unit: t.unit,
    startDate: t.startDate,
    endDate: endDateOf(p),
    days: t.days,
    state: stateOf(p, now),
    remark: t.remark,
    doctorName: names.doctorName,
    createdAt: t.createdAt.toISOString(),
    terminatedAt: t.terminatedAt?.toISOString() ?? null,
    progress: computed.progress,
  };
  return { view, slots: computed.slots };
}

/** GET .../task: tasks of the patients the caller sees, newest first. */
export function listTasks(ctx: Ctx, q: z.output<typeof monitorTaskQuery>) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    if (q.patientId !== undefined) await visiblePatient(tx, viewer, q.patientId);
    const now = ctx.now();
    const { rows, total } = await taskPage(
      tx,
      viewer,
      { patientId: q.patientId, state: q.state, today: chinaDate(now) },
      q,
    );
    const list: MonitorTaskView[] = [];
    for (const r of rows) {
      const readings = await readingsFor(tx, r.task, now);
      list.push(
        taskView(
          r.task,
          r,
          readings.map((m) => m.measuredAt),
          now,
        ).view,
      );
    }
    return pageOf(list, total, q);
  });
}

async function targetPatient(tx: Tx, viewer: Viewer, body: { patientId?: number; idcard?: string }) {
  if (body.patientId !== undefined) {
    try {
      const p = await visiblePatient(tx, viewer, body.patientId);
      if (body.idcard !== undefined && p.idcard?.toUpperCase() !== body.idcard.toUpperCase())
        throw badRequest('患者与身份证号不符');
      return p;
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) throw notFound(PATIENT_NOT_FOUND);
      throw error;
    }
  }
  const row = await patientByIdcard(tx, viewer, body.idcard ?? '');
  if (!row) throw notFound(PATIENT_NOT_FOUND);
  return row;
}

/** POST .../task: servicers, for a patient of their scope; one task per type. */
export function createTasks(ctx: Ctx, body: z.output<typeof monitorTaskBody>) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const patient = await targetPatient(tx, viewer, body);
    const now = ctx.now();
    if (body.startDate < chinaDate(new Date(now.getTime() - 86_400_000)))
      throw badRequest('开始日期不能早于昨天');
    const running = await activeTasksOf(tx, patient.id, body.monitorTypes);
    const first = running[0];
    if (first) throw conflict(`该患者已有进行中的${monitorTypeLabel(first.type as MonitorType)}监测任务`);
    const inserted = await insertTasks(
      tx,
      body.monitorTypes.map((monitorType) => ({
        projectId: ctx.projectId,
        patientId: patient.id,
        monitorType,
        times: body.times,
        unit: body.unit,
        startDate: body.startDate,
        days: body.days,
        remark: body.remark || null,
        orgId: viewer.orgId,
        doctorId: viewer.doctorId,
        createdByUserId: viewer.userId,
      })),
    );
    const names = { patientName: patient.name, idcard: patient.idcard, doctorName: viewer.name };
    const list: MonitorTaskView[] = [];
    for (const t of inserted.sort((a, b) => a.id - b.id)) {
      const readings = await readingsFor(tx, t, now);
      list.push(
        taskView(
          t,
          names,
          readings.map((m) => m.measuredAt),
          now,
        ).view,
      );
    }
    return list;
  });
}

/** POST .../task/terminate {idcard, monitorTypes}: ends the patient's active tasks of those types. */
export function terminateTasks(ctx: Ctx, body: MonitorTerminateBody) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const patient = await targetPatient(tx, viewer, body);
    const terminated = await terminateActive(tx, patient.id, body.monitorTypes, {
      userId: viewer.userId,
      at: ctx.now(),
    });
    return { terminated };
  });
}

/** GET .../task/detail/:id: progress per day (week) and the readings counted. */
export function taskDetail(ctx: Ctx, id: number) {
  return ctx.inTenant(async (tx): Promise<MonitorTaskDetail> => {
    const row = await visibleTask(tx, await ctx.viewer(tx), id);
    if (!row) throw notFound(TASK_NOT_FOUND);
    const now = ctx.now();
    const readings = await readingsFor(tx, row.task, now);
    const { view, slots } = taskView(
      row.task,
      row,
      readings.map((m) => m.measuredAt),
      now,
    );
    const type = row.task.monitorType as MonitorType;
    return {
      ...view,
      slots,
      readings: readings.slice(0, 100).map((m) => ({
        id: m.id,
        measureTime: m.measuredAt.toISOString(),
        values: m.values,
        levelLabel: levelLabel(type, m.level),
        abnormal: m.abnormal,
        source: m.source,
      })),
    };
  });
}
