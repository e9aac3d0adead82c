import {
  HOME_VISIT_TYPES,
  type HomeVisitView,
  type homeVisitBody,
  type homeVisitQuery,
  SICKBED_STATE,
} from '@kanghu/shared';
import type { z } from 'zod';
import { type PatientRow, type Viewer, visiblePatient } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { pageOf } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import {
  type HomeVisitWithNames,
  homeVisitById,
  homeVisitPage,
  insertHomeVisit,
  updateHomeVisit,
  visibleHomeVisit,
  visitingDoctor,
} from './home-visit-repo.ts';
import { bedInCareOf } from './sickbed-repo.ts';
import { visibleApplication } from './sickbed-service.ts';
import { isReviewer } from './sickbed-states.ts';

const NOT_FOUND = '上门服务记录不存在';
type Body = z.output<typeof homeVisitBody>;

function toView(r: HomeVisitWithNames): HomeVisitView {
  const v = r.v;
  return {
    id: v.id,
    patientId: v.patientId,
    patientName: r.patientName,
    sickbedId: v.sickbedId,
    bedNo: r.bedNo,
    doctorId: v.doctorId,
    doctorName: r.doctorName,
    recorderName: r.recorderName,
    type: v.type,
    typeLabel: HOME_VISIT_TYPES[v.type as keyof typeof HOME_VISIT_TYPES] ?? '',
    contentCategory: v.contentCategory,
    remark: v.remark,
    startTime: v.startTime.toISOString(),
    endTime: v.endTime.toISOString(),
    createdAt: v.createdAt.toISOString(),
  };
}

/**
 * The bed a visit belongs to: the one named (the patient's, in care, cared for by the caller's
 * org), else the patient's bed in care, else none (a home visit outside a home sickbed).
 */
async function bedOf(tx: Tx, viewer: Viewer, patient: PatientRow, body: Body) {
  if (body.sickbedId === undefined) return (await bedInCareOf(tx, patient.id)) ?? null;
  const bed = await visibleApplication(tx, viewer, body.sickbedId);
  if (bed.patientId !== patient.id) throw badRequest('上门服务的患者与家庭病床不符');
  if (bed.state !== SICKBED_STATE.inCare) throw badRequest('只有在床的家庭病床可以登记上门服务');
  if (!isReviewer(viewer, bed)) throw forbidden('只有负责该家庭病床的机构可以登记上门服务');
  return bed;
}

/** The visiting doctor: the caller's own doctor row, or a doctor of the caller's org. */
async function doctorOf(tx: Tx, viewer: Viewer, doctorId: number | undefined) {
  if (doctorId === undefined) return viewer.doctorId;
  const d = await visitingDoctor(tx, doctorId);
  if (!d || (viewer.kind === 'org' && d.orgId !== viewer.orgId)) throw badRequest('上门医生不存在');
  return d.id;
}

/**
 * POST /api/patient/home/visit: a servicer records a home visit of a patient they see (through
 * the org, or through the bed their org cares for). With `id`, corrects their own record.
 */
export function saveHomeVisit(ctx: Ctx, body: Body) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const patient = await visiblePatient(tx, viewer, body.patientId);
    const bed = await bedOf(tx, viewer, patient, body);
    // Times are entered to the minute: the minute of the application counts as after it.
    if (bed && body.startTime.getTime() < Math.floor(bed.createdAt.getTime() / 60_000) * 60_000)
      throw badRequest('上门时间不能早于家庭病床申请时间');
    const values = {
      patientId: patient.id,
      sickbedId: bed?.id ?? null,
      doctorId: await doctorOf(tx, viewer, body.doctorId),
      type: body.type,
      contentCategory: body.contentCategory,
      remark: body.remark || null,
      startTime: body.startTime,
      endTime: body.endTime,
    };
    let id = body.id;
    if (id === undefined) {
      const row = await insertHomeVisit(tx, {
        ...values,
        projectId: ctx.projectId,
        recordedByUserId: ctx.userId,
      });
      if (!row) throw badRequest('登记失败');
      id = row.id;
    } else {
      const old = await visibleHomeVisit(tx, viewer, id);
      if (!old) throw notFound(NOT_FOUND);
      if (old.v.recordedByUserId !== ctx.userId) throw forbidden('只能修改本人登记的上门服务');
      if (old.v.patientId !== patient.id) throw badRequest('不能更换上门服务的患者');
      await updateHomeVisit(tx, id, { ...values, updatedAt: ctx.now() });
    }
    const saved = await homeVisitById(tx, id);
    if (!saved) throw notFound(NOT_FOUND);
    return toView(saved);
  });
}

/** GET /api/patient/home/visit: visits the caller sees, by patient or by bed, newest first. */
export function listHomeVisits(ctx: Ctx, q: z.output<typeof homeVisitQuery>) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    if (q.patientId !== undefined) await visiblePatient(tx, viewer, q.patientId);
    if (q.sickbedId !== undefined) await visibleApplication(tx, viewer, q.sickbedId);
    const { rows, total } = await homeVisitPage(tx, viewer, q, q);
    return pageOf(rows.map(toView), total, q);
  });
}

/** GET /api/patient/home/visit/:id. */
export function homeVisitDetail(ctx: Ctx, id: number) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const row = await visibleHomeVisit(tx, viewer, id);
    if (!row) throw notFound(NOT_FOUND);
    viewer.opened?.add(row.v.patientId);
    return toView(row);
  });
}
