import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { placedOrBoundTo } from '../../core/access.ts';
import { doctorOf, PATIENT_DOCTOR_NAMES, patientOf } from '../../core/names.ts';
import type { Tx } from '../../db/database.ts';
import { doctorSchedules, doctors, patients, reservations } from '../../db/schema/index.ts';

export type ReservationRow = typeof reservations.$inferSelect;
export type ReservationState = ReservationRow['state'];
export interface ReservationWithNames {
  r: ReservationRow;
  patientName: string | null;
  doctorName: string | null;
  doctorUserId: number | null;
}

export type Viewer = { kind: 'patient'; userId: number } | { kind: 'doctor'; doctorId: number };

export function visibleTo(viewer: Viewer): SQL {
  if (viewer.kind === 'doctor') return eq(reservations.doctorId, viewer.doctorId);
  return placedOrBoundTo(reservations.userId, reservations.patientId, viewer.userId);
}

function selectWithNames(tx: Tx) {
  return tx
    .select({ r: reservations, ...PATIENT_DOCTOR_NAMES })
    .from(reservations)
    .innerJoin(patients, patientOf(reservations.patientId))
    .innerJoin(doctors, doctorOf(reservations.doctorId));
}

/** With `lock`, the reservation row is locked (FOR UPDATE) until the transaction ends. */
export async function findReservation(tx: Tx, id: number, where: SQL = sql`true`, lock = false) {
  const q = selectWithNames(tx)
    .where(and(eq(reservations.id, id), where))
    .limit(1);
  const [row] = lock ? await q.for('update', { of: reservations }) : await q;
  return row ?? null;
}

export async function findDoctorRow(tx: Tx, doctorId: number) {
  const [row] = await tx.select().from(doctors).where(eq(doctors.id, doctorId)).limit(1);
  return row ?? null;
}

/** The list of a viewer's reservations, optionally of one state. */
export function myReservationsWhere(viewer: Viewer, state: ReservationState | undefined): SQL {
  return and(visibleTo(viewer), state ? eq(reservations.state, state) : undefined) ?? sql`true`;
}

/** Only online-pay registrations are paid by a payment. */
export const onlinePay = () => eq(reservations.isOfflinePay, false);

export async function listReservations(tx: Tx, where: SQL, offset: number, limit: number) {
  const rows = await selectWithNames(tx)
    .where(where)
    .orderBy(desc(reservations.createdAt), desc(reservations.id))
    .offset(offset)
    .limit(limit);
  const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(reservations).where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function offlineSchedule(tx: Tx, doctorId: number, date: string, segment: string) {
  const [row] = await tx
    .select()
    .from(doctorSchedules)
    .where(
      and(
        eq(doctorSchedules.doctorId, doctorId),
        eq(doctorSchedules.date, date),
        eq(doctorSchedules.segment, segment),
        eq(doctorSchedules.kind, 'offline'),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Takes the first free slot of the segment. The partial unique index on
 * (doctor, date, segment, slot) among non-cancelled rows is what forbids double booking: a
 * concurrent insert of the same slot waits, then does nothing, and the next slot is tried.
 */
export async function takeSlot(
  tx: Tx,
  values: Omit<typeof reservations.$inferInsert, 'slot'>,
  slots: number,
): Promise<ReservationRow | null> {
  for (let slot = 1; slot <= slots; slot++) {
    const [row] = await tx
      .insert(reservations)
      .values({ ...values, slot })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
  }
  return null;
}

export async function setState(
  tx: Tx,
  id: number,
  from: readonly ReservationState[],
  to: ReservationState,
  extra: SQL = sql`true`,
): Promise<ReservationRow | null> {
  const [row] = await tx
    .update(reservations)
    .set({ state: to, updatedAt: new Date() })
    .where(
      and(
        eq(reservations.id, id),
        sql`${reservations.state} in ${sql`(${sql.join(
          from.map((s) => sql`${s}`),
          sql`, `,
        )})`}`,
        extra,
      ),
    )
    .returning();
  return row ?? null;
}
