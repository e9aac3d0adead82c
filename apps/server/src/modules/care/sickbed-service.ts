import { normalizeMobile, SICKBED_STATE, type sickbedBody, type sickbedQuery } from '@kanghu/shared';
import type { z } from 'zod';
import type { PatientRow, Viewer } from '../../core/access.ts';
import { visiblePatient } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { pageOf } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { checkAttachments } from '../records/attachments.ts';
import {
  doctorOrgOf,
  insertSickbed,
  lockOpenOf,
  moveSickbed,
  orgExists,
  sickbedPage,
  visibleSickbedRow,
} from './sickbed-repo.ts';
import { sickbedView, sickbedViews } from './sickbed-views.ts';

const NOT_FOUND = '申请不存在';
type Body = z.output<typeof sickbedBody>;

/** The org and doctor of an application: defaults from the patient; the doctor must be of the org. */
async function orgAndDoctor(tx: Tx, patient: PatientRow, body: Body) {
  const orgId = body.orgId ?? patient.orgId;
  if (body.orgId !== undefined) {
    if (!(await orgExists(tx, body.orgId))) throw badRequest('机构不存在');
  }
  let doctorId = body.doctorId ?? (body.orgId === undefined ? patient.doctorId : null);
  if (doctorId !== null) {
    const d = await doctorOrgOf(tx, doctorId);
    if (!d) throw badRequest('医生不存在');
    if (orgId !== null && d.orgId !== orgId) {
      if (body.doctorId !== undefined) throw badRequest('只能选择该机构的医生');
      doctorId = null;
    }
  }
  return { orgId, doctorId };
}

function fields(body: Body) {
  return {
    hospital: body.hospital || null,
    diseaseCategory: body.diseaseCategory ?? null,
    diseaseCategoryName: body.diseaseCategoryName || null,
    relation: body.relation || null,
    address: body.address,
    areaCode: body.areaCode || null,
    latitude: body.latitude || null,
    longitude: body.longitude || null,
    tel: normalizeMobile(body.tel),
    contactsName: body.contactsName || null,
    contactsTel: body.contactsTel ? normalizeMobile(body.contactsTel) : null,
    contactsRelation: body.contactsRelation || null,
    remark: body.remark || null,
  };
}

/** One open application (pending, or a bed in care) per patient; serialised per patient. */
async function assertNoOpen(tx: Tx, patientId: number, exceptId?: number) {
  const open = await lockOpenOf(tx, patientId, exceptId);
  if (open?.state === SICKBED_STATE.pending) throw conflict('该患者已有待审核的家庭病床申请');
  if (open) throw conflict('该患者的家庭病床正在服务中');
}

/** POST /api/patient/sickbed: the patient's account applies for a home sickbed (state 0). */
export function applySickbed(ctx: Ctx, body: Body) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const patient = await visiblePatient(tx, viewer, body.patientId);
    const fileList = await checkAttachments(tx, ctx.project.key, body.fileList);
    const { orgId, doctorId } = await orgAndDoctor(tx, patient, body);
    await assertNoOpen(tx, patient.id);
    const row = await insertSickbed(tx, {
      projectId: ctx.projectId,
      patientId: patient.id,
      applicantUserId: ctx.userId,
      orgId,
      doctorId,
      fileList,
      state: 0,
      ...fields(body),
    });
    if (!row) throw badRequest('申请失败');
    return sickbedView(tx, row, viewer);
  });
}

/**
 * An application the viewer sees (core/access.ts rules, and for servicers those made to their
 * org or naming them), else 404 申请不存在. A record of the patient: noted for the audit trail.
 */
export async function visibleApplication(tx: Tx, viewer: Viewer, id: number) {
  const row = await visibleSickbedRow(tx, viewer, id);
  if (!row) throw notFound(NOT_FOUND);
  viewer.opened?.add(row.patientId);
  return row;
}

/** PUT /api/patient/sickbed/:id: the applicant edits a pending application. */
export function updateSickbed(ctx: Ctx, id: number, body: Body) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const row = await visibleApplication(tx, viewer, id);
    if (row.applicantUserId !== viewer.userId) throw forbidden('只能修改本人提交的申请');
    if (row.state !== SICKBED_STATE.pending) throw badRequest('申请已处理，不能修改');
    if (body.patientId !== row.patientId) throw badRequest('不能更换申请的患者');
    const patient = await visiblePatient(tx, viewer, row.patientId);
    const fileList = await checkAttachments(tx, ctx.project.key, body.fileList);
    const { orgId, doctorId } = await orgAndDoctor(tx, patient, body);
    const updated = await moveSickbed(tx, id, SICKBED_STATE.pending, {
      orgId,
      doctorId,
      fileList,
      ...fields(body),
      updatedAt: ctx.now(),
    });
    if (!updated) throw badRequest('申请已处理，不能修改');
    return sickbedView(tx, updated, viewer);
  });
}

export function sickbedDetail(ctx: Ctx, id: number) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    return sickbedView(tx, await visibleApplication(tx, viewer, id), viewer);
  });
}

/**
 * GET /api/patient/sickbed (and /patient/:patientId): applications of the patients the caller
 * sees, and for servicers those made to their org.
 */
export function listSickbeds(ctx: Ctx, q: z.output<typeof sickbedQuery>) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    if (q.patientId !== undefined) await visiblePatient(tx, viewer, q.patientId);
    const { rows, total } = await sickbedPage(tx, viewer, q, q);
    return pageOf(await sickbedViews(tx, rows, viewer, false), total, q);
  });
}
