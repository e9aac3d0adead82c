import {
  chinaDay,
  DOCTOR_FUNCTION_TYPES,
  type DoctorFunctionType,
  type FunctionSettingsBody,
  type FunctionSettingView,
  type SegmentLibraryBody,
  type SegmentLibraryView,
} from '@kanghu/shared';
import type { Ctx } from '../../core/context.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { saveSchedule } from '../doctors/service.ts';
import { actingDoctor, anyDoctor, ownDoctor } from './access.ts';
import {
  inquiryFunctionFlags,
  insertLibrary,
  type LibraryRow,
  librariesOf,
  libraryOf,
  setInquiryFunctionOpen,
  switchRows,
  upsertSwitch,
} from './repo.ts';

/** Every switch of a doctor, in DOCTOR_FUNCTION_TYPES order; unset switches are off. */
async function readSettings(tx: Tx, doctorId: number): Promise<FunctionSettingView[]> {
  const fns = await inquiryFunctionFlags(tx, doctorId);
  const rows = await switchRows(tx, doctorId);
  return DOCTOR_FUNCTION_TYPES.map((t) => ({
    type: t.type,
    name: t.name,
    isOpen:
      t.inquiryType !== null
        ? (fns.find((f) => f.inquiryType === t.inquiryType)?.isOpen ?? false)
        : (rows.find((r) => r.type === t.type)?.isOpen ?? false),
  }));
}

/** GET /api/doctor/function/setting?doctorId=: the switches of the doctor one acts for. */
export function getSettings(ctx: Ctx, doctorId?: number) {
  return ctx.inTenant(async (tx) => {
    const doctor = await actingDoctor(tx, ctx, doctorId);
    return readSettings(tx, doctor.doctorId);
  });
}

/** GET /api/doctor/function/setting/doctor/:doctorId/type: the open switches (anyone signed in). */
export function openTypes(ctx: Ctx, doctorId: number) {
  return ctx.inTenant(async (tx) => {
    const doctor = await anyDoctor(tx, doctorId);
    const all = await readSettings(tx, doctor.doctorId);
    return all.filter((s) => s.isOpen).map((s) => s.type as DoctorFunctionType);
  });
}

/**
 * PUT/POST /api/doctor/function/setting/all: sets the listed switches. An inquiry switch turns
 * the doctor's inquiry function of that type on or off; it cannot be turned on before the
 * function (price, free, number per day) is set up.
 */
export function saveSettings(ctx: Ctx, body: FunctionSettingsBody) {
  return ctx.inTenant(async (tx) => {
    const doctor = await actingDoctor(tx, ctx, body.doctorId);
    for (const item of body.list) {
      const def = DOCTOR_FUNCTION_TYPES.find((t) => t.type === item.type);
      if (!def) throw badRequest('功能类型有误');
      if (def.inquiryType !== null) {
        const changed = await setInquiryFunctionOpen(tx, doctor.doctorId, def.inquiryType, item.isOpen);
        if (!changed && item.isOpen) throw badRequest(`请先完成${def.name}的服务设置`);
        continue;
      }
      await upsertSwitch(tx, {
        projectId: ctx.projectId,
        doctorId: doctor.doctorId,
        type: item.type,
        isOpen: item.isOpen,
      });
    }
    return readSettings(tx, doctor.doctorId);
  });
}

function libraryView(row: LibraryRow): SegmentLibraryView {
  return { id: row.id, doctorId: row.doctorId, name: row.name, kind: row.kind, segmentList: row.segments };
}

/** POST /api/doctor/inquiry/schedule/segment/library: a schedule template of the signed-in doctor. */
export function createLibrary(ctx: Ctx, body: SegmentLibraryBody) {
  return ctx.inTenant(async (tx) => {
    const doctor = await ownDoctor(tx, ctx);
    const row = await insertLibrary(tx, {
      projectId: ctx.projectId,
      doctorId: doctor.doctorId,
      name: body.name,
      kind: body.kind,
      segments: body.segmentList,
    });
    return libraryView(row);
  });
}

export function listLibraries(ctx: Ctx) {
  return ctx.inTenant(async (tx) => {
    const doctor = await ownDoctor(tx, ctx);
    return (await librariesOf(tx, doctor.doctorId)).map(libraryView);
  });
}

/**
 * POST /api/doctor/inquiry/schedule/segment/library/date?date=&libraryId=: replaces the doctor's
 * schedule of that date (and the template's kind) with the template's segments, with the same
 * rules as setting it by hand (booked segments are kept). Schedules are China dates.
 */
export async function applyLibrary(ctx: Ctx, date: string, libraryId: number) {
  if (date < chinaDay(ctx.now())) throw badRequest('不能为过去的日期排班');
  const library = await ctx.inTenant(async (tx) => {
    const doctor = await ownDoctor(tx, ctx);
    const row = await libraryOf(tx, libraryId, doctor.doctorId);
    if (!row) throw notFound('排班模板不存在');
    return row;
  });
  return saveSchedule(ctx, { date, kind: library.kind, segmentList: library.segments });
}
