import { type MeasurementType, type NewReading, prepareReading } from '@kanghu/shared';
import { and, count, desc, eq, gte, lte, max, min, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { devices, doctors, measurements } from '../../db/schema/index.ts';

export type MeasurementRow = typeof measurements.$inferSelect;

/** Grades (packages/shared domain/reading.ts) and stores one reading. */
export async function insertReading(tx: Tx, r: NewReading): Promise<MeasurementRow> {
  const [row] = await tx.insert(measurements).values(prepareReading(r)).returning();
  if (!row) throw new Error('measurement insert returned nothing');
  return row;
}

export async function measurementById(tx: Tx, id: number): Promise<MeasurementRow | undefined> {
  const [m] = await tx.select().from(measurements).where(eq(measurements.id, id)).limit(1);
  return m;
}

export async function deleteMeasurementRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(measurements).where(eq(measurements.id, id));
}

/** The user of a patient's doctor (for pushes), or null. */
export async function doctorUserOf(tx: Tx, doctorId: number | null): Promise<number | null> {
  if (doctorId === null) return null;
  const [d] = await tx
    .select({ userId: doctors.userId })
    .from(doctors)
    .where(eq(doctors.id, doctorId))
    .limit(1);
  return d?.userId ?? null;
}

/** The id of a device with `serial` bound to the patient, or undefined. */
export async function patientDeviceId(
  tx: Tx,
  serial: string,
  patientId: number,
): Promise<number | undefined> {
  const [d] = await tx
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.serial, serial), eq(devices.patientId, patientId)))
    .limit(1);
  return d?.id;
}

export interface HistoryFilter {
  patientId: number;
  type?: MeasurementType;
  start: Date;
  end: Date;
  /** Keyset: rows strictly older than (measuredAt, id). */
  before?: { at: Date; id: number };
  limit: number;
}

/**
 * A patient's readings newest first, keyset-paged; served by measurements_history_idx
 * (project_id, patient_id, type, measured_at).
 */
export function historyRows(tx: Tx, f: HistoryFilter): Promise<MeasurementRow[]> {
  const conditions: Array<SQL | undefined> = [
    eq(measurements.patientId, f.patientId),
    f.type === undefined ? undefined : eq(measurements.type, f.type),
    gte(measurements.measuredAt, f.start),
    lte(measurements.measuredAt, f.end),
  ];
  if (f.before) {
    conditions.push(
      lte(measurements.measuredAt, f.before.at),
      sql`(${measurements.measuredAt}, ${measurements.id}) < (${f.before.at}, ${f.before.id})`,
    );
  }
  return tx
    .select()
    .from(measurements)
    .where(and(...conditions))
    .orderBy(desc(measurements.measuredAt), desc(measurements.id))
    .limit(f.limit);
}

const numberOrNull = (x: unknown) => (x === null ? null : Number(x));

/** Count, abnormal count, first/last and avg/min/max of each component over [start, end]. */
export async function periodStats(
  tx: Tx,
  patientId: number,
  type: MeasurementType,
  components: string[],
  start: Date,
  end: Date,
) {
  const where = and(
    eq(measurements.patientId, patientId),
    eq(measurements.type, type),
    gte(measurements.measuredAt, start),
    lte(measurements.measuredAt, end),
  );
  const stats: Record<string, SQL<number | null>> = {};
  for (const key of components) {
    const v = sql`(${measurements.values} ->> ${key})::float8`;
    stats[`${key}.avg`] = sql<number | null>`avg(${v})`.mapWith(numberOrNull);
    stats[`${key}.min`] = sql<number | null>`min(${v})`.mapWith(numberOrNull);
    stats[`${key}.max`] = sql<number | null>`max(${v})`.mapWith(numberOrNull);
  }
  const [agg] = await tx
    .select({
      count: count(),
      abnormal: sql<number>`count(*) filter (where ${measurements.abnormal})`.mapWith(Number),
      first: min(measurements.measuredAt),
      last: max(measurements.measuredAt),
      ...stats,
    })
    .from(measurements)
    .where(where);
  const byLevel = await tx
    .select({ level: measurements.level, n: count() })
    .from(measurements)
    .where(where)
    .groupBy(measurements.level);
  return { agg: (agg ?? {}) as Record<string, unknown>, byLevel };
}
