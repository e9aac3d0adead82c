import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { type Viewer, visibleTo } from '../../core/access.ts';
import { patientOf } from '../../core/names.ts';
import { type PageQuery, pageRange } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import {
  measurements,
  patientRelations,
  patients,
  physicalSignRecords,
  users,
} from '../../db/schema/index.ts';

export type SignRow = typeof physicalSignRecords.$inferSelect;

/** The patient the viewer sees with exactly this ID number. */
export async function visiblePatientByIdcard(tx: Tx, viewer: Viewer, idcard: string) {
  const [patient] = await tx
    .select()
    .from(patients)
    .where(and(eq(patients.idcard, idcard), visibleTo(viewer)))
    .limit(1);
  return patient;
}

/** Whether the account is bound to the patient. */
export async function isBound(tx: Tx, patientId: number, userId: number): Promise<boolean> {
  const [rel] = await tx
    .select({ id: patientRelations.id })
    .from(patientRelations)
    .where(and(eq(patientRelations.patientId, patientId), eq(patientRelations.userId, userId)))
    .limit(1);
  return Boolean(rel);
}

export async function insertSign(tx: Tx, values: typeof physicalSignRecords.$inferInsert) {
  const [sign] = await tx.insert(physicalSignRecords).values(values).returning();
  return sign;
}

/** A page of the sign sets of the patients the viewer sees, newest first, with patient names. */
export async function signPage(tx: Tx, viewer: Viewer, patientId: number | undefined, q: PageQuery) {
  const where = and(
    visibleTo(viewer),
    patientId !== undefined ? eq(physicalSignRecords.patientId, patientId) : undefined,
  );
  const { limit, offset } = pageRange(q);
  const rows = await tx
    .select({ sign: physicalSignRecords, name: patients.name, idcard: patients.idcard })
    .from(physicalSignRecords)
    .innerJoin(patients, patientOf(physicalSignRecords.patientId))
    .where(where)
    .orderBy(desc(physicalSignRecords.measuredAt), desc(physicalSignRecords.id))
    .limit(limit)
    .offset(offset);
  const [total] = await tx
    .select({ n: count() })
    .from(physicalSignRecords)
    .innerJoin(patients, patientOf(physicalSignRecords.patientId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Names of user accounts by id. */
export async function userNames(tx: Tx, ids: number[]): Promise<Map<number, string | null>> {
  const names = ids.length
    ? await tx.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids))
    : [];
  return new Map(names.map((n) => [n.id, n.name]));
}

/** Which of these measurements are abnormal. */
export async function abnormalAmong(tx: Tx, ids: number[]): Promise<Set<number>> {
  const flagged = ids.length
    ? await tx
        .select({ id: measurements.id })
        .from(measurements)
        .where(and(inArray(measurements.id, ids), eq(measurements.abnormal, true)))
    : [];
  return new Set(flagged.map((m) => m.id));
}
