import {
  FAMILY_AUDIT,
  type familyAuditBody,
  type familyMemberBody,
  type familyMemberListQuery,
  MSG,
  maskIdCard,
  maskPhone,
  normalizeMobile,
} from '@kanghu/shared';
import type { z } from 'zod';
import type { Viewer } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { pageOf } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import {
  deleteMember,
  insertMember,
  type MemberRow,
  membersPage,
  memberVisibleTo,
  ownerHasMember,
  updateMember,
} from './family-repo.ts';
import { identityFields } from './patient-service.ts';
import { bindRelation, insertPatient, patientByIdcard, removeRelation } from './repo.ts';

type MemberBody = z.infer<typeof familyMemberBody>;

function view(m: MemberRow, full: boolean) {
  return {
    id: m.id,
    ownerUserId: m.ownerUserId,
    patientId: m.patientId,
    idcard: full ? m.idcard : maskIdCard(m.idcard),
    name: m.name,
    relation: m.relation,
    tel: full ? (m.tel ?? '') : maskPhone(m.tel),
    selfTel: full ? (m.selfTel ?? '') : maskPhone(m.selfTel),
    identityId: m.identityId,
    identityName: m.identityName,
    projectType: m.projectType,
    auditStatus: m.auditStatus,
    auditRemark: m.auditRemark,
    auditTime: m.auditTime?.toISOString() ?? null,
    auditUserId: m.auditUserId,
    auditUserName: m.auditUserName,
    isReview: m.isReview,
    createdAt: m.createdAt.toISOString(),
  };
}

async function visibleMember(tx: Tx, viewer: Viewer, id: number): Promise<MemberRow> {
  const m = await memberVisibleTo(tx, viewer, id);
  if (!m) throw notFound();
  return m;
}

const phone = (v: string | undefined) => (v ? normalizeMobile(v) : null);

export function listFamilyMembers(ctx: Ctx, query: z.infer<typeof familyMemberListQuery>) {
  return ctx.inTenant(async (tx) => {
    const { rows, total } = await membersPage(tx, await ctx.viewer(tx), query.auditStatus, query);
    return pageOf(
      rows.map((m) => view(m, false)),
      total,
      query,
    );
  });
}

/** POST: a customer (the route's access) asks to manage a family member; it waits for review (auditStatus 0). */
export function createFamilyMember(ctx: Ctx, body: MemberBody) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    if (await ownerHasMember(tx, viewer.userId, body.idcard)) throw badRequest('该家庭成员已添加');
    const row = await insertMember(tx, {
      projectId: ctx.projectId,
      ownerUserId: viewer.userId,
      orgId: viewer.orgId,
      idcard: body.idcard,
      name: body.name,
      relation: body.relation,
      tel: phone(body.tel),
      selfTel: phone(body.selfTel),
      identityId: body.identityId ?? null,
      identityName: body.identityName ?? null,
      projectType: body.projectType ?? null,
    });
    return view(row, true);
  });
}

export function getFamilyMember(ctx: Ctx, id: number) {
  return ctx.inTenant(async (tx) => view(await visibleMember(tx, await ctx.viewer(tx), id), true));
}

/**
 * PUT: the owner edits. A pending or rejected member goes back to pending (isReview marks a
 * resubmission); an approved one keeps its state but its name and ID number are fixed.
 */
export function updateFamilyMember(ctx: Ctx, id: number, body: MemberBody) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const m = await visibleMember(tx, viewer, id);
    const approved = m.auditStatus === FAMILY_AUDIT.approved;
    if (approved && (body.idcard !== m.idcard || body.name !== m.name))
      throw badRequest('已审核通过的家庭成员不能修改姓名和身份证号');
    const row = await updateMember(tx, id, {
      idcard: body.idcard,
      name: body.name,
      relation: body.relation,
      tel: phone(body.tel),
      selfTel: phone(body.selfTel),
      identityId: body.identityId ?? null,
      identityName: body.identityName ?? null,
      projectType: body.projectType ?? null,
      ...(approved
        ? {}
        : {
            auditStatus: FAMILY_AUDIT.pending,
            isReview: m.auditStatus === FAMILY_AUDIT.rejected || m.isReview,
          }),
    });
    if (!row) throw notFound();
    return view(row, true);
  });
}

/** DELETE: the owner removes the member; an approved member's binding to the owner ends too. */
export async function deleteFamilyMember(ctx: Ctx, id: number): Promise<void> {
  await ctx.inTenant(async (tx) => {
    const m = await visibleMember(tx, await ctx.viewer(tx), id);
    await deleteMember(tx, id);
    if (m.patientId !== null) await removeRelation(tx, m.ownerUserId, m.patientId);
  });
  await ctx.services.sessionInfo.invalidate(ctx.projectId, ctx.userId);
}

/**
 * PUT /audit/state/:id: a servicer of the owner's org reviews. 0 -> 1 approves (the patient is
 * found by ID number, or created, and bound to the owner); 0 -> 2 rejects; 1 -> 2 revokes (the
 * binding ends). Other transitions: 400.
 */
export async function auditFamilyMember(ctx: Ctx, id: number, body: z.infer<typeof familyAuditBody>) {
  const result = await ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const m = await visibleMember(tx, viewer, id);
    const allowed =
      m.auditStatus === FAMILY_AUDIT.pending ||
      (m.auditStatus === FAMILY_AUDIT.approved && body.auditStatus === FAMILY_AUDIT.rejected);
    if (!allowed) throw badRequest('当前状态不能进行此审核');
    let patientId = m.patientId;
    if (body.auditStatus === FAMILY_AUDIT.approved) {
      let patient = await patientByIdcard(tx, m.idcard);
      if (patient && patient.name !== m.name) throw badRequest(MSG.patientInfoMismatch);
      patient ??= await insertPatient(tx, {
        projectId: ctx.projectId,
        name: m.name,
        idcard: m.idcard,
        tel: m.tel,
        ...identityFields(m.idcard),
        orgId: m.orgId,
        doctorId: viewer.doctorId,
        createdByUserId: viewer.userId,
      });
      patientId = patient.id;
      await bindRelation(tx, ctx.projectId, m.ownerUserId, patient.id, m.relation);
    } else if (m.patientId !== null) {
      await removeRelation(tx, m.ownerUserId, m.patientId);
    }
    const row = await updateMember(tx, id, {
      auditStatus: body.auditStatus,
      auditRemark: body.auditRemark ?? null,
      auditTime: ctx.now(),
      auditUserId: viewer.userId,
      auditUserName: viewer.name,
      patientId,
    });
    if (!row) throw notFound();
    return row;
  });
  await ctx.services.sessionInfo.invalidate(ctx.projectId, result.ownerUserId);
  return view(result, true);
}
