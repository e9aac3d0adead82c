import {
  DOCTOR_FUNCTION_TYPES,
  type DoctorFunctionType,
  type FunctionSettingsBody,
  type FunctionSettingView,
  type SegmentLibraryBody,
  type SegmentLibraryView,
} from '@kanghu/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { SessionRecord } from '../../core/sessions.ts';
import type { Tx } from '../../db/database.ts';
import { doctorFunctionSettings, inquiryFunctions, scheduleSegmentLibraries } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { Services } from '../../services.ts';
import { saveSchedule } from '../doctors/service.ts';
import { actingDoctor, anyDoctor, ownDoctor } from './access.ts';

/** Every switch of a doctor, in DOCTOR_FUNCTION_TYPES order; unset switches are off. */
async function readSettings(tx: Tx, doctorId: number): Promise<FunctionSettingView[]> {
  const fns = await tx
    .select({ inquiryType: inquiryFunctions.inquiryType, isOpen: inquiryFunctions.isOpen })
    .from(inquiryFunctions)
    .where(eq(inquiryFunctions.doctorId, doctorId));
  const rows = await tx
    .select({ type: doctorFunctionSettings.type, isOpen: doctorFunctionSettings.isOpen })
    .from(doctorFunctionSettings)
    .where(eq(doctorFunctionSettings.doctorId, doctorId));
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
export function getSettings(services: Services, session: SessionRecord, doctorId?: number) {
  return services.db.tenant(session.projectId, async (tx) => {
    const doctor = await actingDoctor(tx, session, doctorId);
    return readSettings(tx, doctor.doctorId);
  });
}

/** GET /api/doctor/function/setting/doctor/:doctorId/type: the open switches (anyone signed in). */
export function openTypes(services: Services, session: SessionRecord, doctorId: number) {
  return services.db.tenant(session.projectId, async (tx) => {
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
export function saveSettings(services: Services, session: SessionRecord, body: FunctionSettingsBody) {
  return services.db.tenant(session.projectId, async (tx) => {
    const doctor = await actingDoctor(tx, session, body.doctorId);
    for (const item of body.list) {
      const def = DOCTOR_FUNCTION_TYPES.find((t) => t.type === item.type);
      if (!def) throw badRequest('功能类型有误');
      if (def.inquiryType !== null) {
        const changed = await tx
          .update(inquiryFunctions)
          .set({ isOpen: item.isOpen, updatedAt: new Date() })
          .where(
            and(
              eq(inquiryFunctions.doctorId, doctor.doctorId),
              eq(inquiryFunctions.inquiryType, def.inquiryType),
            ),
          )
          .returning({ id: inquiryFunctions.id });
        if (changed.length === 0 && item.isOpen) throw badRequest(`请先完成${def.name}的服务设置`);
        continue;
      }
      await tx
        .insert(doctorFunctionSettings)
        .values({
          projectId: session.projectId,
          doctorId: doctor.doctorId,
          type: item.type,
          isOpen: item.isOpen,
        })
        .onConflictDoUpdate({
          target: [
            doctorFunctionSettings.projectId,
            doctorFunctionSettings.doctorId,
            doctorFunctionSettings.type,
          ],
          set: { isOpen: item.isOpen, updatedAt: sql`now()` },
        });
    }
    return readSettings(tx, doctor.doctorId);
  });
}

function libraryView(row: typeof scheduleSegmentLibraries.$inferSelect): SegmentLibraryView {
  return { id: row.id, doctorId: row.doctorId, name: row.name, kind: row.kind, segmentList: row.segments };
}

/** POST /api/doctor/inquiry/schedule/segment/library: a schedule template of the signed-in doctor. */
export function createLibrary(services: Services, session: SessionRecord, body: SegmentLibraryBody) {
  return services.db.tenant(session.projectId, async (tx) => {
    const doctor = await ownDoctor(tx, session);
    const [row] = await tx
      .insert(scheduleSegmentLibraries)
      .values({
        projectId: session.projectId,
        doctorId: doctor.doctorId,
        name: body.name,
        kind: body.kind,
        segments: body.segmentList,
      })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    return libraryView(row);
  });
}

export function listLibraries(services: Services, session: SessionRecord) {
  return services.db.tenant(session.projectId, async (tx) => {
    const doctor = await ownDoctor(tx, session);
    const rows = await tx
      .select()
      .from(scheduleSegmentLibraries)
      .where(eq(scheduleSegmentLibraries.doctorId, doctor.doctorId))
      .orderBy(desc(scheduleSegmentLibraries.id));
    return rows.map(libraryView);
  });
}

/** Today in China time (schedules are China dates). */
function chinaToday(): string {
  return new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
}

/**
 * POST /api/doctor/inquiry/schedule/segment/library/date?date=&libraryId=: replaces the doctor's
 * schedule of that date (and the template's kind) with the template's segments, with the same
 * rules as setting it by hand (booked segments are kept).
 */
export async function applyLibrary(
  services: Services,
  session: SessionRecord,
  date: string,
  libraryId: number,
) {
  if (date < chinaToday()) throw badRequest('不能为过去的日期排班');
  const library = await services.db.tenant(session.projectId, async (tx) => {
    const doctor = await ownDoctor(tx, session);
    const [row] = await tx
      .select()
      .from(scheduleSegmentLibraries)
      .where(
        and(
          eq(scheduleSegmentLibraries.id, libraryId),
          eq(scheduleSegmentLibraries.doctorId, doctor.doctorId),
        ),
      )
      .limit(1);
    if (!row) throw notFound('排班模板不存在');
    return row;
  });
  return saveSchedule(services, session, { date, kind: library.kind, segmentList: library.segments });
}
