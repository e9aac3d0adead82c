import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { doctors, orgs, patients, preSignApplications } from '../../db/schema/index.ts';

export type PreSignRow = typeof preSignApplications.$inferSelect;

/** Patient, org and doctor names of a set of applications. */
export async function preSignNames(tx: Tx, rows: PreSignRow[]) {
  const pIds = [...new Set(rows.map((r) => r.patientId))];
  const oIds = [...new Set(rows.map((r) => r.orgId).filter((v): v is number => v !== null))];
  const dIds = [...new Set(rows.map((r) => r.doctorId).filter((v): v is number => v !== null))];
  const ps = pIds.length
    ? await tx
        .select({ id: patients.id, name: patients.name })
        .from(patients)
        .where(inArray(patients.id, pIds))
    : [];
  const os = oIds.length
    ? await tx.select({ id: orgs.id, name: orgs.name }).from(orgs).where(inArray(orgs.id, oIds))
    : [];
  const ds = dIds.length
    ? await tx.select({ id: doctors.id, name: doctors.name }).from(doctors).where(inArray(doctors.id, dIds))
    : [];
  return {
    patients: new Map(ps.map((p) => [p.id, p.name])),
    orgs: new Map(os.map((o) => [o.id, o.name])),
    doctors: new Map(ds.map((d) => [d.id, d.name])),
  };
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
