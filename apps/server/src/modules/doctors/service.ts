import type { DoctorListQuery, InquiryFunctionBody, ScheduleBody, UpdateDoctorBody } from '@kanghu/shared';
import { isManager } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import {
  type DoctorWithProfile,
  deleteSchedules,
  doctorOfUser,
  doctorWithProfile,
  functionById,
  functionByType,
  insertFunction,
  listDoctors,
  schedulesOn,
  updateDoctorRow,
  updateFunction,
  upsertProfile,
  upsertSchedule,
} from './repo.ts';
import { doctorView, functionView, scheduleView } from './views.ts';

/** The doctor a servicer may edit: their own, or any of the project for admins and staff. */
async function editable(ctx: Ctx, tx: Tx, doctorId: number): Promise<DoctorWithProfile> {
  const row = await doctorWithProfile(tx, doctorId);
  if (!row) throw notFound('医生不存在');
  if (row.doctor.userId !== ctx.userId && !isManager(ctx.session)) throw forbidden();
  return row;
}

async function ownDoctorId(ctx: Ctx, tx: Tx, doctorId: number | undefined): Promise<number> {
  if (doctorId !== undefined) return (await editable(ctx, tx, doctorId)).doctor.id;
  const own = await doctorOfUser(tx, ctx.userId);
  if (!own) throw forbidden();
  return own.doctor.id;
}

/** Shown doctors (admins and staff may ask for hidden ones too), by id, paged. */
export async function list(ctx: Ctx, q: DoctorListQuery) {
  return ctx.inTenant(async (tx) => {
    const { rows, total } = await listDoctors(
      tx,
      {
        departmentId: q.departmentId,
        search: q.search,
        onlyShown: q.isShow !== '0' || !isManager(ctx.session),
      },
      (q.pageNo - 1) * q.pageSize,
      q.pageSize,
    );
    return { list: rows.map(doctorView), total, pageNo: q.pageNo, pageSize: q.pageSize };
  });
}

export async function byId(ctx: Ctx, id: number) {
  return ctx.inTenant(async (tx) => {
    const row = await doctorWithProfile(tx, id);
    if (!row) throw notFound('医生不存在');
    return doctorView(row);
  });
}

export async function byUser(ctx: Ctx, userId: number) {
  return ctx.inTenant(async (tx) => {
    const row = await doctorOfUser(tx, userId);
    if (!row) throw notFound('医生不存在');
    return doctorView(row);
  });
}

export async function update(ctx: Ctx, id: number, body: UpdateDoctorBody) {
  return ctx.inTenant(async (tx) => {
    await editable(ctx, tx, id);
    const { goodAt, photo, isShow, ...core } = body;
    await updateDoctorRow(tx, id, core);
    await upsertProfile(tx, ctx.projectId, id, { goodAt, photo, isShow });
    const row = await doctorWithProfile(tx, id);
    if (!row) throw notFound('医生不存在');
    return doctorView(row);
  });
}

function functionValues(body: InquiryFunctionBody) {
  return {
    inquiryType: body.inquiryType,
    isFree: body.isFree,
    isOnlySecond: body.isOnlySecond,
    isOpen: body.isOpen,
    numPerDay: body.numPerDay,
    price: body.isFree ? 0 : body.price,
    segmentList: body.segmentList,
  };
}

export async function createFunction(ctx: Ctx, body: InquiryFunctionBody) {
  return ctx.inTenant(async (tx) => {
    const doctorId = await ownDoctorId(ctx, tx, body.doctorId);
    const row = await insertFunction(tx, { projectId: ctx.projectId, doctorId, ...functionValues(body) });
    if (!row) throw badRequest('该问诊类型已设置，请修改');
    return functionView(row);
  });
}

export async function putFunction(ctx: Ctx, id: number, body: InquiryFunctionBody) {
  return ctx.inTenant(async (tx) => {
    const current = await functionById(tx, id);
    if (!current) throw notFound();
    await editable(ctx, tx, current.doctorId);
    if (
      body.inquiryType !== current.inquiryType &&
      (await functionByType(tx, current.doctorId, body.inquiryType))
    )
      throw badRequest('该问诊类型已设置，请修改');
    const row = await updateFunction(tx, id, functionValues(body));
    if (!row) throw notFound();
    return functionView(row);
  });
}

export async function getFunction(ctx: Ctx, id: number) {
  return ctx.inTenant(async (tx) => {
    const row = await functionById(tx, id);
    if (!row) throw notFound();
    return functionView(row);
  });
}

export async function getFunctionByType(ctx: Ctx, doctorId: number, type: number) {
  return ctx.inTenant(async (tx) => {
    const row = await functionByType(tx, doctorId, type);
    return row ? functionView(row) : null;
  });
}

export async function schedulesOf(ctx: Ctx, doctorId: number, date: string) {
  return ctx.inTenant(async (tx) => {
    if (!(await doctorWithProfile(tx, doctorId))) throw notFound('医生不存在');
    return (await schedulesOn(tx, doctorId, date)).map(scheduleView);
  });
}

/**
 * Replaces the signed-in doctor's schedule of one date and kind. A segment with active bookings
 * can be neither removed nor shrunk below its bookings.
 */
export async function saveSchedule(ctx: Ctx, body: ScheduleBody) {
  return ctx.inTenant(async (tx) => {
    const doctorId = await ownDoctorId(ctx, tx, undefined);
    const segments = body.segmentList.map((s) => s.segment);
    if (new Set(segments).size !== segments.length) throw badRequest('时间段不能重复');
    const current = await schedulesOn(tx, doctorId, body.date, body.kind);
    const removed = current.filter((c) => !segments.includes(c.segment));
    if (removed.some((r) => r.booked > 0)) throw badRequest('该时段已有预约，不能删除');
    for (const s of body.segmentList) {
      const booked = current.find((c) => c.segment === s.segment)?.booked ?? 0;
      if (s.slots < booked) throw badRequest('号源数不能少于已预约数');
    }
    await deleteSchedules(
      tx,
      removed.map((r) => r.id),
    );
    for (const s of body.segmentList)
      await upsertSchedule(tx, {
        projectId: ctx.projectId,
        doctorId,
        date: body.date,
        segment: s.segment,
        kind: body.kind,
        slots: s.slots,
        price: s.price,
      });
    return (await schedulesOn(tx, doctorId, body.date, body.kind)).map(scheduleView);
  });
}
