import { and, desc, eq, inArray } from 'drizzle-orm';
import { doctorOf, PATIENT_DOCTOR_NAMES, patientOf } from '../../core/names.ts';
import type { Tx } from '../../db/database.ts';
import { doctors, orgs, patients, preSignApplications } from '../../db/schema/index.ts';

export type PreSignRow = typeof preSignApplications.$inferSelect;

/** Patient, org and doctor names of a set of applications, by application id. */
export async function preSignNames(tx: Tx, rows: PreSignRow[]) {
  if (rows.length === 0) return new Map<number, PreSignNames>();
  const names = await tx
    .select({
      id: preSignApplications.id,
      patientName: PATIENT_DOCTOR_NAMES.patientName,
      orgName: orgs.name,
      doctorName: PATIENT_DOCTOR_NAMES.doctorName,
    })
    .from(preSignApplications)
    .innerJoin(patients, patientOf(preSignApplications.patientId))
    .leftJoin(orgs, eq(orgs.id, preSignApplications.orgId))
    .leftJoin(doctors, doctorOf(preSignApplications.doctorId))
    .where(
      inArray(
        preSignApplications.id,
        rows.map((r) => r.id),
      ),
    );
  return new Map<number, PreSignNames>(names.map((n) => [n.id, n]));
}

export interface PreSignNames {
  patientName: string;
  orgName: string | null;
  doctorName: string | null;
}

/** Inserts an open application; undefined when the patient already has one (partial unique index). */
export async function insertPreSign(tx: Tx, values: typeof preSignApplications.$inferInsert) {
  const [row] = await tx.insert(preSignApplications).values(values).onConflictDoNothing().returning();
  return row;
}

/** The patient's applications, newest first (at most 100). */
export function preSignsOf(tx: Tx, patientId: number) {
  return tx
    .select()
    .from(preSignApplications)
    .where(eq(preSignApplications.patientId, patientId))
    .orderBy(desc(preSignApplications.createdAt), desc(preSignApplications.id))
    .limit(100);
}

export async function preSignById(tx: Tx, id: number): Promise<PreSignRow | undefined> {
  const [row] = await tx.select().from(preSignApplications).where(eq(preSignApplications.id, id)).limit(1);
  return row;
}

/** Cancels an open (state 0) application; undefined when it is no longer open. */
export async function cancelOpen(tx: Tx, id: number, at: Date) {
  const [updated] = await tx
    .update(preSignApplications)
    .set({ state: 3, updatedAt: at })
    .where(and(eq(preSignApplications.id, id), eq(preSignApplications.state, 0)))
    .returning();
  return updated;
}
