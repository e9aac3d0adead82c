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
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { assertCustomer, assertServicer, loadViewer, type Viewer } from '../../core/access.ts';
import type { Tx } from '../../db/database.ts';
import { familyMembers } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import { identityFields } from './patient-service.ts';
import { bindRelation, insertPatient, patientByIdcard, removeRelation } from './repo.ts';

type MemberRow = typeof familyMembers.$inferSelect;
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

/** Owners see their own members; servicers those of their org (admins and staff all). */
function scope(viewer: Viewer): SQL {
  if (viewer.kind === 'customer') return eq(familyMembers.ownerUserId, viewer.userId);
  if (viewer.kind === 'project') return sql`true`;
  return viewer.orgId === null ? sql`false` : eq(familyMembers.orgId, viewer.orgId);
}

async function visibleMember(tx: Tx, viewer: Viewer, id: number): Promise<MemberRow> {
  const [m] = await tx
    .select()
    .from(familyMembers)
    .where(and(eq(familyMembers.id, id), scope(viewer)))
    .limit(1);
  if (!m) throw notFound();
  return m;
}

const phone = (v: string | undefined) => (v ? normalizeMobile(v) : null);

export async function listFamilyMembers(
  services: Services,
  request: FastifyRequest,
  query: z.infer<typeof familyMemberListQuery>,
) {
  const session = requireSession(request);
  return services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    const where = and(
      scope(viewer),
      query.auditStatus === undefined ? undefined : eq(familyMembers.auditStatus, query.auditStatus),
    );
    const rows = await tx
      .select()
      .from(familyMembers)
      .where(where)
      .orderBy(desc(familyMembers.createdAt), desc(familyMembers.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize);
    const [total] = await tx.select({ n: count() }).from(familyMembers).where(where);
    return {
      list: rows.map((m) => view(m, false)),
      total: total?.n ?? 0,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  });
}

/** POST: a customer asks to manage a family member; it waits for review (auditStatus 0). */
export async function createFamilyMember(services: Services, request: FastifyRequest, body: MemberBody) {
  const session = requireSession(request);
  return services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    assertCustomer(viewer);
    const [dup] = await tx
      .select({ id: familyMembers.id })
      .from(familyMembers)
      .where(and(eq(familyMembers.ownerUserId, viewer.userId), eq(familyMembers.idcard, body.idcard)));
    if (dup) throw badRequest('该家庭成员已添加');
    const [row] = await tx
      .insert(familyMembers)
      .values({
        projectId: session.projectId,
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
      })
      .returning();
    if (!row) throw new Error('family member insert returned nothing');
    return view(row, true);
  });
}

export async function getFamilyMember(services: Services, request: FastifyRequest, id: number) {
  const session = requireSession(request);
  return services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    return view(await visibleMember(tx, viewer, id), true);
  });
}

/**
 * PUT: the owner edits. A pending or rejected member goes back to pending (isReview marks a
 * resubmission); an approved one keeps its state but its name and ID number are fixed.
 */
export async function updateFamilyMember(
  services: Services,
  request: FastifyRequest,
  id: number,
  body: MemberBody,
) {
  const session = requireSession(request);
  return services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    assertCustomer(viewer);
    const m = await visibleMember(tx, viewer, id);
    const approved = m.auditStatus === FAMILY_AUDIT.approved;
    if (approved && (body.idcard !== m.idcard || body.name !== m.name))
      throw badRequest('已审核通过的家庭成员不能修改姓名和身份证号');
    const [row] = await tx
      .update(familyMembers)
      .set({
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
        updatedAt: new Date(),
      })
      .where(eq(familyMembers.id, id))
      .returning();
    if (!row) throw notFound();
    return view(row, true);
  });
}

/** DELETE: the owner removes the member; an approved member's binding to the owner ends too. */
export async function deleteFamilyMember(
  services: Services,
  request: FastifyRequest,
  id: number,
): Promise<void> {
  const session = requireSession(request);
  await services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    assertCustomer(viewer);
    const m = await visibleMember(tx, viewer, id);
    await tx.delete(familyMembers).where(eq(familyMembers.id, id));
    if (m.patientId !== null) await removeRelation(tx, m.ownerUserId, m.patientId);
  });
  await services.sessionInfo.invalidate(session.projectId, session.userId);
}

/**
 * PUT /audit/state/:id: a servicer of the owner's org reviews. 0 -> 1 approves (the patient is
 * found by ID number, or created, and bound to the owner); 0 -> 2 rejects; 1 -> 2 revokes (the
 * binding ends). Other transitions: 400.
 */
export async function auditFamilyMember(
  services: Services,
  request: FastifyRequest,
  id: number,
  body: z.infer<typeof familyAuditBody>,
) {
  const session = requireSession(request);
  const result = await services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    assertServicer(viewer);
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
        projectId: session.projectId,
        name: m.name,
        idcard: m.idcard,
        tel: m.tel,
        ...identityFields(m.idcard),
        orgId: m.orgId,
        doctorId: viewer.doctorId,
        createdByUserId: viewer.userId,
      });
      patientId = patient.id;
      await bindRelation(tx, session.projectId, m.ownerUserId, patient.id, m.relation);
    } else if (m.patientId !== null) {
      await removeRelation(tx, m.ownerUserId, m.patientId);
    }
    const [row] = await tx
      .update(familyMembers)
      .set({
        auditStatus: body.auditStatus,
        auditRemark: body.auditRemark ?? null,
        auditTime: new Date(),
        auditUserId: viewer.userId,
        auditUserName: viewer.name,
        patientId,
        updatedAt: new Date(),
      })
      .where(eq(familyMembers.id, id))
      .returning();
    if (!row) throw notFound();
    return row;
  });
  await services.sessionInfo.invalidate(session.projectId, result.ownerUserId);
  return view(result, true);
}
