import { and, count, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { visibleTo } from '../../core/access.ts';
import { doctorOf, patientOf } from '../../core/names.ts';
import { type PageQuery, pageRange } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import {
  doctors,
  patientPushDeliveries,
  patientPushes,
  patientRelations,
  patients,
  systemMessages,
} from '../../db/schema/index.ts';
import { type DoctorRef, doctorViewer } from './access.ts';

export type PushRow = typeof patientPushes.$inferSelect;

/** How many of `ids` are patients the doctor sees. */
export async function seenPatientCount(tx: Tx, doctor: DoctorRef, ids: number[]): Promise<number> {
  const seen = await tx
    .select({ id: patients.id })
    .from(patients)
    .where(and(inArray(patients.id, ids), visibleTo(doctorViewer(doctor))));
  return seen.length;
}

export async function insertPush(tx: Tx, values: typeof patientPushes.$inferInsert): Promise<PushRow> {
  const [row] = await tx.insert(patientPushes).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** Moves a push scheduled -> sent (once: a second claim gets null). */
export async function claimPush(tx: Tx, id: number): Promise<PushRow | null> {
  const [row] = await tx
    .update(patientPushes)
    .set({ state: 'sent', sentAt: new Date() })
    .where(and(eq(patientPushes.id, id), eq(patientPushes.state, 'scheduled')))
    .returning();
  return row ?? null;
}

/** The patients a push reaches: the chosen ones (or all) that the doctor may see now. */
export function targetPatients(tx: Tx, doctor: DoctorRef, push: PushRow) {
  const where = and(
    visibleTo(doctorViewer(doctor)),
    push.isAllSend ? undefined : inArray(patients.id, push.patientIds.length ? push.patientIds : [0]),
  );
  return tx.select({ id: patients.id, name: patients.name, tel: patients.tel }).from(patients).where(where);
}

/** The accounts bound to each of the patients. */
export async function accountsOf(tx: Tx, patientIds: number[]) {
  if (patientIds.length === 0) return [];
  return tx
    .select({ patientId: patientRelations.patientId, userId: patientRelations.userId })
    .from(patientRelations)
    .where(inArray(patientRelations.patientId, patientIds));
}

export async function insertPushMessage(tx: Tx, values: typeof systemMessages.$inferInsert): Promise<number> {
  const [msg] = await tx.insert(systemMessages).values(values).returning({ id: systemMessages.id });
  if (!msg) throw new Error('insert returned nothing');
  return msg.id;
}

export async function insertDelivery(
  tx: Tx,
  values: typeof patientPushDeliveries.$inferInsert,
): Promise<void> {
  await tx.insert(patientPushDeliveries).values(values);
}

export interface PushCounts {
  patients: number;
  deliveredCount: number;
  unreachableCount: number;
  smsCount: number;
  readCount: number;
}

/** Delivery counts of pushes, by push id. */
export async function countsOf(tx: Tx, ids: number[]): Promise<Map<number, PushCounts>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      pushId: patientPushDeliveries.pushId,
      patients: sql<number>`count(distinct ${patientPushDeliveries.patientId})::int`,
      delivered: sql<number>`count(${patientPushDeliveries.systemMessageId})::int`,
      unreachable: sql<number>`count(*) filter (where ${patientPushDeliveries.userId} is null)::int`,
      sms: sql<number>`count(*) filter (where ${patientPushDeliveries.smsSent})::int`,
      read: sql<number>`count(${systemMessages.readAt})::int`,
    })
    .from(patientPushDeliveries)
    .leftJoin(systemMessages, eq(systemMessages.id, patientPushDeliveries.systemMessageId))
    .where(inArray(patientPushDeliveries.pushId, ids))
    .groupBy(patientPushDeliveries.pushId);
  return new Map(
    rows.map((r) => [
      r.pushId,
      {
        patients: r.patients,
        deliveredCount: r.delivered,
        unreachableCount: r.unreachable,
        smsCount: r.sms,
        readCount: r.read,
      },
    ]),
  );
}

/** Pushes with their doctor's name, newest first; `doctorId` limits them to one doctor. */
export async function pushRows(tx: Tx, doctorId: number | undefined, q: PageQuery) {
  const { limit, offset } = pageRange(q);
  const scope = doctorId === undefined ? undefined : eq(patientPushes.doctorId, doctorId);
  const rows = await tx
    .select({ p: patientPushes, doctorName: doctors.name })
    .from(patientPushes)
    .innerJoin(doctors, doctorOf(patientPushes.doctorId))
    .where(scope)
    .orderBy(desc(patientPushes.createdAt), desc(patientPushes.id))
    .offset(offset)
    .limit(limit);
  const [total] = await tx.select({ n: count() }).from(patientPushes).where(scope);
  return { rows, total: total?.n ?? 0 };
}

export async function pushById(tx: Tx, id: number) {
  const [row] = await tx
    .select({ p: patientPushes, doctorName: doctors.name })
    .from(patientPushes)
    .innerJoin(doctors, doctorOf(patientPushes.doctorId))
    .where(eq(patientPushes.id, id))
    .limit(1);
  return row ?? null;
}

/** The pushes an account received, newest first, with patient and doctor names. */
export async function receivedRows(tx: Tx, userId: number, q: PageQuery) {
  const { limit, offset } = pageRange(q);
  const mine: SQL | undefined = and(
    eq(patientPushDeliveries.userId, userId),
    isNotNull(patientPushDeliveries.userId),
  );
  const rows = await tx
    .select({
      d: patientPushDeliveries,
      p: patientPushes,
      patientName: patients.name,
      doctorName: doctors.name,
    })
    .from(patientPushDeliveries)
    .innerJoin(patientPushes, eq(patientPushes.id, patientPushDeliveries.pushId))
    .innerJoin(patients, patientOf(patientPushDeliveries.patientId))
    .innerJoin(doctors, doctorOf(patientPushes.doctorId))
    .where(mine)
    .orderBy(desc(patientPushDeliveries.createdAt), desc(patientPushDeliveries.id))
    .offset(offset)
    .limit(limit);
  const [total] = await tx.select({ n: count() }).from(patientPushDeliveries).where(mine);
  return { rows, total: total?.n ?? 0 };
}
