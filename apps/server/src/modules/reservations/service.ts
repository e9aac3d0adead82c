import {
  type CreateReservationBody,
  RESERVATION_STATE_TEXT,
  type ReservationView,
  type reservationQuery,
} from '@kanghu/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { loadViewer, visiblePatient } from '../../core/access.ts';
import type { SessionRecord } from '../../core/sessions.ts';
import type { Tx } from '../../db/database.ts';
import { doctors, reservations } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { ConsultDeps } from '../inquiry/deps.ts';
import { doctorOf } from '../inquiry/service.ts';
import { refundOrderPayment } from '../payments/refunds.ts';
import {
  findReservation,
  listReservations,
  offlineSchedule,
  type ReservationWithNames,
  setState,
  takeSlot,
  type Viewer,
  visibleTo,
} from './repo.ts';

export function reservationView({ r, patientName, doctorName }: ReservationWithNames): ReservationView {
  const [startTime = '', endTime = ''] = r.segment.split('-');
  return {
    id: r.id,
    userId: r.userId,
    patientId: r.patientId,
    patientName,
    doctorId: r.doctorId,
    doctorName,
    orgId: r.orgId,
    departmentId: r.departmentId,
    appointDate: r.appointDate,
    startTime,
    endTime,
    slot: r.slot,
    price: r.price,
    isOfflinePay: r.isOfflinePay,
    state: r.state,
    stateText: RESERVATION_STATE_TEXT[r.state],
    createdAt: r.createdAt.toISOString(),
  };
}

async function viewerOf(tx: Tx, session: SessionRecord): Promise<Viewer> {
  if (session.userType === 'customer') return { kind: 'patient', userId: session.userId };
  return { kind: 'doctor', doctorId: (await doctorOf(tx, session)).doctorId };
}

const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

export async function createReservation(
  deps: ConsultDeps,
  session: SessionRecord,
  body: CreateReservationBody,
) {
  if (session.userType !== 'customer') throw forbidden();
  if (body.appointDate < today()) throw badRequest('不能预约过去的日期');
  const segment = `${body.startTime}-${body.endTime}`;
  return deps.services.db.tenant(session.projectId, async (tx) => {
    const patient = await visiblePatient(tx, await loadViewer(tx, session), body.patientId);
    const [doctor] = await tx.select().from(doctors).where(eq(doctors.id, body.doctorId)).limit(1);
    if (!doctor) throw notFound('医生不存在');
    const schedule = await offlineSchedule(tx, doctor.id, body.appointDate, segment);
    if (!schedule) throw badRequest('该时段未排班');
    if (schedule.price !== body.price) throw badRequest('挂号费有误');
    const row = await takeSlot(
      tx,
      {
        projectId: session.projectId,
        userId: session.userId,
        patientId: patient.id,
        doctorId: doctor.id,
        orgId: body.orgId ?? doctor.orgId,
        departmentId: body.departmentId ?? doctor.departmentId,
        appointDate: body.appointDate,
        segment,
        price: body.price,
        isOfflinePay: body.isOfflinePay,
        state: 'created',
      },
      schedule.slots,
    );
    if (!row) throw badRequest('该时段已约满');
    const full = await findReservation(tx, row.id);
    if (!full) throw new Error('reservation vanished');
    return reservationView(full);
  });
}

export async function getReservation(deps: ConsultDeps, session: SessionRecord, id: number) {
  return deps.services.db.tenant(session.projectId, async (tx) => {
    const row = await findReservation(tx, id, visibleTo(await viewerOf(tx, session)));
    if (!row) throw notFound();
    return reservationView(row);
  });
}

export async function listMine(
  deps: ConsultDeps,
  session: SessionRecord,
  q: z.infer<typeof reservationQuery>,
) {
  return deps.services.db.tenant(session.projectId, async (tx) => {
    const where = and(
      visibleTo(await viewerOf(tx, session)),
      q.state ? eq(reservations.state, q.state) : undefined,
    );
    const { rows, total } = await listReservations(
      tx,
      where ?? sql`true`,
      (q.pageNo - 1) * q.pageSize,
      q.pageSize,
    );
    return { list: rows.map(reservationView), total, pageNo: q.pageNo, pageSize: q.pageSize };
  });
}

/** Runs a state change on a visible reservation; a lost race or wrong state answers 400. */
async function change(
  deps: ConsultDeps,
  session: SessionRecord,
  id: number,
  run: (tx: Tx, row: ReservationWithNames) => Promise<void>,
) {
  return deps.services.db.tenant(session.projectId, async (tx) => {
    const found = await findReservation(tx, id, visibleTo(await viewerOf(tx, session)), true);
    if (!found) throw notFound();
    await run(tx, found);
    const full = await findReservation(tx, id);
    if (!full) throw new Error('reservation vanished');
    return reservationView(full);
  });
}

/** Free registrations are confirmed here; priced online ones go through the payment page. */
export const payReservation = (deps: ConsultDeps, s: SessionRecord, id: number) =>
  change(deps, s, id, async (tx, { r }) => {
    if (s.userType !== 'customer') throw forbidden();
    if (r.state !== 'created') throw badRequest('预约当前状态不能支付');
    if (r.isOfflinePay) throw badRequest('线下支付的预约请到院支付');
    if (r.price > 0) throw badRequest('请通过支付页面完成支付');
    if (!(await setState(tx, id, ['created'], 'paid'))) throw badRequest('预约当前状态不能支付');
  });

/** The patient cancels; an online payment is refunded in full. The slot is freed. */
export const cancelReservation = (deps: ConsultDeps, s: SessionRecord, id: number) =>
  change(deps, s, id, async (tx, { r }) => {
    if (s.userType !== 'customer') throw forbidden();
    const changed = await setState(tx, id, ['created', 'paid'], 'cancelled');
    if (!changed) throw badRequest('预约当前状态不能取消');
    if (r.state === 'paid' && !r.isOfflinePay)
      await refundOrderPayment(tx, s.projectId, 'reserve', id, r.price);
  });

/** The doctor completes a paid registration, or an offline-pay one at the visit. */
export const completeReservation = (deps: ConsultDeps, s: SessionRecord, id: number) =>
  change(deps, s, id, async (tx, { r }) => {
    if (s.userType !== 'servicer') throw forbidden();
    const from = r.isOfflinePay ? (['created', 'paid'] as const) : (['paid'] as const);
    if (!(await setState(tx, id, from, 'completed'))) throw badRequest('预约当前状态不能完成');
  });

/** System: the provider's notify marks an online registration paid (same transaction). */
export async function markReservationPaidInTx(tx: Tx, id: number): Promise<boolean> {
  return (await setState(tx, id, ['created'], 'paid', eq(reservations.isOfflinePay, false))) !== null;
}

/** Amount to pay for a registration the customer sees, if it is payable online. */
export async function payableReservation(tx: Tx, session: SessionRecord, id: number): Promise<number> {
  const found = await findReservation(tx, id, visibleTo({ kind: 'patient', userId: session.userId }));
  if (!found) throw notFound();
  if (found.r.state !== 'created') throw badRequest('预约当前状态不能支付');
  if (found.r.isOfflinePay) throw badRequest('线下支付的预约请到院支付');
  if (found.r.price <= 0) throw badRequest('该预约无需支付');
  return found.r.price;
}
