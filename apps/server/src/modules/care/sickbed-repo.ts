import { SICKBED_STATE } from '@kanghu/shared';
import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type Viewer, visibleTo } from '../../core/access.ts';
import { doctorOf, PATIENT_DOCTOR_NAMES, patientOf } from '../../core/names.ts';
import { type PageQuery, pageRange } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { doctors, orgs, patients, sickbedApplications, users } from '../../db/schema/index.ts';

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
      reviewerName: users.name,
    })
    .from(sickbedApplications)
    .innerJoin(patients, patientOf(sickbedApplications.patientId))
    .leftJoin(orgs, eq(orgs.id, sickbedApplications.orgId))
    .leftJoin(doctors, doctorOf(sickbedApplications.doctorId))
    .leftJoin(users, eq(users.id, sickbedApplications.reviewedByUserId))
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
  reviewerName: string | null;
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

/**
 * Serialises applications per patient (advisory lock) and answers an open one (pending or in
 * care) other than `exceptId`. A partial unique index holds the same rule in the database.
 */
export async function lockOpenOf(tx: Tx, patientId: number, exceptId?: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sickbed:${patientId}`}, 0))`);
  const [p] = await tx
    .select({ id: sickbedApplications.id, state: sickbedApplications.state })
    .from(sickbedApplications)
    .where(
      and(
        eq(sickbedApplications.patientId, patientId),
        inArray(sickbedApplications.state, [SICKBED_STATE.pending, SICKBED_STATE.inCare]),
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

/** Moves an application from state `from` (conditional: of two concurrent moves one wins). */
export async function moveSickbed(
  tx: Tx,
  id: number,
  from: number,
  set: Partial<typeof sickbedApplications.$inferInsert>,
) {
  const [updated] = await tx
    .update(sickbedApplications)
    .set(set)
    .where(and(eq(sickbedApplications.id, id), eq(sickbedApplications.state, from)))
    .returning();
  return updated;
}

/**
 * The applications a viewer sees: those of the patients they see; for a doctor or assistant
 * also those made to their org or naming them (the patient chose that org).
 */
export function sickbedVisibleTo(viewer: Viewer): SQL {
  if (viewer.kind !== 'org') return visibleTo(viewer);
  return (
    or(
      visibleTo(viewer),
      viewer.orgId !== null ? eq(sickbedApplications.orgId, viewer.orgId) : undefined,
      viewer.doctorId !== null ? eq(sickbedApplications.doctorId, viewer.doctorId) : undefined,
    ) ?? sql`false`
  );
}

/** A page of the applications the viewer sees, newest first, and the total. */
export async function sickbedPage(
  tx: Tx,
  viewer: Viewer,
  f: { patientId?: number | undefined; state?: number | undefined },
  q: PageQuery,
) {
  const where: SQL | undefined = and(
    sickbedVisibleTo(viewer),
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

/** One application the viewer sees (sickbedVisibleTo), or undefined. */
export async function visibleSickbedRow(tx: Tx, viewer: Viewer, id: number) {
  const [row] = await tx
    .select({ s: sickbedApplications })
    .from(sickbedApplications)
    .innerJoin(patients, patientOf(sickbedApplications.patientId))
    .where(and(eq(sickbedApplications.id, id), sickbedVisibleTo(viewer)))
    .limit(1);
  return row?.s;
}

/** The patient's bed in care, if any. */
export async function bedInCareOf(tx: Tx, patientId: number) {
  const [row] = await tx
    .select()
    .from(sickbedApplications)
    .where(
      and(eq(sickbedApplications.patientId, patientId), eq(sickbedApplications.state, SICKBED_STATE.inCare)),
    )
    .limit(1);
  return row;
}

// ---- for the doctor's dashboard and the patient's timeline ----

/** Pending applications made to org `orgId`. */
export async function pendingSickbedCountForOrg(tx: Tx, orgId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(sickbedApplications)
    .where(and(eq(sickbedApplications.orgId, orgId), eq(sickbedApplications.state, SICKBED_STATE.pending)));
  return row?.n ?? 0;
}

/** Every application (and bed) of a patient, newest first (the caller checked the patient). */
export function sickbedsOfPatient(tx: Tx, patientId: number): Promise<SickbedRow[]> {
  return tx
    .select()
    .from(sickbedApplications)
    .where(eq(sickbedApplications.patientId, patientId))
    .orderBy(desc(sickbedApplications.createdAt), desc(sickbedApplications.id));
}
