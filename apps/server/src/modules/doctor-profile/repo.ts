import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import {
  departments,
  doctorDepartments,
  doctorLicenseAudits,
  doctorScanRecords,
  doctorSignUps,
  doctors,
  orgs,
  users,
} from '../../db/schema/index.ts';

export type SignUpRow = typeof doctorSignUps.$inferSelect;
export type LicenseRow = typeof doctorLicenseAudits.$inferSelect;
export type DoctorRow = typeof doctors.$inferSelect;

export async function doctorById(tx: Tx, id: number): Promise<DoctorRow | null> {
  const [row] = await tx.select().from(doctors).where(eq(doctors.id, id)).limit(1);
  return row ?? null;
}

export async function doctorByUser(tx: Tx, userId: number): Promise<DoctorRow | null> {
  const [row] = await tx.select().from(doctors).where(eq(doctors.userId, userId)).limit(1);
  return row ?? null;
}

export async function userById(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: users.id, userType: users.userType, status: users.status, orgId: users.orgId })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

export async function orgById(tx: Tx, id: number) {
  const [row] = await tx.select({ id: orgs.id, name: orgs.name }).from(orgs).where(eq(orgs.id, id)).limit(1);
  return row ?? null;
}

export async function departmentById(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: departments.id, orgId: departments.orgId, name: departments.name })
    .from(departments)
    .where(eq(departments.id, id))
    .limit(1);
  return row ?? null;
}

export async function insertDoctor(tx: Tx, values: typeof doctors.$inferInsert) {
  const [row] = await tx.insert(doctors).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

// Sign-ups

export async function signUpOf(tx: Tx, doctorId: number): Promise<SignUpRow | null> {
  const [row] = await tx.select().from(doctorSignUps).where(eq(doctorSignUps.doctorId, doctorId)).limit(1);
  return row ?? null;
}

export async function signUpById(tx: Tx, id: number): Promise<SignUpRow | null> {
  const [row] = await tx.select().from(doctorSignUps).where(eq(doctorSignUps.id, id)).limit(1);
  return row ?? null;
}

/** Inserts or replaces the doctor's sign-up; any submission is reviewed again (state 0). */
export async function upsertSignUp(tx: Tx, values: typeof doctorSignUps.$inferInsert): Promise<SignUpRow> {
  const { projectId: _p, doctorId: _d, ...fields } = values;
  const [row] = await tx
    .insert(doctorSignUps)
    .values(values)
    .onConflictDoUpdate({
      target: [doctorSignUps.projectId, doctorSignUps.doctorId],
      set: {
        ...fields,
        state: 0,
        reason: null,
        reviewedByUserId: null,
        reviewedAt: null,
        updatedAt: new Date(),
      },
    })
    .returning();
  if (!row) throw new Error('sign-up upsert returned nothing');
  return row;
}

/** pending -> approved/rejected in one statement: of two concurrent reviews exactly one wins. */
export async function reviewSignUp(
  tx: Tx,
  id: number,
  review: { state: 1 | 2; reason: string | null; reviewerId: number },
): Promise<SignUpRow | null> {
  const [row] = await tx
    .update(doctorSignUps)
    .set({
      state: review.state,
      reason: review.reason,
      reviewedByUserId: review.reviewerId,
      reviewedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(and(eq(doctorSignUps.id, id), eq(doctorSignUps.state, 0)))
    .returning();
  return row ?? null;
}

// Licence audits

export async function licenseOf(tx: Tx, doctorId: number): Promise<LicenseRow | null> {
  const [row] = await tx
    .select()
    .from(doctorLicenseAudits)
    .where(eq(doctorLicenseAudits.doctorId, doctorId))
    .limit(1);
  return row ?? null;
}

export async function licenseById(tx: Tx, id: number): Promise<LicenseRow | null> {
  const [row] = await tx.select().from(doctorLicenseAudits).where(eq(doctorLicenseAudits.id, id)).limit(1);
  return row ?? null;
}

export async function upsertLicense(
  tx: Tx,
  values: typeof doctorLicenseAudits.$inferInsert,
): Promise<LicenseRow> {
  const [row] = await tx
    .insert(doctorLicenseAudits)
    .values(values)
    .onConflictDoUpdate({
      target: [doctorLicenseAudits.projectId, doctorLicenseAudits.doctorId],
      set: {
        imageList: values.imageList,
        licenseNo: values.licenseNo ?? null,
        state: 0,
        reason: null,
        reviewedByUserId: null,
        reviewedAt: null,
        updatedAt: new Date(),
      },
    })
    .returning();
  if (!row) throw new Error('licence upsert returned nothing');
  return row;
}

export async function reviewLicense(
  tx: Tx,
  id: number,
  review: { state: 1 | 2; reason: string | null; reviewerId: number },
): Promise<LicenseRow | null> {
  const [row] = await tx
    .update(doctorLicenseAudits)
    .set({
      state: review.state,
      reason: review.reason,
      reviewedByUserId: review.reviewerId,
      reviewedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(and(eq(doctorLicenseAudits.id, id), eq(doctorLicenseAudits.state, 0)))
    .returning();
  return row ?? null;
}

// Departments

export async function allOrgs(tx: Tx) {
  return tx
    .select({ id: orgs.id, parentId: orgs.parentId, name: orgs.name })
    .from(orgs)
    .orderBy(asc(orgs.sort), asc(orgs.id));
}

export async function allDepartments(tx: Tx) {
  return tx
    .select({
      id: departments.id,
      orgId: departments.orgId,
      parentId: departments.parentId,
      name: departments.name,
    })
    .from(departments)
    .orderBy(asc(departments.sort), asc(departments.id));
}

/** Doctors (not assistants) with their org, primary department and library departments. */
export async function doctorPlacements(tx: Tx) {
  const rows = await tx
    .select({ id: doctors.id, orgId: doctors.orgId, departmentId: doctors.departmentId })
    .from(doctors)
    .where(eq(doctors.isAssistant, false));
  const links = await tx
    .select({ doctorId: doctorDepartments.doctorId, departmentId: doctorDepartments.departmentId })
    .from(doctorDepartments);
  return { rows, links };
}

export async function libraryOf(tx: Tx, doctorId: number) {
  return tx
    .select({
      departmentId: departments.id,
      name: departments.name,
      orgId: departments.orgId,
      orgName: orgs.name,
    })
    .from(doctorDepartments)
    .innerJoin(departments, eq(departments.id, doctorDepartments.departmentId))
    .innerJoin(orgs, eq(orgs.id, departments.orgId))
    .where(eq(doctorDepartments.doctorId, doctorId))
    .orderBy(asc(doctorDepartments.sort), asc(doctorDepartments.id));
}

export async function departmentWithOrg(tx: Tx, id: number) {
  const [row] = await tx
    .select({ departmentId: departments.id, name: departments.name, orgId: orgs.id, orgName: orgs.name })
    .from(departments)
    .innerJoin(orgs, eq(orgs.id, departments.orgId))
    .where(eq(departments.id, id))
    .limit(1);
  return row ?? null;
}

export async function departmentsIn(tx: Tx, ids: number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: departments.id, orgId: departments.orgId })
    .from(departments)
    .where(inArray(departments.id, ids));
}

export async function replaceLibrary(tx: Tx, projectId: number, doctorId: number, departmentIds: number[]) {
  await tx.delete(doctorDepartments).where(eq(doctorDepartments.doctorId, doctorId));
  if (departmentIds.length > 0)
    await tx
      .insert(doctorDepartments)
      .values(departmentIds.map((departmentId, sort) => ({ projectId, doctorId, departmentId, sort })));
}

// QR scans

export async function insertScan(tx: Tx, values: typeof doctorScanRecords.$inferInsert) {
  const [row] = await tx.insert(doctorScanRecords).values(values).returning();
  if (!row) throw new Error('scan insert returned nothing');
  return row;
}

export async function lastScan(tx: Tx, userId: number, appId: string | undefined) {
  const [row] = await tx
    .select({
      id: doctorScanRecords.id,
      userId: doctorScanRecords.userId,
      doctorId: doctorScanRecords.doctorId,
      doctorName: doctors.name,
      appId: doctorScanRecords.appId,
      createdAt: doctorScanRecords.createdAt,
    })
    .from(doctorScanRecords)
    .innerJoin(doctors, eq(doctors.id, doctorScanRecords.doctorId))
    .where(
      and(
        eq(doctorScanRecords.userId, userId),
        appId !== undefined ? eq(doctorScanRecords.appId, appId) : undefined,
      ),
    )
    .orderBy(desc(doctorScanRecords.createdAt), desc(doctorScanRecords.id))
    .limit(1);
  return row ?? null;
}
