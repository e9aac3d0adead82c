import {
  HUT_MEASURE_TYPES,
  type HutMeasureType,
  type HutReadingView,
  type HutVisitView,
  levelLabel,
  MEASUREMENT_TYPE_INFO,
} from '@kanghu/shared';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { hutReadings, huts, hutVisits, measurements, orgs } from '../../db/schema/index.ts';

export type VisitRow = { id: number; hutId: number; hutName: string; orgName: string; visitedAt: Date };

const ORDER = new Map<string, number>(HUT_MEASURE_TYPES.map((t, i) => [t, i]));

export function readingView(m: typeof measurements.$inferSelect): HutReadingView {
  const type = m.type as HutMeasureType;
  return {
    measurementId: m.id,
    type,
    label: MEASUREMENT_TYPE_INFO[type].label,
    values: m.values,
    unit: m.unit,
    level: m.level,
    levelLabel: levelLabel(type, m.level),
    abnormal: m.abnormal,
    measureTime: m.measuredAt.toISOString(),
  };
}

/** Visits joined with their hut and org names. */
export function selectVisits(tx: Tx) {
  return tx
    .select({
      id: hutVisits.id,
      hutId: hutVisits.hutId,
      hutName: huts.name,
      orgName: orgs.name,
      visitedAt: hutVisits.visitedAt,
    })
    .from(hutVisits)
    .innerJoin(huts, eq(huts.id, hutVisits.hutId))
    .innerJoin(orgs, eq(orgs.id, huts.orgId));
}

/** The visits with their readings (in report order). */
export async function withReadings(tx: Tx, visits: VisitRow[]): Promise<HutVisitView[]> {
  if (visits.length === 0) return [];
  const rows = await tx
    .select({ visitId: hutReadings.visitId, m: measurements })
    .from(hutReadings)
    .innerJoin(measurements, eq(measurements.id, hutReadings.measurementId))
    .where(
      inArray(
        hutReadings.visitId,
        visits.map((v) => v.id),
      ),
    )
    .orderBy(asc(measurements.id));
  const byVisit = new Map<number, HutReadingView[]>();
  for (const r of rows) byVisit.set(r.visitId, [...(byVisit.get(r.visitId) ?? []), readingView(r.m)]);
  return visits.map((v) => {
    const readings = (byVisit.get(v.id) ?? []).sort(
      (a, b) => (ORDER.get(a.type) ?? 99) - (ORDER.get(b.type) ?? 99),
    );
    return {
      id: v.id,
      hutId: v.hutId,
      hutName: v.hutName,
      orgName: v.orgName,
      visitTime: v.visitedAt.toISOString(),
      abnormalCount: readings.filter((r) => r.abnormal).length,
      readings,
    };
  });
}

/** The latest hut reading of each type of a patient, with the hut's name. */
export async function latestByType(tx: Tx, patientId: number) {
  const rows = await tx
    .select({ m: measurements, hutName: huts.name })
    .from(hutReadings)
    .innerJoin(measurements, eq(measurements.id, hutReadings.measurementId))
    .innerJoin(hutVisits, eq(hutVisits.id, hutReadings.visitId))
    .innerJoin(huts, eq(huts.id, hutVisits.hutId))
    .where(eq(hutVisits.patientId, patientId))
    .orderBy(desc(measurements.measuredAt), desc(measurements.id))
    .limit(200);
  const seen = new Map<string, HutReadingView & { hutName: string }>();
  for (const r of rows)
    if (!seen.has(r.m.type)) seen.set(r.m.type, { ...readingView(r.m), hutName: r.hutName });
  return [...seen.values()].sort((a, b) => (ORDER.get(a.type) ?? 99) - (ORDER.get(b.type) ?? 99));
}
