import {
  type CreateReservationBody,
  chinaDay,
  RESERVATION_STATE_TEXT,
  type ReservationView,
  type reservationQuery,
} from '@kanghu/shared';
import type { z } from 'zod';
import { visiblePatient } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { pageOf, pageRange } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { doctorSelf } from '../inquiry/viewers.ts';
import {
  findDoctorRow,
  findReservation,
  listReservations,
  myReservationsWhere,
  offlineSchedule,
  type ReservationWithNames,
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

export async function viewerOf(ctx: Ctx, tx: Tx): Promise<Viewer> {
  if (ctx.session.userType === 'customer') return { kind: 'patient', userId: ctx.userId };
  return { kind: 'doctor', doctorId: (await doctorSelf(ctx, tx)).doctorId };
}

/** A customer registers a patient they see in a scheduled slot of a doctor (one holder per slot). */
export async function createReservation(ctx: Ctx, body: CreateReservationBody) {
  if (body.appointDate < chinaDay(ctx.now())) throw badRequest('不能预约过去的日期');
  const segment = `${body.startTime}-${body.endTime}`;
  return ctx.inTenant(async (tx) => {
    const patient = await visiblePatient(tx, await ctx.viewer(tx), body.patientId);
    const doctor = await findDoctorRow(tx, body.doctorId);
    if (!doctor) throw notFound('医生不存在');
    const schedule = await offlineSchedule(tx, doctor.id, body.appointDate, segment);
    if (!schedule) throw badRequest('该时段未排班');
    if (schedule.price !== body.price) throw badRequest('挂号费有误');
    const row = await takeSlot(
      tx,
      {
        projectId: ctx.projectId,
        userId: ctx.userId,
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

export function getReservation(ctx: Ctx, id: number) {
  return ctx.inTenant(async (tx) => {
    const row = await findReservation(tx, id, visibleTo(await viewerOf(ctx, tx)));
    if (!row) throw notFound();
    return reservationView(row);
  });
}

export function listMine(ctx: Ctx, q: z.infer<typeof reservationQuery>) {
  return ctx.inTenant(async (tx) => {
    const where = myReservationsWhere(await viewerOf(ctx, tx), q.state);
    const { offset, limit } = pageRange(q);
    const { rows, total } = await listReservations(tx, where, offset, limit);
    return pageOf(rows.map(reservationView), total, q);
  });
}
