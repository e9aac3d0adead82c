import { ACTIVE_CONTRACT_STATES, type ContractState, RENEWAL_REMINDER_DAYS } from '@kanghu/shared';
import { and, asc, count, desc, eq, exists, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Viewer } from '../../core/access.ts';
import { type PageQuery, pageRange } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import {
  familyDoctorContracts as c,
  doctors,
  orgs,
  patientRelations,
  patients,
  users,
} from '../../db/schema/index.ts';
import { pick } from '../../lib/pick.ts';
import { searchCondition } from '../patients/repo.ts';

export type ContractRow = typeof c.$inferSelect;
export type NewContract = typeof c.$inferInsert;
const ACTIVE = [...ACTIVE_CONTRACT_STATES];

/**
 * The SQL condition "the viewer sees this contract": admins and staff the project; doctors and
 * assistants the contracts of their org and those they are the doctor of (not other orgs'
 * contracts, even of a patient they see); customers the contracts of patients bound to them.
 */
export function contractVisibleTo(viewer: Viewer): SQL {
  if (viewer.kind === 'project') return sql`true`;
  if (viewer.kind === 'org') {
    const org = viewer.orgId !== null ? eq(c.orgId, viewer.orgId) : undefined;
    const own = viewer.doctorId !== null ? eq(c.doctorId, viewer.doctorId) : undefined;
    return or(org, own) ?? sql`false`;
  }
  return exists(
    sql`(select 1 from ${patientRelations} where ${patientRelations.patientId} = ${c.patientId} and ${patientRelations.userId} = ${viewer.userId})`,
  );
}

const residentConfirmer = alias(users, 'resident_confirmer');
const terminator = alias(users, 'terminator');

const withNames = {
  contract: c,
  patientName: patients.name,
  ...pick(patients, ['idcard', 'tel', 'sex', 'birthday']),
  orgName: orgs.name,
  doctorName: doctors.name,
  doctorUserId: doctors.userId,
  residentConfirmedBy: residentConfirmer.name,
  terminatedBy: terminator.name,
  renewedToId: sql<
    number | null
  >`(select s.id from family_doctor_contracts s where s.renewed_from_id = ${c.id} and s.state <> 'terminated' order by s.id desc limit 1)`,
};
export type ContractWithNames = {
  contract: ContractRow;
  patientName: string;
  idcard: string | null;
  tel: string | null;
  sex: number | null;
  birthday: string | null;
  orgName: string;
  doctorName: string;
  doctorUserId: number;
  residentConfirmedBy: string | null;
  terminatedBy: string | null;
  renewedToId: number | null;
};

function selectNamed(tx: Tx) {
  return tx
    .select(withNames)
    .from(c)
    .innerJoin(patients, eq(patients.id, c.patientId))
    .innerJoin(orgs, eq(orgs.id, c.orgId))
    .innerJoin(doctors, eq(doctors.id, c.doctorId))
    .leftJoin(residentConfirmer, eq(residentConfirmer.id, c.residentConfirmedBy))
    .leftJoin(terminator, eq(terminator.id, c.terminatedBy));
}

export interface ContractFilter {
  state?: ContractState | undefined;
  patientId?: number | undefined;
  search?: string | undefined;
  doctorId?: number | undefined;
  /** Active contracts ending on or before this day. */
  endingBy?: string | undefined;
}

function filterOf(viewer: Viewer, f: ContractFilter): SQL | undefined {
  return and(
    contractVisibleTo(viewer),
    f.state ? eq(c.state, f.state) : undefined,
    f.patientId !== undefined ? eq(c.patientId, f.patientId) : undefined,
    f.doctorId !== undefined ? eq(c.doctorId, f.doctorId) : undefined,
    searchCondition(f.search),
    f.endingBy ? and(inArray(c.state, ACTIVE), lte(c.endDate, f.endingBy)) : undefined,
  );
}

/** A page of the contracts the viewer sees, newest first (an expiring filter: soonest end first). */
export async function contractPage(tx: Tx, viewer: Viewer, f: ContractFilter, q: PageQuery) {
  const where = filterOf(viewer, f);
  const { limit, offset } = pageRange(q);
  const order = f.endingBy ? [asc(c.endDate), asc(c.id)] : [desc(c.createdAt), desc(c.id)];
  const rows = await selectNamed(tx)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const [total] = await tx
    .select({ n: count() })
    .from(c)
    .innerJoin(patients, eq(patients.id, c.patientId))
    .where(where);
  return { rows: rows as ContractWithNames[], total: total?.n ?? 0 };
}

/** One contract with its names, if the viewer sees it. */
export async function visibleContract(
  tx: Tx,
  viewer: Viewer,
  id: number,
): Promise<ContractWithNames | undefined> {
  const [row] = await selectNamed(tx)
    .where(and(eq(c.id, id), contractVisibleTo(viewer)))
    .limit(1);
  return row as ContractWithNames | undefined;
}

/** One contract with its names (no visibility check: jobs and the answer of a write). */
export async function namedContract(tx: Tx, id: number): Promise<ContractWithNames | undefined> {
  const [row] = await selectNamed(tx).where(eq(c.id, id)).limit(1);
  return row as ContractWithNames | undefined;
}

/**
 * Inserts a contract; undefined when another active contract of the patient overlaps its term
 * (the exclusion constraint; ON CONFLICT DO NOTHING, so concurrent offers have one winner).
 */
export async function insertContract(tx: Tx, values: NewContract): Promise<ContractRow | undefined> {
  const [row] = await tx.insert(c).values(values).onConflictDoNothing().returning();
  return row;
}

/** Moves a contract from one of `from` with `set`; undefined when it was no longer there. */
export async function moveContract(
  tx: Tx,
  id: number,
  from: readonly ContractState[],
  set: Partial<NewContract>,
  extra?: SQL,
): Promise<ContractRow | undefined> {
  const [row] = await tx
    .update(c)
    .set(set)
    .where(and(eq(c.id, id), inArray(c.state, [...from]), extra))
    .returning();
  return row;
}

/**
 * Records one party's confirmation of a pending contract; the second confirmation signs it. One
 * statement, so two confirmations at once cannot both miss each other.
 */
export async function confirmContract(
  tx: Tx,
  id: number,
  side: 'doctor' | 'resident',
  userId: number,
  at: Date,
): Promise<ContractRow | undefined> {
  const other = side === 'doctor' ? c.residentConfirmedAt : c.doctorConfirmedAt;
  const mine = side === 'doctor' ? c.doctorConfirmedAt : c.residentConfirmedAt;
  const set =
    side === 'doctor'
      ? { doctorConfirmedAt: at, doctorConfirmedBy: userId }
      : { residentConfirmedAt: at, residentConfirmedBy: userId };
  const [row] = await tx
    .update(c)
    .set({
      ...set,
      state: sql`case when ${other} is not null then 'signed' else 'pending' end`,
      updatedAt: at,
    })
    .where(and(eq(c.id, id), eq(c.state, 'pending'), sql`${mine} is null`))
    .returning();
  return row;
}

/** The active contracts renewing `id` (its next term), to end with it. */
export function successorsOf(tx: Tx, id: number) {
  return tx
    .select()
    .from(c)
    .where(and(eq(c.renewedFromId, id), inArray(c.state, ACTIVE)));
}

/** Whether the patient's contracts record the resident's death. */
export async function recordedDeceased(tx: Tx, patientId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: c.id })
    .from(c)
    .where(and(eq(c.patientId, patientId), eq(c.terminateReason, 'deceased')))
    .limit(1);
  return row !== undefined;
}

/**
 * The renewal job's move: signed contracts ending within RENEWAL_REMINDER_DAYS whose next term
 * is not signed yet become renewal_due. Conditional, so a contract is flagged (and its reminder
 * written) once, however many sweeps run.
 */
export function flagRenewalsDue(tx: Tx, today: string, at: Date) {
  return tx
    .update(c)
    .set({ state: 'renewal_due', renewalDueAt: at, updatedAt: at })
    .where(
      and(
        eq(c.state, 'signed'),
        sql`${c.endDate} <= (${today}::date + ${RENEWAL_REMINDER_DAYS}::int)`,
        sql`${c.endDate} >= ${today}::date`,
        sql`not exists (select 1 from family_doctor_contracts s where s.renewed_from_id = ${c.id} and s.state in ('signed', 'renewal_due'))`,
      ),
    )
    .returning();
}

/** Active contracts whose end date has passed become expired. */
export function expireEnded(tx: Tx, today: string, at: Date) {
  return tx
    .update(c)
    .set({ state: 'expired', updatedAt: at })
    .where(and(inArray(c.state, ACTIVE), lt(c.endDate, today)))
    .returning({ id: c.id });
}

/** The accounts bound to a patient (the resident's side of a contract). */
export async function residentAccounts(tx: Tx, patientId: number): Promise<number[]> {
  const rows = await tx
    .select({ userId: patientRelations.userId })
    .from(patientRelations)
    .innerJoin(users, eq(users.id, patientRelations.userId))
    .where(and(eq(patientRelations.patientId, patientId), eq(users.status, 'active')));
  return rows.map((r) => r.userId);
}

/** Whether the account is bound to the patient. */
export async function isBound(tx: Tx, userId: number, patientId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: patientRelations.id })
    .from(patientRelations)
    .where(and(eq(patientRelations.userId, userId), eq(patientRelations.patientId, patientId)))
    .limit(1);
  return row !== undefined;
}

/** A signed contract makes its doctor the patient's doctor (and its org the patient's, if none). */
export async function adoptContractDoctor(tx: Tx, row: ContractRow, at: Date): Promise<void> {
  await tx
    .update(patients)
    .set({ doctorId: row.doctorId, orgId: sql`coalesce(${patients.orgId}, ${row.orgId})`, updatedAt: at })
    .where(eq(patients.id, row.patientId));
}

/** A doctor row with its org (null when the id is unknown in the project). */
export async function doctorById(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: doctors.id,
      orgId: doctors.orgId,
      userId: doctors.userId,
      isAssistant: doctors.isAssistant,
    })
    .from(doctors)
    .where(eq(doctors.id, id))
    .limit(1);
  return row ?? null;
}
