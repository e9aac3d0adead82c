import type { InquiryState } from '@kanghu/shared';
import { and, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { placedOrBoundTo } from '../../core/access.ts';
import { doctorOf, PATIENT_DOCTOR_NAMES, patientOf } from '../../core/names.ts';
import type { Tx } from '../../db/database.ts';
import { doctors, inquiryFunctions, inquiryOrders, patients } from '../../db/schema/index.ts';

export type OrderRow = typeof inquiryOrders.$inferSelect;
export type OrderInsert = typeof inquiryOrders.$inferInsert;

export interface OrderWithNames {
  order: OrderRow;
  patientName: string | null;
  doctorName: string | null;
  doctorUserId: number | null;
}

/** Who looks at orders: the placing account (and accounts bound to the patient), or a doctor. */
export type OrderViewer = { kind: 'patient'; userId: number } | { kind: 'doctor'; doctorId: number };

/** A doctor who looks at orders: their own, and the pool of their org. */
export interface DoctorSelf {
  doctorId: number;
  orgId: number | null;
}

export function visibleTo(viewer: OrderViewer): SQL {
  if (viewer.kind === 'doctor') return eq(inquiryOrders.doctorId, viewer.doctorId);
  return placedOrBoundTo(inquiryOrders.userId, inquiryOrders.patientId, viewer.userId);
}

function selectWithNames(tx: Tx) {
  return tx
    .select({ order: inquiryOrders, ...PATIENT_DOCTOR_NAMES })
    .from(inquiryOrders)
    .innerJoin(patients, patientOf(inquiryOrders.patientId))
    .leftJoin(doctors, doctorOf(inquiryOrders.doctorId));
}

export async function insertOrder(tx: Tx, values: OrderInsert): Promise<OrderRow> {
  const [row] = await tx.insert(inquiryOrders).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function findOrder(tx: Tx, id: number, where: SQL = sql`true`): Promise<OrderWithNames | null> {
  const [row] = await selectWithNames(tx)
    .where(and(eq(inquiryOrders.id, id), where))
    .limit(1);
  return row ?? null;
}

export async function listOrders(
  tx: Tx,
  where: SQL,
  offset: number,
  limit: number,
): Promise<{ rows: OrderWithNames[]; total: number }> {
  const rows = await selectWithNames(tx)
    .where(where)
    .orderBy(desc(inquiryOrders.createdAt), desc(inquiryOrders.id))
    .offset(offset)
    .limit(limit);
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(inquiryOrders)
    .innerJoin(patients, eq(patients.id, inquiryOrders.patientId))
    .where(where);
  return { rows, total: count?.n ?? 0 };
}

/** Paid orders without a doctor, in the doctor's org (or of patients without org). */
export function poolCondition(orgId: number | null): SQL {
  const org = orgId === null ? isNull(patients.orgId) : or(isNull(patients.orgId), eq(patients.orgId, orgId));
  return and(isNull(inquiryOrders.doctorId), eq(inquiryOrders.state, 'paid'), org) ?? sql`false`;
}

/** What a viewer may open: their orders, and (doctors) the pool of their org to grab from. */
export function orderScope(viewer: OrderViewer & { orgId?: number | null }): SQL {
  if (viewer.kind === 'patient') return visibleTo(viewer);
  return or(visibleTo(viewer), poolCondition(viewer.orgId ?? null)) ?? sql`false`;
}

/** The list of a viewer's orders, optionally of one state or one patient. */
export function myOrdersWhere(viewer: OrderViewer, f: { state?: InquiryState; patientId?: number }): SQL {
  return (
    and(
      visibleTo(viewer),
      f.state ? eq(inquiryOrders.state, f.state) : undefined,
      f.patientId ? eq(inquiryOrders.patientId, f.patientId) : undefined,
    ) ?? sql`true`
  );
}

/** Orders a doctor may accept: addressed to them or in their org's pool (only the pool: grab). */
export function acceptableBy(self: DoctorSelf, onlyPool: boolean): SQL {
  const pool = poolCondition(self.orgId);
  if (onlyPool) return pool;
  return or(eq(inquiryOrders.doctorId, self.doctorId), pool) ?? sql`false`;
}

/** Compare-and-set guard of an accept: still unassigned, or already this doctor's. */
export function unassignedOrOf(doctorId: number): SQL {
  return or(isNull(inquiryOrders.doctorId), eq(inquiryOrders.doctorId, doctorId)) ?? sql`false`;
}

/** True when an order of the doctor's org (or of patients without org) went to another doctor. */
export async function takenByOther(tx: Tx, id: number, self: DoctorSelf): Promise<boolean> {
  const org =
    self.orgId === null ? isNull(patients.orgId) : or(isNull(patients.orgId), eq(patients.orgId, self.orgId));
  const found = await findOrder(tx, id, and(org, isNotNull(inquiryOrders.doctorId)));
  return found !== null && found.order.doctorId !== self.doctorId;
}

/**
 * Applies one transition if the order is still in `from` (and matches `extra`): the UPDATE is the
 * compare-and-set that makes concurrent transitions leave exactly one winner. Null: lost the race.
 */
export async function applyTransition(
  tx: Tx,
  id: number,
  from: InquiryState,
  patch: Partial<OrderInsert> & { state: InquiryState },
  extra: SQL = sql`true`,
): Promise<OrderRow | null> {
  const [row] = await tx
    .update(inquiryOrders)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(inquiryOrders.id, id), eq(inquiryOrders.state, from), extra))
    .returning();
  return row ?? null;
}

/**
 * Locks every inquiry function row of a doctor (FOR UPDATE, in id order so two locks never
 * deadlock) and answers the one of `inquiryType`. Order creations for one doctor then run one
 * after the other from the count of today's orders to the insert, so numPerDay holds under
 * concurrency (the count covers all types, so all of the doctor's rows are locked).
 */
export async function lockFunctions(tx: Tx, doctorId: number, inquiryType: number) {
  const rows = await tx
    .select()
    .from(inquiryFunctions)
    .where(eq(inquiryFunctions.doctorId, doctorId))
    .orderBy(inquiryFunctions.id)
    .for('update');
  return rows.find((r) => r.inquiryType === inquiryType) ?? null;
}

export async function findDoctor(tx: Tx, doctorId: number) {
  const [row] = await tx.select().from(doctors).where(eq(doctors.id, doctorId)).limit(1);
  return row ?? null;
}

/** Orders of a doctor created today that still count against numPerDay. */
export async function countToday(tx: Tx, doctorId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(inquiryOrders)
    .where(
      and(
        eq(inquiryOrders.doctorId, doctorId),
        sql`${inquiryOrders.createdAt} >= date_trunc('day', now())`,
        sql`${inquiryOrders.state} not in ('cancelled', 'closed', 'refunded')`,
      ),
    );
  return row?.n ?? 0;
}
