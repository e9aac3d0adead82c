import { chinaDay, PRE_SIGN_STATES, type PreSignView, type preSignBody } from '@kanghu/shared';
import type { z } from 'zod';
import { type Viewer, visiblePatient, visibleRow } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest, conflict, forbidden } from '../../lib/errors.ts';
import { activeContractOf } from '../contracts/status-repo.ts';
import {
  cancelOpen,
  insertPreSign,
  type PreSignRow,
  preSignById,
  preSignNames,
  preSignsOf,
} from './pre-sign-repo.ts';
import { doctorOrgOf } from './sickbed-repo.ts';

const NOT_FOUND = '签约申请不存在';
type Row = PreSignRow;

/** Applications as answered (with patient, org and doctor names); also the doctor's review list. */
export async function preSignViews(tx: Tx, rows: Row[]): Promise<PreSignView[]> {
  const names = await preSignNames(tx, rows);
  return rows.map((r) => ({
    id: r.id,
    patientId: r.patientId,
    patientName: names.get(r.id)?.patientName ?? '',
    orgName: names.get(r.id)?.orgName ?? null,
    doctorId: r.doctorId,
    doctorName: names.get(r.id)?.doctorName ?? null,
    servicePack: r.servicePack,
    address: r.address,
    remark: r.remark,
    state: r.state,
    stateLabel: PRE_SIGN_STATES[r.state as keyof typeof PRE_SIGN_STATES] ?? '',
    stateRemark: r.stateRemark,
    createdAt: r.createdAt.toISOString(),
  }));
}

async function one(tx: Tx, row: Row): Promise<PreSignView> {
  const [v] = await preSignViews(tx, [row]);
  if (!v) throw badRequest(NOT_FOUND);
  return v;
}

/**
 * POST /api/patient/pre/sign: the patient's account asks to sign with a family doctor (our API; the
 * spec names the screens only). The doctor defaults to the patient's doctor and must be of the
 * patient's org; one open (state 0) application per patient (partial unique index), none while
 * a contract holds the patient (the doctor reviews it in modules/contracts/review-service.ts).
 */
export function applyPreSign(ctx: Ctx, body: z.output<typeof preSignBody>) {
  return ctx.inTenant(async (tx) => {
    const patient = await visiblePatient(tx, await ctx.viewer(tx), body.patientId);
    let orgId = patient.orgId;
    const doctorId = body.doctorId ?? patient.doctorId;
    if (doctorId !== null) {
      const d = await doctorOrgOf(tx, doctorId);
      if (!d) throw badRequest('医生不存在');
      if (orgId !== null && d.orgId !== orgId) throw badRequest('只能选择本机构的家庭医生');
      orgId = d.orgId;
    }
    if (orgId === null) throw badRequest('该患者尚未归属机构，暂不能签约');
    if (await activeContractOf(tx, patient.id, chinaDay(ctx.now())))
      throw badRequest('该患者已有生效的家庭医生签约，请在签约页确认或联系签约医生');
    const row = await insertPreSign(tx, {
      projectId: ctx.projectId,
      userId: ctx.userId,
      patientId: patient.id,
      orgId,
      doctorId,
      servicePack: body.servicePack,
      address: body.address || patient.address || null,
      remark: body.remark || null,
      state: 0,
    });
    if (!row) throw conflict('该患者已有待签约的申请');
    return one(tx, row);
  });
}

/** GET /api/patient/pre/sign?patientId: the patient's applications, newest first. */
export function listPreSigns(ctx: Ctx, patientId: number) {
  return ctx.inTenant(async (tx) => {
    await visiblePatient(tx, await ctx.viewer(tx), patientId);
    return preSignViews(tx, await preSignsOf(tx, patientId));
  });
}

async function visibleApplication(tx: Tx, viewer: Viewer, id: number) {
  return (await visibleRow(tx, viewer, await preSignById(tx, id), NOT_FOUND)).row;
}

export function preSignDetail(ctx: Ctx, id: number) {
  return ctx.inTenant(async (tx) => one(tx, await visibleApplication(tx, await ctx.viewer(tx), id)));
}

/** PUT /api/patient/pre/sign/cancel/:id: the applicant cancels an open application. */
export function cancelPreSign(ctx: Ctx, id: number) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const row = await visibleApplication(tx, viewer, id);
    if (row.userId !== viewer.userId) throw forbidden('只能取消本人提交的申请');
    const updated = await cancelOpen(tx, id, ctx.now());
    if (!updated) throw badRequest('申请已处理，不能取消');
    return one(tx, updated);
  });
}
