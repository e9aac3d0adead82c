import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Viewer, visibleTo } from '../../core/access.ts';
import { doctorOf, PATIENT_DOCTOR_NAMES, patientOf } from '../../core/names.ts';
import { type PageQuery, pageRange } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { doctors, orgs, patients, sickbedApplications } from '../../db/schema/index.ts';

export type SickbedRow = typeof sickbedApplications.$inferSelect;

/** Patient (name, ID number), org and doctor names of a set of applications, by application id. */
export async function sickbedNames(tx: Tx, rows: SickbedRow[]) {
  if (rows.length === 0) return new Map<number, SickbedNames>();
  const names = await tx
    .select({
      id: sickbedApplications.id,
      patientName: PATIENT_DOCTOR_NAMES.patientName,
      idcard: patients.idcard,
      orgName: orgs.name,
      doctorName: PATIENT_DOCTOR_NAMES.doctorName,
    })
    .from(sickbedApplications)
    .innerJoin(patients, patientOf(sickbedApplications.patientId))
    .leftJoin(orgs, eq(orgs.id, sickbedApplications.orgId))
    .leftJoin(doctors, doctorOf(sickbedApplications.doctorId))
    .where(
      inArray(
        sickbedApplications.id,
        rows.map((r) => r.id),
      ),
    );
  return new Map<number, SickbedNames>(names.map((n) => [n.id, n]));
}

export interface SickbedNames {
  patientName: string;
  idcard: string | null;
  orgName: string | null;
  doctorName: string | null;
}

export async function orgExists(tx: Tx, id: number): Promise<boolean> {
  const [o] = await tx.select({ id: orgs.id }).from(orgs).where(eq(orgs.id, id)).limit(1);
  return Boolean(o);
}

export async function doctorOrgOf(tx: Tx, id: number) {
  const [d] = await tx
    .select({ id: doctors.id, orgId: doctors.orgId })
    .from(doctors)
    .where(eq(doctors.id, id))
    .limit(1);
  return d;
}

/** Serialises applications per patient (advisory lock) and answers a pending one other than `exceptId`. */
export async function lockPendingOf(tx: Tx, patientId: number, exceptId?: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sickbed:${patientId}`}, 0))`);
  const [p] = await tx
    .select({ id: sickbedApplications.id })
    .from(sickbedApplications)
    .where(
      and(
        eq(sickbedApplications.patientId, patientId),
        eq(sickbedApplications.state, 0),
        exceptId !== undefined ? sql`${sickbedApplications.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return p;
}

export async function insertSickbed(tx: Tx, values: typeof sickbedApplications.$inferInsert) {
  const [row] = await tx.insert(sickbedApplications).values(values).returning();
  return row;
}

export async function sickbedById(tx: Tx, id: number): Promise<SickbedRow | undefined> {
  const [row] = await tx.select().from(sickbedApplications).where(eq(sickbedApplications.id, id)).limit(1);
  return row;
}

/** Updates a pending (state 0) application; undefined when it is no longer pending. */
export async function updatePending(
  tx: Tx,
  id: number,
  set: Partial<typeof sickbedApplications.$inferInsert>,
) {
  const [updated] = await tx
    .update(sickbedApplications)
    .set(set)
    .where(and(eq(sickbedApplications.id, id), eq(sickbedApplications.state, 0)))
    .returning();
  return updated;
}

/** A page of the applications of the patients the viewer sees, newest first, and the total. */
export async function sickbedPage(
  tx: Tx,
  viewer: Viewer,
  f: { patientId?: number | undefined; state?: number | undefined },
  q: PageQuery,
) {
  const where: SQL | undefined = and(
    visibleTo(viewer),
    f.patientId !== undefined ? eq(sickbedApplications.patientId, f.patientId) : undefined,
    f.state !== undefined ? eq(sickbedApplications.state, f.state) : undefined,
  );
  const { limit, offset } = pageRange(q);
  const rows = await tx
    .select({ s: sickbedApplications })
    .from(sickbedApplications)
    .innerJoin(patients, patientOf(sickbedApplications.patientId))
    .where(where)
    .orderBy(desc(sickbedApplications.createdAt), desc(sickbedApplications.id))
    .limit(limit)
    .offset(offset);
  const [total] = await tx
    .select({ n: count() })
    .from(sickbedApplications)
    .innerJoin(patients, patientOf(sickbedApplications.patientId))
    .where(where);
  return { rows: rows.map((r) => r.s), total: total?.n ?? 0 };
}
