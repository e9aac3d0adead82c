import { CHINA_ZONE, DEFAULT_LIFE_HABITS, type MeasurementType } from '@kanghu/shared';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import {
  checkInspectionRecords,
  dietaryRecords,
  lifeHabitSigns,
  lifeHabits,
  measurements,
  sportRecords,
} from '../../db/schema/index.ts';

export type HabitRow = typeof lifeHabits.$inferSelect;
export type SportRow = typeof sportRecords.$inferSelect;

/** `to_char` of a timestamp column in China time (SQL grouping by China day). */
const chinaDaySql = (column: typeof sportRecords.startedAt) =>
  sql<string>`to_char(${column} at time zone ${sql.raw(`'${CHINA_ZONE}'`)}, 'YYYY-MM-DD')`;

// ---- habits ----

/**
 * The project's habit dictionary. A project without any habit gets DEFAULT_LIFE_HABITS inserted
 * on first read (ON CONFLICT keeps concurrent first reads safe).
 */
export async function habitsOf(tx: Tx, projectId: number, isShow: boolean): Promise<HabitRow[]> {
  const [any] = await tx.select({ id: lifeHabits.id }).from(lifeHabits).limit(1);
  if (!any) {
    await tx
      .insert(lifeHabits)
      .values(DEFAULT_LIFE_HABITS.map((h, i) => ({ projectId, ...h, sort: i + 1 })))
      .onConflictDoNothing();
  }
  return tx
    .select()
    .from(lifeHabits)
    .where(eq(lifeHabits.isShow, isShow))
    .orderBy(asc(lifeHabits.sort), asc(lifeHabits.id));
}

export async function shownHabit(tx: Tx, id: number): Promise<HabitRow | undefined> {
  const [habit] = await tx
    .select()
    .from(lifeHabits)
    .where(and(eq(lifeHabits.id, id), eq(lifeHabits.isShow, true)))
    .limit(1);
  return habit;
}

/** The days (YYYY-MM-DD) each habit was signed by the patient since `fromDay`. */
export async function habitSignDays(tx: Tx, patientId: number, habitIds: number[], fromDay: string) {
  return tx
    .select({ habitId: lifeHabitSigns.habitId, day: lifeHabitSigns.signDay })
    .from(lifeHabitSigns)
    .where(
      and(
        eq(lifeHabitSigns.patientId, patientId),
        inArray(lifeHabitSigns.habitId, habitIds),
        gte(lifeHabitSigns.signDay, fromDay),
      ),
    );
}

/** One sign per habit, patient and day; a second one changes nothing. */
export async function insertHabitSign(
  tx: Tx,
  sign: { projectId: number; habitId: number; patientId: number; signDay: string; createdByUserId: number },
): Promise<void> {
  await tx.insert(lifeHabitSigns).values(sign).onConflictDoNothing();
}

// ---- sport ----

export async function latestMeasurement(tx: Tx, patientId: number, type: MeasurementType) {
  const [m] = await tx
    .select()
    .from(measurements)
    .where(and(eq(measurements.patientId, patientId), eq(measurements.type, type)))
    .orderBy(desc(measurements.measuredAt), desc(measurements.id))
    .limit(1);
  return m ?? null;
}

export async function insertSport(tx: Tx, values: typeof sportRecords.$inferInsert): Promise<SportRow> {
  const [row] = await tx.insert(sportRecords).values(values).returning();
  if (!row) throw new Error('sport insert returned nothing');
  return row;
}

/** Records since `since`, newest first, and their per-China-day totals. */
export async function sportSince(tx: Tx, patientId: number, since: Date) {
  const where = and(eq(sportRecords.patientId, patientId), gte(sportRecords.startedAt, since));
  const rows = await tx
    .select()
    .from(sportRecords)
    .where(where)
    .orderBy(desc(sportRecords.startedAt), desc(sportRecords.id))
    .limit(500);
  const day = chinaDaySql(sportRecords.startedAt);
  const daily = await tx
    .select({
      day,
      minutes: sql<number>`sum(${sportRecords.minutes})`.mapWith(Number),
      calories: sql<number>`sum(${sportRecords.calories})`.mapWith(Number),
      steps: sql<number>`coalesce(sum(${sportRecords.steps}), 0)`.mapWith(Number),
    })
    .from(sportRecords)
    .where(where)
    .groupBy(day)
    .orderBy(day);
  return { rows, daily };
}

/** Minutes and distinct China days of exercise since `since`. */
export async function sportWeek(tx: Tx, patientId: number, since: Date) {
  const [week] = await tx
    .select({
      minutes: sql<number>`coalesce(sum(${sportRecords.minutes}), 0)`.mapWith(Number),
      days: sql<number>`count(distinct (${sportRecords.startedAt} at time zone ${sql.raw(`'${CHINA_ZONE}'`)})::date)`.mapWith(
        Number,
      ),
    })
    .from(sportRecords)
    .where(and(eq(sportRecords.patientId, patientId), gte(sportRecords.startedAt, since)));
  return { minutes: week?.minutes ?? 0, days: week?.days ?? 0 };
}

// ---- reports ----

/** Count, abnormal count and latest reading of one type since `since`. */
export async function measurementArea(tx: Tx, patientId: number, type: MeasurementType, since: Date) {
  const where = and(
    eq(measurements.patientId, patientId),
    eq(measurements.type, type),
    gte(measurements.measuredAt, since),
  );
  const [agg] = await tx
    .select({
      n: count(),
      abnormal: sql<number>`count(*) filter (where ${measurements.abnormal})`.mapWith(Number),
    })
    .from(measurements)
    .where(where);
  const [last] = await tx
    .select()
    .from(measurements)
    .where(where)
    .orderBy(desc(measurements.measuredAt))
    .limit(1);
  return { n: agg?.n ?? 0, abnormal: agg?.abnormal ?? 0, last };
}

export async function sportArea(tx: Tx, patientId: number, since: Date) {
  const where = and(eq(sportRecords.patientId, patientId), gte(sportRecords.startedAt, since));
  const [last] = await tx.select().from(sportRecords).where(where).orderBy(desc(sportRecords.startedAt));
  const [agg] = await tx.select({ n: count() }).from(sportRecords).where(where);
  return { n: agg?.n ?? 0, last };
}

export async function dietArea(tx: Tx, patientId: number, since: Date) {
  const where = and(eq(dietaryRecords.patientId, patientId), gte(dietaryRecords.eatenAt, since));
  const [last] = await tx.select().from(dietaryRecords).where(where).orderBy(desc(dietaryRecords.eatenAt));
  const [agg] = await tx.select({ n: count() }).from(dietaryRecords).where(where);
  return { n: agg?.n ?? 0, last };
}

export async function habitSignCount(tx: Tx, patientId: number, since: Date): Promise<number> {
  const [agg] = await tx
    .select({ n: count() })
    .from(lifeHabitSigns)
    .where(and(eq(lifeHabitSigns.patientId, patientId), gte(lifeHabitSigns.createdAt, since)));
  return agg?.n ?? 0;
}

/** Mattress readings in [start, end] with their night (before noon counts for the night before). */
export async function mattressNights(tx: Tx, patientId: number, start: Date, end: Date) {
  return tx
    .select({
      values: measurements.values,
      abnormal: measurements.abnormal,
      day: sql<string>`to_char((${measurements.measuredAt} at time zone ${sql.raw(`'${CHINA_ZONE}'`)}) - interval '12 hours', 'YYYY-MM-DD')`,
    })
    .from(measurements)
    .where(
      and(
        eq(measurements.patientId, patientId),
        eq(measurements.type, 'mattress'),
        gte(measurements.measuredAt, start),
        lte(measurements.measuredAt, end),
      ),
    )
    .orderBy(measurements.measuredAt);
}

/** Check/inspection records whose item name contains 不耐受, newest first. */
export async function foodIntoleranceRecords(tx: Tx, patientId: number) {
  return tx
    .select()
    .from(checkInspectionRecords)
    .where(
      and(
        eq(checkInspectionRecords.patientId, patientId),
        ilike(checkInspectionRecords.itemName, '%不耐受%'),
      ),
    )
    .orderBy(desc(checkInspectionRecords.checkedAt))
    .limit(50);
}
