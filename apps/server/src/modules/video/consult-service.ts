import { type ConsultCreateBody, type ConsultView, VIDEO_MSG } from '@kanghu/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { visiblePatient } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import type { Tx } from '../../db/database.ts';
import { patientRelations, remoteConsultations } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { notifyMembers } from './notify.ts';
import { scheduleConsultReminders } from './reminders.ts';
import {
  type ConsultRow,
  closeRoom,
  consultById,
  doctorsByIds,
  endConsult,
  insertConsult,
  pageConsults,
  roomByCode,
  roomById,
  roomMembers,
  takesPartIn,
} from './repo.ts';
import { openRoom } from './room-service.ts';
import { consultView, consultViews } from './views.ts';

/** A consultation the caller takes part in (or an admin of the project); 404 otherwise. */
async function visibleConsult(ctx: Ctx, tx: Tx, row: ConsultRow | undefined): Promise<ConsultRow> {
  if (!row) throw notFound(VIDEO_MSG.notFound);
  const viewer = await ctx.viewer(tx);
  if (viewer.kind === 'project') return row;
  const room = await roomById(tx, row.roomId);
  if (!room || !(await roomMembers(tx, room)).includes(ctx.userId)) throw notFound(VIDEO_MSG.notFound);
  return row;
}

export function listConsults(
  ctx: Ctx,
  q: { pageNo: number; pageSize: number; state?: 'scheduled' | 'ended' },
) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const own: SQL | undefined =
      viewer.kind === 'project'
        ? undefined
        : viewer.kind === 'customer'
          ? sql`(${inArray(
              remoteConsultations.patientId,
              tx
                .select({ id: patientRelations.patientId })
                .from(patientRelations)
                .where(eq(patientRelations.userId, ctx.userId)),
            )} or ${takesPartIn(ctx.userId, null)})`
          : takesPartIn(ctx.userId, viewer.doctorId);
    const where = and(own, q.state ? eq(remoteConsultations.state, q.state) : undefined);
    const { rows, total } = await pageConsults(tx, where, q.pageNo, q.pageSize);
    return { list: await consultViews(tx, rows, ctx.userId), total, pageNo: q.pageNo, pageSize: q.pageSize };
  });
}

/** A doctor schedules a consultation: its room (members: the doctors and the patient) and reminders. */
export async function createConsult(ctx: Ctx, body: ConsultCreateBody): Promise<ConsultView> {
  const start = new Date(body.startTime);
  const end = new Date(body.endTime);
  if (end <= start) throw badRequest(VIDEO_MSG.timeOrder);
  const { view, row } = await ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    if (viewer.kind === 'customer') throw new AppError(403, VIDEO_MSG.onlyHost);
    await visiblePatient(tx, viewer, body.patientId);
    const doctorIds = [...new Set(body.doctorIds)];
    const doctors = await doctorsByIds(tx, doctorIds);
    if (doctors.length !== doctorIds.length) throw badRequest(VIDEO_MSG.doctorMissing);
    const room = await openRoom(
      tx,
      {
        projectId: ctx.projectId,
        hostUserId: ctx.userId,
        memberUserIds: doctors.map((d) => d.userId).filter((id) => id !== ctx.userId),
        patientId: body.patientId,
        title: body.title,
      },
      body.roomCode,
    );
    const row = await insertConsult(tx, {
      projectId: ctx.projectId,
      roomId: room.id,
      title: body.title,
      patientId: body.patientId,
      hostUserId: ctx.userId,
      orgId: viewer.orgId,
      doctorIds,
      startTime: start,
      endTime: end,
      isRemind: body.isRemind,
    });
    return { row, view: await consultView(tx, row, ctx.userId) };
  });
  if (row.isRemind) await scheduleConsultReminders(ctx, row);
  return view;
}

export function consultDetail(ctx: Ctx, id: number): Promise<ConsultView> {
  return ctx.inTenant(async (tx) =>
    consultView(tx, await visibleConsult(ctx, tx, await consultById(tx, id)), ctx.userId),
  );
}

export function consultByRoomCode(ctx: Ctx, roomCode: string): Promise<ConsultView> {
  return ctx.inTenant(async (tx) => {
    const room = await roomByCode(tx, roomCode);
    const [row] = room
      ? await tx.select().from(remoteConsultations).where(eq(remoteConsultations.roomId, room.id)).limit(1)
      : [];
    return consultView(tx, await visibleConsult(ctx, tx, row), ctx.userId);
  });
}

/** The host ends the consultation: the room closes (signalling refused) and the members are told. */
export async function endConsultation(ctx: Ctx, id: number): Promise<ConsultView> {
  const { view, members } = await ctx.inTenant(async (tx) => {
    const row = await visibleConsult(ctx, tx, await consultById(tx, id));
    if (row.hostUserId !== ctx.userId) throw new AppError(403, VIDEO_MSG.onlyHost);
    const ended = await endConsult(tx, id, ctx.now());
    if (!ended) throw badRequest(VIDEO_MSG.ended);
    const room = await roomById(tx, ended.roomId);
    const members = room ? await roomMembers(tx, room) : [];
    await closeRoom(tx, ended.roomId, ctx.now());
    return { view: await consultView(tx, ended, ctx.userId), members };
  });
  await notifyMembers(ctx, members, view, 'ended');
  return view;
}
