import type { DetectionType } from '@kanghu/shared';
import { and, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { measurements } from '../../db/schema/index.ts';

export interface DetectionPeriod {
  patientId: number;
  types: DetectionType[];
  start: Date | null;
  end: Date;
}

function periodWhere(p: DetectionPeriod): SQL | undefined {
  return and(
    eq(measurements.patientId, p.patientId),
    inArray(measurements.type, p.types),
    p.start ? gte(measurements.measuredAt, p.start) : undefined,
    lte(measurements.measuredAt, p.end),
  );
}

/** The latest reading of each type in the period. */
export function latestPerType(tx: Tx, p: DetectionPeriod) {
  return tx
    .selectDistinctOn([measurements.type])
    .from(measurements)
    .where(periodWhere(p))
    .orderBy(measurements.type, desc(measurements.measuredAt), desc(measurements.id));
}

/** Readings and abnormal readings per type in the period. */
export function countsPerType(tx: Tx, p: DetectionPeriod) {
  return tx
    .select({
      type: measurements.type,
      n: count(),
      abnormal: sql<number>`count(*) filter (where ${measurements.abnormal})`.mapWith(Number),
    })
    .from(measurements)
    .where(periodWhere(p))
    .groupBy(measurements.type);
}

/** Counts per China-time month, type and grade since `since`. */
export function monthlyGradeCounts(tx: Tx, patientId: number, types: DetectionType[], since: Date) {
  const month = sql<string>`to_char(${measurements.measuredAt} at time zone 'Asia/Shanghai', 'YYYY-MM')`;
  return tx
    .select({
      month,
      type: measurements.type,
      level: measurements.level,
      n: count(),
      abnormal: sql<number>`count(*) filter (where ${measurements.abnormal})`.mapWith(Number),
    })
    .from(measurements)
    .where(
      and(
        eq(measurements.patientId, patientId),
        inArray(measurements.type, types),
        gte(measurements.measuredAt, since),
      ),
    )
    .groupBy(month, measurements.type, measurements.level);
}
