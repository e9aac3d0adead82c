import type { DoctorProfileView, InquiryFunctionBody, scheduleBody } from '@kanghu/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionRecord } from '../../core/sessions.ts';
import type { Tx } from '../../db/database.ts';
import { doctors } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { Services } from '../../services.ts';
import {
  type DoctorWithProfile,
  deleteSchedules,
  type FunctionRow,
  findDoctor,
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

export function doctorView(row: DoctorWithProfile): DoctorProfileView {
  const d = row.doctor;
  return {
    id: d.id,
    userId: d.userId,
    name: d.name,
    title: d.title,
    intro: d.intro,
    goodAt: row.goodAt,
    photo: row.photo,
    isShow: row.isShow,
    orgId: d.orgId,
    departmentId: d.departmentId,
    isAssistant: d.isAssistant,
  };
}

export function functionView(f: FunctionRow) {
  return {
    id: f.id,
    doctorId: f.doctorId,
    inquiryType: f.inquiryType,
    isFree: f.isFree,
    isOnlySecond: f.isOnlySecond,
    isOpen: f.isOpen,
    numPerDay: f.numPerDay,
    price: f.price,
    segmentList: f.segmentList.filter((s): s is string => typeof s === 'string'),
  };
}

const isManager = (s: SessionRecord) => s.role === 'admin' || s.role === 'staff';

/** The doctor a servicer may edit: their own, or any of the project for admins and staff. */
async function editable(tx: Tx, session: SessionRecord, doctorId: number): Promise<DoctorWithProfile> {
  const row = await findDoctor(tx, eq(doctors.id, doctorId));
  if (!row) throw notFound('医生不存在');
  if (row.doctor.userId !== session.userId && !isManager(session)) throw forbidden();
  return row;
}

async function ownDoctorId(tx: Tx, session: SessionRecord, doctorId: number | undefined): Promise<number> {
  if (doctorId !== undefined) return (await editable(tx, session, doctorId)).doctor.id;
  const own = await findDoctor(tx, eq(doctors.userId, session.userId));
  if (!own) throw forbidden();
  return own.doctor.id;
}

export async function list(
  services: Services,
  session: SessionRecord,
  q: { pageNo: number; pageSize: number; departmentId?: number; search?: string; isShow?: '0' | '1' },
) {
  return services.db.tenant(session.projectId, async (tx) => {
    const { rows, total } = await listDoctors(
      tx,
      { departmentId: q.departmentId, search: q.search, onlyShown: q.isShow !== '0' || !isManager(session) },
      (q.pageNo - 1) * q.pageSize,
      q.pageSize,
    );
    return { list: rows.map(doctorView), total, pageNo: q.pageNo, pageSize: q.pageSize };
  });
}

export async function byId(services: Services, session: SessionRecord, id: number) {
  return services.db.tenant(session.projectId, async (tx) => {
    const row = await findDoctor(tx, eq(doctors.id, id));
    if (!row) throw notFound('医生不存在');
    return doctorView(row);
  });
}

export async function byUser(services: Services, session: SessionRecord, userId: number) {
  return services.db.tenant(session.projectId, async (tx) => {
    const row = await findDoctor(tx, eq(doctors.userId, userId));
    if (!row) throw notFound('医生不存在');
    return doctorView(row);
  });
}

export async function update(
  services: Services,
  session: SessionRecord,
  id: number,
  body: { name?: string; title?: string; intro?: string; goodAt?: string; photo?: string; isShow?: boolean },
) {
  return services.db.tenant(session.projectId, async (tx) => {
    await editable(tx, session, id);
    const { goodAt, photo, isShow, ...core } = body;
    await updateDoctorRow(tx, id, core);
    await upsertProfile(tx, session.projectId, id, { goodAt, photo, isShow });
    const row = await findDoctor(tx, eq(doctors.id, id));
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

export async function createFunction(services: Services, session: SessionRecord, body: InquiryFunctionBody) {
  return services.db.tenant(session.projectId, async (tx) => {
    const doctorId = await ownDoctorId(tx, session, body.doctorId);
    const row = await insertFunction(tx, { projectId: session.projectId, doctorId, ...functionValues(body) });
    if (!row) throw badRequest('该问诊类型已设置，请修改');
    return functionView(row);
  });
}

export async function putFunction(
  services: Services,
  session: SessionRecord,
  id: number,
  body: InquiryFunctionBody,
) {
  return services.db.tenant(session.projectId, async (tx) => {
    const current = await functionById(tx, id);
    if (!current) throw notFound();
    await editable(tx, session, current.doctorId);
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

export async function getFunction(services: Services, session: SessionRecord, id: number) {
  return services.db.tenant(session.projectId, async (tx) => {
    const row = await functionById(tx, id);
    if (!row) throw notFound();
    return functionView(row);
  });
}

export async function getFunctionByType(
  services: Services,
  session: SessionRecord,
  doctorId: number,
  type: number,
) {
  return services.db.tenant(session.projectId, async (tx) => {
    const row = await functionByType(tx, doctorId, type);
    return row ? functionView(row) : null;
  });
}

function scheduleView(r: Awaited<ReturnType<typeof schedulesOn>>[number]) {
  return {
    id: r.id,
    doctorId: r.doctorId,
    date: r.date,
    segment: r.segment,
    kind: r.kind,
    slots: r.slots,
    booked: r.booked,
    price: r.price,
  };
}

export async function schedulesOf(
  services: Services,
  session: SessionRecord,
  doctorId: number,
  date: string,
) {
  return services.db.tenant(session.projectId, async (tx) => {
    if (!(await findDoctor(tx, eq(doctors.id, doctorId)))) throw notFound('医生不存在');
    return (await schedulesOn(tx, doctorId, date)).map(scheduleView);
  });
}

/**
 * Replaces the signed-in doctor's schedule of one date and kind. A segment with active bookings
 * can be neither removed nor shrunk below its bookings.
 */
export async function saveSchedule(
  services: Services,
  session: SessionRecord,
  body: z.infer<typeof scheduleBody>,
) {
  return services.db.tenant(session.projectId, async (tx) => {
    const doctorId = await ownDoctorId(tx, session, undefined);
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
        projectId: session.projectId,
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
