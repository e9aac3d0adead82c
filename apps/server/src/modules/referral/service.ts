import {
  REFERRAL_STATE,
  type ReferralAction,
  type ReferralView,
  type referralBody,
  type referralQuery,
  type referralStateBody,
} from '@kanghu/shared';
import type { z } from 'zod';
import { type Viewer, visiblePatient } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { pageOf } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { deliverReferralOutbox, type ReferralOutbox, referralOutbox } from './notify.ts';
import {
  actorOf,
  departmentOrg,
  doctorPlacement,
  insertReferral,
  moveReferral,
  openReferralTo,
  orgById,
  type ReferralActor,
  type ReferralRow,
  referralPage,
  visibleReferral,
} from './repo.ts';
import { EVENT_OF_STATE, REFERRAL_TRANSITIONS, rolesOf } from './states.ts';
import { referralViews } from './views.ts';

const NOT_FOUND = '转诊记录不存在';
type Body = z.output<typeof referralBody>;
type StateBody = z.output<typeof referralStateBody>;

async function one(ctx: Ctx, tx: Tx, row: ReferralRow, actor: ReferralActor): Promise<ReferralView> {
  const [v] = await referralViews(tx, [row], actor, ctx.now());
  if (!v) throw notFound(NOT_FOUND);
  return v;
}

/** The caller as a doctor: only doctors refer, accept, reject, complete or cancel. */
function assertOwnDoctor(viewer: Viewer, doctorId: number | undefined): number {
  if (viewer.kind === 'customer' || viewer.doctorId === null) throw forbidden('仅医生可以处理转诊');
  if (doctorId !== undefined && doctorId !== viewer.doctorId) throw badRequest('医生信息与当前账号不符');
  return viewer.doctorId;
}

/**
 * The target of a new referral: a doctor fixes department and org, a department its org; an org
 * given alongside must agree. Unknown ids are 400 (the project's doctors, departments and orgs
 * are not secret to its doctors: they are listed by the department tree).
 */
async function resolveTarget(tx: Tx, body: Body, actor: ReferralActor, me: number) {
  let orgId = body.targetOrgId ?? null;
  let departmentId = body.targetDepartmentId ?? null;
  const doctorId = body.targetDoctorId ?? null;
  if (doctorId !== null) {
    const d = await doctorPlacement(tx, doctorId);
    if (!d || d.isAssistant) throw badRequest('转诊医生不存在');
    if (d.id === me) throw badRequest('不能转诊给自己');
    if (d.orgId === null) throw badRequest('该医生未加入机构，不能接收转诊');
    if ((orgId !== null && orgId !== d.orgId) || (departmentId !== null && departmentId !== d.departmentId))
      throw badRequest('转诊医生与所选机构或科室不符');
    orgId = d.orgId;
    departmentId = d.departmentId;
  } else if (departmentId !== null) {
    const dep = await departmentOrg(tx, departmentId);
    if (!dep) throw badRequest('转诊科室不存在');
    if (orgId !== null && orgId !== dep.orgId) throw badRequest('转诊科室与所选机构不符');
    orgId = dep.orgId;
  } else if (orgId !== null) {
    if (!(await orgById(tx, orgId))) throw badRequest('转诊机构不存在');
    if (orgId === actor.orgId) throw badRequest('不能转诊到本机构，请选择科室或医生');
  }
  if (orgId === null) throw badRequest('请选择转诊对象');
  return { targetOrgId: orgId, targetDepartmentId: departmentId, targetDoctorId: doctorId };
}

async function send(ctx: Ctx, work: Promise<{ view: ReferralView; out: ReferralOutbox }>) {
  const { view, out } = await work;
  await deliverReferralOutbox(ctx, out);
  return view;
}

/** POST /api/patient/referral/record: a doctor refers a patient they see; the target is told at once. */
export function createReferral(ctx: Ctx, body: Body) {
  return send(
    ctx,
    ctx.inTenant(async (tx) => {
      const viewer = await ctx.viewer(tx);
      const me = assertOwnDoctor(viewer, body.doctorId);
      const actor = await actorOf(tx, viewer);
      if (actor.isAssistant) throw forbidden('仅医生可以发起转诊');
      const patient = await visiblePatient(tx, viewer, body.patientId);
      const target = await resolveTarget(tx, body, actor, me);
      // Also a unique index (a race of two taps answers the envelope's 409).
      if (await openReferralTo(tx, patient.id, target))
        throw conflict('该患者已有转诊给同一对象的进行中转诊');
      const row = await insertReferral(tx, {
        projectId: ctx.projectId,
        patientId: patient.id,
        doctorId: me,
        fromOrgId: actor.orgId,
        referralType: body.referralType,
        diseaseDiagnose: body.diseaseDiagnose,
        referralCause: body.referralCause,
        description: body.description || null,
        ...target,
        state: REFERRAL_STATE.pending,
      });
      if (!row) throw badRequest('转诊失败');
      const view = await one(ctx, tx, row, actor);
      return { view, out: await referralOutbox(ctx, tx, row, view, 'create', viewer.name ?? '') };
    }),
  );
}

/** GET /api/patient/referral/record: the referrals the caller sees (sent, received, of their patients). */
export function listReferrals(ctx: Ctx, q: z.output<typeof referralQuery>) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    if (q.patientId !== undefined) await visiblePatient(tx, viewer, q.patientId);
    const { rows, total } = await referralPage(tx, viewer, q, q);
    return pageOf(await referralViews(tx, rows, await actorOf(tx, viewer), ctx.now()), total, q);
  });
}

/** GET /api/patient/referral/record/:id: the referral record (a record of the patient: audited). */
export function referralDetail(ctx: Ctx, id: number) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const row = await visibleReferral(tx, viewer, id);
    if (!row) throw notFound(NOT_FOUND);
    viewer.opened?.add(row.patientId);
    return one(ctx, tx, row, await actorOf(tx, viewer));
  });
}

/**
 * PUT /api/patient/referral/record/state/:id {referralState, doctorId, reason, remark}: accept,
 * reject (with a reason), complete or cancel, per the state machine (states.ts). The row is
 * locked for the transaction and moved conditionally: a second doctor acting at the same time
 * waits, then finds it handled (400 该转诊已被处理).
 */
export function setReferralState(ctx: Ctx, id: number, body: StateBody) {
  return send(
    ctx,
    ctx.inTenant(async (tx) => {
      const viewer = await ctx.viewer(tx);
      const row = await visibleReferral(tx, viewer, id, true);
      if (!row) throw notFound(NOT_FOUND);
      viewer.opened?.add(row.patientId);
      const me = assertOwnDoctor(viewer, body.doctorId);
      const actor = await actorOf(tx, viewer);
      const event: ReferralAction | undefined = EVENT_OF_STATE[body.referralState];
      if (!event) throw badRequest('转诊状态有误');
      const rule = REFERRAL_TRANSITIONS[event];
      if (!rolesOf(row, actor).some((role) => rule.actors.includes(role))) throw forbidden('无权处理该转诊');
      const now = ctx.now();
      const moved = await moveReferral(tx, id, rule.from, {
        state: rule.to,
        updatedAt: now,
        ...(event === 'accept'
          ? { acceptedDoctorId: me, acceptedAt: now }
          : { finishedByUserId: ctx.userId, finishedAt: now }),
        ...(event === 'reject' ? { rejectReason: body.reason ?? null } : {}),
        ...(event === 'complete' || event === 'cancel' ? { remark: body.remark || null } : {}),
      });
      if (!moved) throw badRequest(rule.refusal);
      const view = await one(ctx, tx, moved, actor);
      return { view, out: await referralOutbox(ctx, tx, moved, view, event, viewer.name ?? '') };
    }),
  );
}
