import { type AnyColumn, and, eq, exists, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import { doctors, patientRelations, patients, users } from '../db/schema/index.ts';
import { AppError, forbidden, notFound } from '../lib/errors.ts';
import { patientGrant } from './grants.ts';
import type { SessionRecord } from './sessions.ts';

export type PatientRow = typeof patients.$inferSelect;

/**
 * Who is asking, and therefore which patients they see:
 * - customer: the patients bound to their account through patient_relations;
 * - org: doctors and assistants, the patients of their org (patients.org_id) and those whose
 *   doctor they are (patients.doctor_id);
 * - project: admins and staff, every patient of the project.
 * Row-level security already hides other projects; these rules work inside one project.
 */
export interface Viewer {
  userId: number;
  kind: 'customer' | 'org' | 'project';
  orgId: number | null;
  doctorId: number | null;
  name: string | null;
  /** Patients this request opened through visiblePatient (the audit trail records them). */
  readonly opened?: Set<number>;
  /** Of those, the ones opened through a grant (core/grants.ts), with the grant's name. */
  readonly grants?: Map<number, string>;
}

export async function loadViewer(
  tx: Tx,
  session: SessionRecord,
  opened: Set<number> = new Set(),
  grants: Map<number, string> = new Map(),
): Promise<Viewer> {
  const [row] = await tx
    .select({ orgId: users.orgId, doctorId: doctors.id, name: users.name })
    .from(users)
    .leftJoin(doctors, eq(doctors.userId, users.id))
    .where(eq(users.id, session.userId))
    .limit(1);
  const kind =
    session.userType === 'customer'
      ? 'customer'
      : session.role === 'admin' || session.role === 'staff'
        ? 'project'
        : 'org';
  return {
    userId: session.userId,
    kind,
    orgId: row?.orgId ?? null,
    doctorId: row?.doctorId ?? null,
    name: row?.name ?? null,
    opened,
    grants,
  };
}

/** The columns of a table that carries a patient's visibility keys (patients, patient_summaries). */
export interface PatientKeyColumns {
  id: AnyColumn;
  orgId: AnyColumn;
  doctorId: AnyColumn;
}

const PATIENT_KEYS: PatientKeyColumns = {
  id: patients.id,
  orgId: patients.orgId,
  doctorId: patients.doctorId,
};

/**
 * The SQL condition "the viewer may see this patient" over the patients row, or over another
 * table that carries the same keys (patient_summaries). Org viewers: their org's patients and
 * those whose doctor they are.
 */
export function visibleTo(viewer: Viewer, cols: PatientKeyColumns = PATIENT_KEYS): SQL {
  if (viewer.kind === 'project') return sql`true`;
  if (viewer.kind === 'org') {
    const own = viewer.doctorId !== null ? eq(cols.doctorId, viewer.doctorId) : undefined;
    const org = viewer.orgId !== null ? eq(cols.orgId, viewer.orgId) : undefined;
    return or(org, own) ?? sql`false`;
  }
  return exists(
    sql`(select 1 from ${patientRelations} where ${patientRelations.patientId} = ${cols.id} and ${patientRelations.userId} = ${viewer.userId})`,
  );
}

/**
 * The SQL condition "this row (an order, a registration) was placed by `userId` or is of a patient
 * bound to `userId`": the customer side of the rows that name both a placing user and a patient.
 */
export function placedOrBoundTo(userColumn: AnyColumn, patientColumn: AnyColumn, userId: number): SQL {
  return (
    or(
      eq(userColumn, userId),
      exists(
        sql`(select 1 from ${patientRelations} where ${patientRelations.patientId} = ${patientColumn} and ${patientRelations.userId} = ${userId})`,
      ),
    ) ?? sql`false`
  );
}

/**
 * The patient if the viewer may see it; 404 otherwise (also for another project's id). A doctor
 * or assistant outside the patient's org passes only through a narrow grant (core/grants.ts: an
 * open referral to them, a home sickbed of their org), which the audit trail records by name.
 */
export async function visiblePatient(tx: Tx, viewer: Viewer, id: number): Promise<PatientRow> {
  const [row] = await tx
    .select()
    .from(patients)
    .where(and(eq(patients.id, id), visibleTo(viewer)))
    .limit(1);
  if (row) {
    viewer.opened?.add(row.id);
    return row;
  }
  const grant = viewer.kind === 'org' ? await patientGrant(tx, viewer, id) : null;
  const [granted] = grant ? await tx.select().from(patients).where(eq(patients.id, id)).limit(1) : [];
  if (!grant || !granted) throw notFound();
  viewer.opened?.add(granted.id);
  viewer.grants?.set(granted.id, grant);
  return granted;
}

/** Servicers only (doctors, assistants, staff, admins). */
export function assertServicer(viewer: Viewer): void {
  if (viewer.kind === 'customer') throw forbidden();
}

export function assertCustomer(viewer: Viewer): void {
  if (viewer.kind !== 'customer') throw forbidden();
}

/** Admins and staff manage the project (accounts, packages, reviews). */
export function isManager(session: SessionRecord): boolean {
  return session.userType === 'servicer' && (session.role === 'admin' || session.role === 'staff');
}

export function assertManager(session: SessionRecord): void {
  if (!isManager(session)) throw forbidden();
}

/**
 * A row exists and its patient is visible, else 404 with `msg` (the same for both, so nothing
 * leaks about rows of another account, org or project). Answers the row and its patient.
 */
export async function visibleRow<T extends { patientId: number }>(
  tx: Tx,
  viewer: Viewer,
  row: T | undefined,
  msg: string,
): Promise<{ row: T; patient: PatientRow }> {
  if (!row) throw notFound(msg);
  try {
    return { row, patient: await visiblePatient(tx, viewer, row.patientId) };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) throw notFound(msg);
    throw error;
  }
}
