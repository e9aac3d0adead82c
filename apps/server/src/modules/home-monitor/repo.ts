import type { MonitorType } from '@kanghu/shared';
import { and, asc, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { type Viewer, visibleTo } from '../../core/access.ts';
import { doctorOf, patientOf } from '../../core/names.ts';
import { type PageQuery, pageRange } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { doctors, measurements, monitorTasks, patients } from '../../db/schema/index.ts';

export type TaskRow = typeof monitorTasks.$inferSelect;

/** The patient's readings of the task's type in [start, end], newest first. */
export function readingsIn(tx: Tx, t: TaskRow, window: { start: Date; end: Date }) {
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
    .innerJoin(patients, patientOf(monitorTasks.patientId))
    .leftJoin(doctors, doctorOf(monitorTasks.doctorId));
}

/** The SQL condition of a listed state (finished: active whose period has ended, China time). */
function stateCondition(state: string | undefined, today: string): SQL | undefined {
  const ended = sql`(${monitorTasks.startDate} + ${monitorTasks.days} - 1) < ${today}::date`;
  if (state === 'terminated') return eq(monitorTasks.state, 'terminated');
  if (state === 'finished') return and(eq(monitorTasks.state, 'active'), ended);
  if (state === 'active') return and(eq(monitorTasks.state, 'active'), sql`not ${ended}`);
  return undefined;
}

/** A page of the tasks of the patients the viewer sees, newest first, and the total. */
export async function taskPage(
  tx: Tx,
  viewer: Viewer,
  f: { patientId?: number | undefined; state?: string | undefined; today: string },
  q: PageQuery,
) {
  const where = and(
    visibleTo(viewer),
    f.patientId === undefined ? undefined : eq(monitorTasks.patientId, f.patientId),
    stateCondition(f.state, f.today),
  );
  const { limit, offset } = pageRange(q);
  const rows = await selectTasks(tx)
    .where(where)
    .orderBy(desc(monitorTasks.createdAt), desc(monitorTasks.id))
    .limit(limit)
    .offset(offset);
  const [total] = await tx
    .select({ n: count() })
    .from(monitorTasks)
    .innerJoin(patients, patientOf(monitorTasks.patientId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** One task whose patient the viewer sees. */
export async function visibleTask(tx: Tx, viewer: Viewer, id: number) {
  const [row] = await selectTasks(tx)
    .where(and(eq(monitorTasks.id, id), visibleTo(viewer)))
    .orderBy(asc(monitorTasks.id))
    .limit(1);
  return row;
}

/** The patient the viewer sees with this ID number (any letter case). */
export async function patientByIdcard(tx: Tx, viewer: Viewer, idcard: string) {
  const [row] = await tx
    .select()
    .from(patients)
    .where(and(sql`upper(${patients.idcard}) = ${idcard.toUpperCase()}`, visibleTo(viewer)))
    .limit(1);
  return row;
}

/** The patient's active tasks of these types. */
export function activeTasksOf(tx: Tx, patientId: number, types: MonitorType[]) {
  return tx
    .select({ type: monitorTasks.monitorType })
    .from(monitorTasks)
    .where(
      and(
        eq(monitorTasks.patientId, patientId),
        eq(monitorTasks.state, 'active'),
        inArray(monitorTasks.monitorType, types),
      ),
    );
}

export function insertTasks(tx: Tx, rows: Array<typeof monitorTasks.$inferInsert>) {
  return tx.insert(monitorTasks).values(rows).returning();
}

/** Ends the patient's active tasks of these types; answers how many. */
export async function terminateActive(
  tx: Tx,
  patientId: number,
  types: MonitorType[],
  by: { userId: number; at: Date },
) {
  const done = await tx
    .update(monitorTasks)
    .set({ state: 'terminated', terminatedAt: by.at, terminatedByUserId: by.userId })
    .where(
      and(
        eq(monitorTasks.patientId, patientId),
        eq(monitorTasks.state, 'active'),
        inArray(monitorTasks.monitorType, types),
      ),
    )
    .returning({ id: monitorTasks.id });
  return done.length;
}
