import {
  type callRecordBody,
  chinaDay,
  chinaMidnight,
  DISEASE_TYPES,
  maskPhone,
  normalizeMobile,
} from '@kanghu/shared';
import type { z } from 'zod';
import { visiblePatient } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import {
  type CallRecordRow,
  callRecordsOf,
  insertCallRecord,
  linkTag,
  tagDictionary,
  tagExists,
  tagIdByName,
  unlinkTag,
} from './care-repo.ts';
import { doctorById, tagsOf, updatePatient, visiblePatientByIdcard, visiblePatientsSince } from './repo.ts';
import { insertRemark } from './timeline-repo.ts';
import { toListItem } from './views.ts';

/** Start of today in China time, for "today's new patients". */
const startOfChinaDay = (now: Date) => chinaMidnight(chinaDay(now));

/** GET /api/patient/disease/category: the disease types 1-4 with their group levels. */
export function diseaseCategories() {
  return DISEASE_TYPES.map((d) => ({
    type: d.type,
    code: d.code,
    name: d.name,
    levels: Object.entries(d.levels).map(([level, name]) => ({ level: Number(level), name })),
  }));
}

/** GET /api/patient/tag?isShow=1: the project's tag dictionary. */
export function listTags(ctx: Ctx, isShow: boolean) {
  return ctx.inTenant((tx) => tagDictionary(tx, isShow));
}

export function patientTagList(ctx: Ctx, patientId: number) {
  return ctx.inTenant(async (tx) => {
    await visiblePatient(tx, await ctx.viewer(tx), patientId);
    return tagsOf(tx, patientId);
  });
}

/** PUT /api/patient/:id/tag/add: servicers (the route's access) label a patient; a new name joins the dictionary. */
export function addPatientTag(ctx: Ctx, patientId: number, body: { tagId?: number; name?: string }) {
  return ctx.inTenant(async (tx) => {
    await visiblePatient(tx, await ctx.viewer(tx), patientId);
    let tagId = body.tagId;
    if (tagId === undefined && body.name) {
      tagId = await tagIdByName(tx, ctx.projectId, body.name);
    } else if (tagId !== undefined) {
      if (!(await tagExists(tx, tagId))) throw badRequest('标签不存在');
    }
    if (tagId === undefined) throw badRequest('标签不存在');
    await linkTag(tx, ctx.projectId, patientId, tagId);
    return tagsOf(tx, patientId);
  });
}

/** PUT /api/patient/:id/tag/delete (servicers). */
export function deletePatientTag(ctx: Ctx, patientId: number, tagId: number) {
  return ctx.inTenant(async (tx) => {
    await visiblePatient(tx, await ctx.viewer(tx), patientId);
    await unlinkTag(tx, patientId, tagId);
    return tagsOf(tx, patientId);
  });
}

/** PUT /api/patient/add/remark/:id: the doctor's remark on a patient of the org (servicers). */
export async function setRemark(ctx: Ctx, id: number, remark: string): Promise<void> {
  await ctx.inTenant(async (tx) => {
    await visiblePatient(tx, await ctx.viewer(tx), id);
    await updatePatient(tx, id, { remark });
    if (remark)
      await insertRemark(tx, { projectId: ctx.projectId, patientId: id, userId: ctx.userId, remark });
  });
}

/** PUT /api/patient/doctor/:patientId: a servicer assigns the patient's doctor (same org unless admin/staff). */
export async function assignDoctor(ctx: Ctx, patientId: number, doctorId: number): Promise<void> {
  await ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    await visiblePatient(tx, viewer, patientId);
    const doctor = await doctorById(tx, doctorId);
    if (viewer.kind === 'org' && doctor.orgId !== viewer.orgId) throw badRequest('只能选择本机构的医生');
    await updatePatient(tx, patientId, { doctorId: doctor.id, orgId: doctor.orgId });
  });
}

/** GET /api/patient/idcard/:idcard: a servicer looks up a patient of their scope (masked). */
export function findByIdcard(ctx: Ctx, idcard: string) {
  return ctx.inTenant(async (tx) => {
    const hit = await visiblePatientByIdcard(tx, await ctx.viewer(tx), idcard);
    if (!hit) throw notFound();
    return toListItem(hit.p, hit.doctorName, null);
  });
}

/** GET /api/patient/doctor/today/new: patients of the servicer's scope created today (China time). */
export function todayNewPatients(ctx: Ctx) {
  return ctx.inTenant(async (tx) => {
    const rows = await visiblePatientsSince(tx, await ctx.viewer(tx), startOfChinaDay(ctx.now()));
    return rows.map((r) => toListItem(r.p, r.doctorName, null));
  });
}

const callView = (r: CallRecordRow) => ({
  id: r.id,
  userId: r.userId,
  patientId: r.patientId,
  tel: maskPhone(r.tel),
  startTime: r.startTime.toISOString(),
  duration: r.durationSeconds,
  remark: r.remark,
  createdAt: r.createdAt.toISOString(),
});

/** POST /api/patient/call/tel/record: a servicer records a phone call to a patient of the org. */
export function addCallRecord(ctx: Ctx, body: z.infer<typeof callRecordBody>) {
  return ctx.inTenant(async (tx) => {
    const patient = await visiblePatient(tx, await ctx.viewer(tx), body.patientId);
    const startTime = new Date(body.startTime);
    if (startTime.getTime() > ctx.now().getTime() + 5 * 60_000) throw badRequest('通话时间不能晚于当前时间');
    const row = await insertCallRecord(tx, {
      projectId: ctx.projectId,
      userId: ctx.userId,
      patientId: patient.id,
      tel: body.tel ? normalizeMobile(body.tel) : patient.tel,
      startTime,
      durationSeconds: body.duration,
      remark: body.remark ?? null,
    });
    return callView(row);
  });
}

/** GET /api/patient/call/tel/record/user/:userId/patient/:patientId (servicers; phone masked). */
export function listCallRecords(ctx: Ctx, userId: number, patientId: number) {
  return ctx.inTenant(async (tx) => {
    await visiblePatient(tx, await ctx.viewer(tx), patientId);
    return (await callRecordsOf(tx, userId, patientId)).map(callView);
  });
}
