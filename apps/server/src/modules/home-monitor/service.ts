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
import { and, asc, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { assertServicer, loadViewer, type Viewer, visiblePatient, visibleTo } from '../../core/access.ts';
import type { SessionRecord } from '../../core/sessions.ts';
import type { Tx } from '../../db/database.ts';
import { doctors, measurements, monitorTasks, patients } from '../../db/schema/index.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import { chinaDate, endDateOf, progressOf, stateOf, type TaskPlan } from './progress.ts';

type TaskRow = typeof monitorTasks.$inferSelect;
type Scoped<T> = (tx: Tx, viewer: Viewer, session: SessionRecord) => Promise<T>;

const TASK_NOT_FOUND = '监测任务不存在';
const PATIENT_NOT_FOUND = '患者不存在';

function scoped<T>(services: Services, request: FastifyRequest, fn: Scoped<T>): Promise<T> {
  const session = requireSession(request);
  return services.db.tenant(session.projectId, async (tx) => fn(tx, await loadViewer(tx, session), session));
}

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

async function readingsFor(tx: Tx, t: TaskRow, now: Date) {
  const p = plan(t);
  const { window } = progressOf(p, [], now);
  return tx
    .select()
    .from(measurements)
    .where(
      and(
        eq(measurements.patientId, t.patientId),
        eq(measurements.type, t.monitorType),
        gte(measurements.measuredAt, window.start),
        lte(measurements.measuredAt, window.end),
      ),
    )
    .orderBy(desc(measurements.measuredAt), desc(measurements.id));
}

function taskView(t: TaskRow, ctx: TaskContext, measureTimes: Date[], now: Date) {
  const p = plan(t);
  const computed = progressOf(p, measureTimes, now);
  const view: MonitorTaskView = {
    id: t.id,
    patientId: t.patientId,
    patientName: ctx.patientName,
    idcard: maskIdCard(ctx.idcard),
    monitorType: t.monitorType as MonitorType,
    monitorTypeLabel: monitorTypeLabel(t.monitorType as MonitorType),
    times: t.times,
    unit: t.unit,
    startDate: t.startDate,
    endDate: endDateOf(p),
    days: t.days,
    state: stateOf(p, now),
    remark: t.remark,
    doctorName: ctx.doctorName,
    createdAt: t.createdAt.toISOString(),
    terminatedAt: t.terminatedAt?.toISOString() ?? null,
    progress: computed.progress,
  };
  return { view, slots: computed.slots };
}

const taskColumns = {
  task: monitorTasks,
  patientName: patients.name,
  idcard: patients.idcard,
  doctorName: doctors.name,
};

function selectTasks(tx: Tx) {
  return tx
    .select(taskColumns)
    .from(monitorTasks)
    .innerJoin(patients, eq(patients.id, monitorTasks.patientId))
    .leftJoin(doctors, eq(doctors.id, monitorTasks.doctorId));
}

/** The SQL condition of a listed state (finished: active whose period has ended, China time). */
function stateCondition(state: string | undefined, today: string): SQL | undefined {
  const ended = sql`(${monitorTasks.startDate} + ${monitorTasks.days} - 1) < ${today}::date`;
  if (state === 'terminated') return eq(monitorTasks.state, 'terminated');
  if (state === 'finished') return and(eq(monitorTasks.state, 'active'), ended);
  if (state === 'active') return and(eq(monitorTasks.state, 'active'), sql`not ${ended}`);
  return undefined;
}

/** GET .../task: tasks of the patients the caller sees, newest first. */
export function listTasks(services: Services, request: FastifyRequest, q: z.output<typeof monitorTaskQuery>) {
  return scoped(services, request, async (tx, viewer) => {
    if (q.patientId !== undefined) await visiblePatient(tx, viewer, q.patientId);
    const now = new Date();
    const where = and(
      visibleTo(viewer),
      q.patientId === undefined ? undefined : eq(monitorTasks.patientId, q.patientId),
      stateCondition(q.state, chinaDate(now)),
    );
    const rows = await selectTasks(tx)
      .where(where)
      .orderBy(desc(monitorTasks.createdAt), desc(monitorTasks.id))
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize);
    const [total] = await tx
      .select({ n: count() })
      .from(monitorTasks)
      .innerJoin(patients, eq(patients.id, monitorTasks.patientId))
      .where(where);
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
    return { list, total: total?.n ?? 0, pageNo: q.pageNo, pageSize: q.pageSize };
  });
}

async function patientByIdcard(tx: Tx, viewer: Viewer, idcard: string) {
  const [row] = await tx
    .select()
    .from(patients)
    .where(and(sql`upper(${patients.idcard}) = ${idcard.toUpperCase()}`, visibleTo(viewer)))
    .limit(1);
  if (!row) throw notFound(PATIENT_NOT_FOUND);
  return row;
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
  return patientByIdcard(tx, viewer, body.idcard ?? '');
}

/** POST .../task: servicers, for a patient of their scope; one task per type. */
export function createTasks(
  services: Services,
  request: FastifyRequest,
  body: z.output<typeof monitorTaskBody>,
) {
  return scoped(services, request, async (tx, viewer, session) => {
    assertServicer(viewer);
    const patient = await targetPatient(tx, viewer, body);
    const now = new Date();
    if (body.startDate < chinaDate(new Date(now.getTime() - 86_400_000)))
      throw badRequest('开始日期不能早于昨天');
    const running = await tx
      .select({ type: monitorTasks.monitorType })
      .from(monitorTasks)
      .where(
        and(
          eq(monitorTasks.patientId, patient.id),
          eq(monitorTasks.state, 'active'),
          inArray(monitorTasks.monitorType, body.monitorTypes),
        ),
      );
    const first = running[0];
    if (first) throw conflict(`该患者已有进行中的${monitorTypeLabel(first.type as MonitorType)}监测任务`);
    const inserted = await tx
      .insert(monitorTasks)
      .values(
        body.monitorTypes.map((monitorType) => ({
          projectId: session.projectId,
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
      )
      .returning();
    const ctx = { patientName: patient.name, idcard: patient.idcard, doctorName: viewer.name };
    const list: MonitorTaskView[] = [];
    for (const t of inserted.sort((a, b) => a.id - b.id)) {
      const readings = await readingsFor(tx, t, now);
      list.push(
        taskView(
          t,
          ctx,
          readings.map((m) => m.measuredAt),
          now,
        ).view,
      );
    }
    return list;
  });
}

/** POST .../task/terminate {idcard, monitorTypes}: ends the patient's active tasks of those types. */
export function terminateTasks(services: Services, request: FastifyRequest, body: MonitorTerminateBody) {
  return scoped(services, request, async (tx, viewer) => {
    assertServicer(viewer);
    const patient = await targetPatient(tx, viewer, body);
    const done = await tx
      .update(monitorTasks)
      .set({ state: 'terminated', terminatedAt: new Date(), terminatedByUserId: viewer.userId })
      .where(
        and(
          eq(monitorTasks.patientId, patient.id),
          eq(monitorTasks.state, 'active'),
          inArray(monitorTasks.monitorType, body.monitorTypes),
        ),
      )
      .returning({ id: monitorTasks.id });
    return { terminated: done.length };
  });
}

/** GET .../task/detail/:id: progress per day (week) and the readings counted. */
export function taskDetail(services: Services, request: FastifyRequest, id: number) {
  return scoped(services, request, async (tx, viewer): Promise<MonitorTaskDetail> => {
    const [row] = await selectTasks(tx)
      .where(and(eq(monitorTasks.id, id), visibleTo(viewer)))
      .orderBy(asc(monitorTasks.id))
      .limit(1);
    if (!row) throw notFound(TASK_NOT_FOUND);
    const now = new Date();
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
