import { REFERRAL_OPEN_STATES, REFERRAL_STATE } from '@kanghu/shared';
import { aliasedTable, and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type Viewer, visibleTo } from '../../core/access.ts';
import { referralAddressedTo } from '../../core/grants.ts';
import { type PageQuery, pageRange } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { departments, doctors, orgs, patients, referrals } from '../../db/schema/index.ts';

export type ReferralRow = typeof referrals.$inferSelect;

/** The caller's doctor row: what decides whether a referral is addressed to them. */
export interface ReferralActor {
  doctorId: number | null;
  departmentId: number | null;
  orgId: number | null;
  isAssistant: boolean;
}

export async function actorOf(tx: Tx, viewer: Viewer): Promise<ReferralActor> {
  if (viewer.doctorId === null)
    return { doctorId: null, departmentId: null, orgId: viewer.orgId, isAssistant: false };
  const [d] = await tx
    .select({ departmentId: doctors.departmentId, orgId: doctors.orgId, isAssistant: doctors.isAssistant })
    .from(doctors)
    .where(eq(doctors.id, viewer.doctorId))
    .limit(1);
  return {
    doctorId: viewer.doctorId,
    departmentId: d?.departmentId ?? null,
    orgId: d?.orgId ?? viewer.orgId,
    isAssistant: d?.isAssistant ?? false,
  };
}

/**
 * The SQL condition "the viewer may see this referral record" (over referrals joined with
 * patients): admins and staff all; a doctor or assistant the referrals they sent, those addressed
 * to them, and those of the patients of their org; a patient's account those of its patients.
 */
export function referralVisibleTo(viewer: Viewer): SQL {
  if (viewer.kind !== 'org') return visibleTo(viewer);
  const me = viewer.doctorId;
  return (
    or(
      visibleTo(viewer),
      me !== null ? eq(referrals.doctorId, me) : undefined,
      me !== null ? referralAddressedTo(me) : undefined,
    ) ?? sql`false`
  );
}

export interface ReferralFilter {
  direction?: 'out' | 'in' | undefined;
  referralState?: number | undefined;
  patientId?: number | undefined;
}

function filterOf(viewer: Viewer, f: ReferralFilter): SQL | undefined {
  const me = viewer.doctorId;
  const direction =
    f.direction === undefined
      ? undefined
      : me === null
        ? sql`false`
        : f.direction === 'out'
          ? eq(referrals.doctorId, me)
          : referralAddressedTo(me);
  return and(
    referralVisibleTo(viewer),
    direction,
    f.referralState !== undefined ? eq(referrals.state, f.referralState) : undefined,
    f.patientId !== undefined ? eq(referrals.patientId, f.patientId) : undefined,
  );
}

/** A page of the referrals the viewer sees, newest first, and the total. */
export async function referralPage(tx: Tx, viewer: Viewer, f: ReferralFilter, q: PageQuery) {
  const where = filterOf(viewer, f);
  const { limit, offset } = pageRange(q);
  const rows = await tx
    .select({ r: referrals })
    .from(referrals)
    .innerJoin(patients, eq(patients.id, referrals.patientId))
    .where(where)
    .orderBy(desc(referrals.createdAt), desc(referrals.id))
    .limit(limit)
    .offset(offset);
  const [total] = await tx
    .select({ n: count() })
    .from(referrals)
    .innerJoin(patients, eq(patients.id, referrals.patientId))
    .where(where);
  return { rows: rows.map((r) => r.r), total: total?.n ?? 0 };
}

/** One referral the viewer sees (undefined otherwise); `lock` takes the row for a transition. */
export async function visibleReferral(tx: Tx, viewer: Viewer, id: number, lock = false) {
  const query = tx
    .select({ r: referrals })
    .from(referrals)
    .innerJoin(patients, eq(patients.id, referrals.patientId))
    .where(and(eq(referrals.id, id), referralVisibleTo(viewer)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: referrals }) : await query;
  return row?.r;
}

export async function insertReferral(tx: Tx, values: typeof referrals.$inferInsert) {
  const [row] = await tx.insert(referrals).values(values).returning();
  return row;
}

/** An open (pending or accepted) referral of the patient to exactly this target. */
export async function openReferralTo(
  tx: Tx,
  patientId: number,
  t: { targetOrgId: number; targetDepartmentId: number | null; targetDoctorId: number | null },
) {
  const [row] = await tx
    .select({ id: referrals.id })
    .from(referrals)
    .where(
      and(
        eq(referrals.patientId, patientId),
        inArray(referrals.state, [...REFERRAL_OPEN_STATES]),
        eq(referrals.targetOrgId, t.targetOrgId),
        sql`coalesce(${referrals.targetDepartmentId}, 0) = ${t.targetDepartmentId ?? 0}`,
        sql`coalesce(${referrals.targetDoctorId}, 0) = ${t.targetDoctorId ?? 0}`,
      ),
    )
    .limit(1);
  return row;
}

/** Moves a referral from `from` (conditional: of two concurrent moves one wins). */
export async function moveReferral(
  tx: Tx,
  id: number,
  from: number,
  set: Partial<typeof referrals.$inferInsert>,
): Promise<ReferralRow | undefined> {
  const [row] = await tx
    .update(referrals)
    .set(set)
    .where(and(eq(referrals.id, id), eq(referrals.state, from)))
    .returning();
  return row;
}

const targetDoctors = aliasedTable(doctors, 'target_doctor');
const acceptedDoctors = aliasedTable(doctors, 'accepted_doctor');
const targetOrgs = aliasedTable(orgs, 'target_org');

/** Names shown with a set of referrals (patient, doctors, orgs, department), by referral id. */
export interface ReferralNames {
  patientName: string;
  patientSex: number | null;
  birthday: string | null;
  idcard: string | null;
  tel: string | null;
  doctorName: string | null;
  orgName: string | null;
  targetDoctorName: string | null;
  targetDepartmentName: string | null;
  targetOrgName: string | null;
  acceptedDoctorName: string | null;
}

export async function referralNames(tx: Tx, rows: ReferralRow[]): Promise<Map<number, ReferralNames>> {
  if (rows.length === 0) return new Map();
  const names = await tx
    .select({
      id: referrals.id,
      patientName: patients.name,
      patientSex: patients.sex,
      birthday: patients.birthday,
      idcard: patients.idcard,
      tel: patients.tel,
      doctorName: doctors.name,
      orgName: orgs.name,
      targetDoctorName: targetDoctors.name,
      targetDepartmentName: departments.name,
      targetOrgName: targetOrgs.name,
      acceptedDoctorName: acceptedDoctors.name,
    })
    .from(referrals)
    .innerJoin(patients, eq(patients.id, referrals.patientId))
    .leftJoin(doctors, eq(doctors.id, referrals.doctorId))
    .leftJoin(orgs, eq(orgs.id, referrals.fromOrgId))
    .leftJoin(targetDoctors, eq(targetDoctors.id, referrals.targetDoctorId))
    .leftJoin(departments, eq(departments.id, referrals.targetDepartmentId))
    .leftJoin(targetOrgs, eq(targetOrgs.id, referrals.targetOrgId))
    .leftJoin(acceptedDoctors, eq(acceptedDoctors.id, referrals.acceptedDoctorId))
    .where(
      inArray(
        referrals.id,
        rows.map((r) => r.id),
      ),
    );
  return new Map(names.map((n) => [n.id, n]));
}

// ---- the target of a new referral ----

export async function doctorPlacement(tx: Tx, id: number) {
  const [d] = await tx
    .select({
      id: doctors.id,
      userId: doctors.userId,
      orgId: doctors.orgId,
      departmentId: doctors.departmentId,
      isAssistant: doctors.isAssistant,
    })
    .from(doctors)
    .where(eq(doctors.id, id))
    .limit(1);
  return d;
}

export async function departmentOrg(tx: Tx, id: number) {
  const [d] = await tx
    .select({ id: departments.id, orgId: departments.orgId })
    .from(departments)
    .where(eq(departments.id, id))
    .limit(1);
  return d;
}

export async function orgById(tx: Tx, id: number) {
  const [o] = await tx.select({ id: orgs.id }).from(orgs).where(eq(orgs.id, id)).limit(1);
  return o;
}

/** The user accounts a referral is addressed to (the named doctor, or the doctors of the target). */
export async function addresseeUserIds(tx: Tx, r: ReferralRow): Promise<number[]> {
  const where =
    r.targetDoctorId !== null
      ? eq(doctors.id, r.targetDoctorId)
      : and(
          eq(doctors.isAssistant, false),
          r.targetDepartmentId !== null
            ? eq(doctors.departmentId, r.targetDepartmentId)
            : eq(doctors.orgId, r.targetOrgId),
        );
  const rows = await tx.select({ userId: doctors.userId }).from(doctors).where(where);
  return rows.map((d) => d.userId);
}

export async function doctorUserIds(tx: Tx, ids: (number | null)[]): Promise<number[]> {
  const wanted = ids.filter((id): id is number => id !== null);
  if (wanted.length === 0) return [];
  const rows = await tx.select({ userId: doctors.userId }).from(doctors).where(inArray(doctors.id, wanted));
  return rows.map((d) => d.userId);
}

// ---- for the doctor's dashboard and the patient's timeline ----

/** Pending referrals addressed to doctor `doctorId` (named, or their department or org). */
export async function pendingReferralCountFor(tx: Tx, doctorId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(referrals)
    .where(and(eq(referrals.state, REFERRAL_STATE.pending), referralAddressedTo(doctorId)));
  return row?.n ?? 0;
}

/** Pending referrals addressed to org `orgId` or any of its departments and doctors. */
export async function pendingReferralCountForOrg(tx: Tx, orgId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(referrals)
    .where(and(eq(referrals.state, REFERRAL_STATE.pending), eq(referrals.targetOrgId, orgId)));
  return row?.n ?? 0;
}

/** Every referral of a patient, newest first (the caller has checked the patient is visible). */
export function referralsOfPatient(tx: Tx, patientId: number): Promise<ReferralRow[]> {
  return tx
    .select()
    .from(referrals)
    .where(eq(referrals.patientId, patientId))
    .orderBy(desc(referrals.createdAt), desc(referrals.id));
}
