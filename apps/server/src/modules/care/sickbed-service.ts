import {
  maskIdCard,
  maskPhone,
  normalizeMobile,
  SICKBED_STATES,
  type SickbedView,
  type sickbedBody,
  type sickbedQuery,
} from '@kanghu/shared';
import type { z } from 'zod';
import type { PatientRow, Viewer } from '../../core/access.ts';
import { visiblePatient, visibleRow } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { pageOf } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest, conflict, forbidden } from '../../lib/errors.ts';
import { checkAttachments } from '../records/attachments.ts';
import {
  doctorOrgOf,
  insertSickbed,
  lockPendingOf,
  orgExists,
  type SickbedRow,
  sickbedById,
  sickbedNames,
  sickbedPage,
  updatePending,
} from './sickbed-repo.ts';

const NOT_FOUND = '申请不存在';
type Row = SickbedRow;
type Body = z.output<typeof sickbedBody>;

/**
 * Lists mask the phones for every viewer (spec 1 section 9); one application shown on its own
 * (detail, or the answer of a write) shows them in full to the applicant, who may correct them.
 */
async function views(tx: Tx, rows: Row[], viewer: Viewer, single: boolean): Promise<SickbedView[]> {
  const names = await sickbedNames(tx, rows);
  return rows.map((r) => {
    const own = single && r.applicantUserId === viewer.userId;
    const n = names.get(r.id);
    return {
      id: r.id,
      patientId: r.patientId,
      patientName: n?.patientName ?? '',
      idcard: maskIdCard(n?.idcard ?? null),
      orgId: r.orgId,
      orgName: n?.orgName ?? null,
      doctorId: r.doctorId,
      doctorName: n?.doctorName ?? null,
      hospital: r.hospital,
      diseaseCategory: r.diseaseCategory,
      diseaseCategoryName: r.diseaseCategoryName,
      relation: r.relation,
      address: r.address,
      areaCode: r.areaCode,
      latitude: r.latitude,
      longitude: r.longitude,
      tel: own ? r.tel : maskPhone(r.tel),
      contactsName: r.contactsName,
      contactsTel: r.contactsTel === null ? null : own ? r.contactsTel : maskPhone(r.contactsTel),
      contactsRelation: r.contactsRelation,
      remark: r.remark,
      fileList: r.fileList,
      state: r.state,
      stateLabel: SICKBED_STATES[r.state as keyof typeof SICKBED_STATES] ?? '',
      stateRemark: r.stateRemark,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

async function one(tx: Tx, row: Row, viewer: Viewer) {
  const [v] = await views(tx, [row], viewer, true);
  if (!v) throw badRequest(NOT_FOUND);
  return v;
}

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

/** One pending application per patient; serialised per patient with an advisory lock. */
async function assertNoPending(tx: Tx, patientId: number, exceptId?: number) {
  if (await lockPendingOf(tx, patientId, exceptId)) throw conflict('该患者已有待审核的家庭病床申请');
}

/** POST /api/patient/sickbed: the patient's account applies for a home sickbed (state 0). */
export function applySickbed(ctx: Ctx, body: Body) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const patient = await visiblePatient(tx, viewer, body.patientId);
    const fileList = await checkAttachments(tx, ctx.project.key, body.fileList);
    const { orgId, doctorId } = await orgAndDoctor(tx, patient, body);
    await assertNoPending(tx, patient.id);
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
    return one(tx, row, viewer);
  });
}

async function visibleApplication(tx: Tx, viewer: Viewer, id: number) {
  return visibleRow(tx, viewer, await sickbedById(tx, id), NOT_FOUND);
}

/** PUT /api/patient/sickbed/:id: the applicant edits a pending application. */
export function updateSickbed(ctx: Ctx, id: number, body: Body) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const { row, patient } = await visibleApplication(tx, viewer, id);
    if (row.applicantUserId !== viewer.userId) throw forbidden('只能修改本人提交的申请');
    if (row.state !== 0) throw badRequest('申请已处理，不能修改');
    if (body.patientId !== row.patientId) throw badRequest('不能更换申请的患者');
    const fileList = await checkAttachments(tx, ctx.project.key, body.fileList);
    const { orgId, doctorId } = await orgAndDoctor(tx, patient, body);
    const updated = await updatePending(tx, id, {
      orgId,
      doctorId,
      fileList,
      ...fields(body),
      updatedAt: ctx.now(),
    });
    if (!updated) throw badRequest('申请已处理，不能修改');
    return one(tx, updated, viewer);
  });
}

export function sickbedDetail(ctx: Ctx, id: number) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    return one(tx, (await visibleApplication(tx, viewer, id)).row, viewer);
  });
}

/** GET /api/patient/sickbed (and /patient/:patientId): applications of the patients the caller sees. */
export function listSickbeds(ctx: Ctx, q: z.output<typeof sickbedQuery>) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    if (q.patientId !== undefined) await visiblePatient(tx, viewer, q.patientId);
    const { rows, total } = await sickbedPage(tx, viewer, q, q);
    return pageOf(await views(tx, rows, viewer, false), total, q);
  });
}

/**
 * PUT /api/patient/sickbed/state/:id and DELETE /api/patient/sickbed/:id (= withdraw, the row is
 * kept as state 3). The applicant withdraws a pending application (3); servicers of the patient's
 * scope approve (1) or reject (2) it. Only state 0 moves.
 */
export function setSickbedState(ctx: Ctx, id: number, state: number, remark?: string) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const { row } = await visibleApplication(tx, viewer, id);
    if (state === 3) {
      if (row.applicantUserId !== viewer.userId) throw forbidden('只能撤回本人提交的申请');
    } else if (viewer.kind === 'customer') throw forbidden();
    const updated = await updatePending(tx, id, { state, stateRemark: remark || null, updatedAt: ctx.now() });
    if (!updated) throw badRequest(state === 3 ? '申请已处理，不能撤回' : '申请已处理');
    return one(tx, updated, viewer);
  });
}
