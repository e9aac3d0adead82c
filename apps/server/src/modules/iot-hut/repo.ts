import {
  HUT_MEASURE_TYPES,
  type HutMeasureType,
  type HutReadingView,
  type HutVisitView,
  levelLabel,
  MEASUREMENT_TYPE_INFO,
} from '@kanghu/shared';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Viewer, visibleTo } from '../../core/access.ts';
import type { Tx } from '../../db/database.ts';
import {
  hutReadings,
  huts,
  hutVisits,
  measurements,
  orgs,
  patientRelations,
  patients,
} from '../../db/schema/index.ts';

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

/** The number of a patient's hut visits. */
export async function visitCount(tx: Tx, patientId: number): Promise<number> {
  const [total] = await tx.select({ n: count() }).from(hutVisits).where(eq(hutVisits.patientId, patientId));
  return total?.n ?? 0;
}

/** A patient's visits, newest first. */
export function visitsOf(tx: Tx, patientId: number, range: { limit: number; offset?: number }) {
  return selectVisits(tx)
    .where(eq(hutVisits.patientId, patientId))
    .orderBy(desc(hutVisits.visitedAt), desc(hutVisits.id))
    .limit(range.limit)
    .offset(range.offset ?? 0);
}

/** One visit (with hut and org names) and its patient. */
export async function visitById(tx: Tx, id: number) {
  const rows = await selectVisits(tx).where(eq(hutVisits.id, id)).limit(1);
  const [owner] = await tx
    .select({ patientId: hutVisits.patientId })
    .from(hutVisits)
    .where(eq(hutVisits.id, id))
    .limit(1);
  return owner ? { rows, patientId: owner.patientId } : undefined;
}

/** The patient with this ID number (any letter case), among those the viewer sees unless `viewer` is null. */
export async function patientByIdcard(tx: Tx, viewer: Viewer | null, idcard: string) {
  const [p] = await tx
    .select()
    .from(patients)
    .where(
      and(sql`upper(${patients.idcard}) = ${idcard.toUpperCase()}`, viewer ? visibleTo(viewer) : undefined),
    )
    .limit(1);
  return p;
}

/** The account's own patient (relation self first, then by sort). */
export async function ownPatient(tx: Tx, userId: number) {
  const [own] = await tx
    .select({ p: patients })
    .from(patientRelations)
    .innerJoin(patients, eq(patients.id, patientRelations.patientId))
    .where(eq(patientRelations.userId, userId))
    .orderBy(
      sql`${patientRelations.relation} <> 'self'`,
      asc(patientRelations.sort),
      asc(patientRelations.id),
    )
    .limit(1);
  return own?.p;
}

export async function insertVisit(tx: Tx, values: typeof hutVisits.$inferInsert) {
  const [visit] = await tx.insert(hutVisits).values(values).returning({ id: hutVisits.id });
  return visit;
}

export async function linkReading(tx: Tx, values: typeof hutReadings.$inferInsert) {
  await tx.insert(hutReadings).values(values);
}
