import { randomInt } from 'node:crypto';
import {
  type addRelationBody,
  BIND_CODE_ALPHABET,
  BIND_CODE_LENGTH,
  BIND_CODE_TTL_MS,
  MSG,
  maskPhone,
  normalizeMobile,
  type relationListQuery,
  type relationUserBody,
  type removeRelationQuery,
} from '@kanghu/shared';
import { and, asc, count, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { assertCustomer, assertServicer, loadViewer, visiblePatient, visibleTo } from '../../core/access.ts';
import type { SessionRecord } from '../../core/sessions.ts';
import { patientBindCodes, patientRelations, patients, users } from '../../db/schema/index.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import type { SmsCodeService } from '../auth/sms/code-service.ts';
import { BIND_CODE_INVALID, guardedBindCode } from './bind-code-guard.ts';
import { identityFields } from './patient-service.ts';
import {
  bindRelation,
  customerExists,
  doctorById,
  doctorNames,
  insertPatient,
  patientByIdcard,
  relationOf,
  removeRelation,
  searchCondition,
} from './repo.ts';
import { toListItem } from './views.ts';

const SORTS = {
  sort_desc: [desc(patientRelations.sort), desc(patientRelations.id)],
  sort_asc: [asc(patientRelations.sort), asc(patientRelations.id)],
  ctime_desc: [desc(patientRelations.createdAt), desc(patientRelations.id)],
  ctime_asc: [asc(patientRelations.createdAt), asc(patientRelations.id)],
} as const;

/**
 * GET /api/patient/relation: a customer's bound patients, or (servicers) the relations of the
 * patients of their org, optionally of one account (`userId`) or patient. Numbers masked.
 */
export async function listRelations(
  services: Services,
  request: FastifyRequest,
  query: z.infer<typeof relationListQuery>,
) {
  const session = requireSession(request);
  return services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    const userId = viewer.kind === 'customer' ? viewer.userId : query.userId;
    const where = and(
      visibleTo(viewer),
      userId === undefined ? undefined : eq(patientRelations.userId, userId),
      query.patientId === undefined ? undefined : eq(patientRelations.patientId, query.patientId),
      searchCondition(query.search),
    );
    const rows = await tx
      .select({ r: patientRelations, p: patients })
      .from(patientRelations)
      .innerJoin(patients, eq(patients.id, patientRelations.patientId))
      .where(where)
      .orderBy(...SORTS[query.sortType])
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize);
    const [total] = await tx
      .select({ n: count() })
      .from(patientRelations)
      .innerJoin(patients, eq(patients.id, patientRelations.patientId))
      .where(where);
    const names = await doctorNames(
      tx,
      rows.map((r) => r.p.doctorId),
    );
    return {
      list: rows.map(({ r, p }) => ({
        id: r.id,
        patientId: r.patientId,
        userId: r.userId,
        relation: r.relation,
        sort: r.sort,
        createdAt: r.createdAt.toISOString(),
        patient: toListItem(p, p.doctorId === null ? null : (names.get(p.doctorId) ?? null), r.relation),
      })),
      total: total?.n ?? 0,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  });
}

/** POST /api/patient/relation: a servicer binds a patient of their org to a customer account. */
export async function addRelation(
  services: Services,
  request: FastifyRequest,
  body: z.infer<typeof addRelationBody>,
): Promise<void> {
  const session = requireSession(request);
  await services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    assertServicer(viewer);
    await visiblePatient(tx, viewer, body.patientId);
    if (!(await customerExists(tx, body.userId))) throw badRequest(MSG.userNotFound);
    if (body.doctorId !== undefined) {
      const doctor = await doctorById(tx, body.doctorId);
      if (viewer.kind === 'org' && doctor.orgId !== viewer.orgId) throw badRequest('只能选择本机构的医生');
      await tx
        .update(patients)
        .set({ doctorId: doctor.id, orgId: doctor.orgId, updatedAt: new Date() })
        .where(eq(patients.id, body.patientId));
    }
    await bindRelation(tx, session.projectId, body.userId, body.patientId, body.relation);
  });
  await services.sessionInfo.invalidate(session.projectId, body.userId);
}

/**
 * DELETE /api/patient/relation?patientId&userId. A customer removes their own relation, or, as
 * the patient's owner (creator, or relation 本人), a relative's; servicers of the org any. The
 * removed account loses access at once.
 */
export async function deleteRelation(
  services: Services,
  request: FastifyRequest,
  query: z.infer<typeof removeRelationQuery>,
): Promise<void> {
  const session = requireSession(request);
  const target = await services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    const patient = await visiblePatient(tx, viewer, query.patientId);
    const userId = query.userId ?? (viewer.kind === 'customer' ? viewer.userId : undefined);
    if (userId === undefined) throw badRequest('请选择用户');
    if (viewer.kind === 'customer' && userId !== viewer.userId) {
      const owner =
        patient.createdByUserId === viewer.userId ||
        (await relationOf(tx, viewer.userId, patient.id)) === '本人';
      if (!owner) throw forbidden('只有患者本人可以解除家属绑定');
    }
    if (!(await removeRelation(tx, userId, patient.id))) throw notFound();
    return userId;
  });
  await services.sessionInfo.invalidate(session.projectId, target);
}

function newBindCode(): string {
  let code = '';
  for (let i = 0; i < BIND_CODE_LENGTH; i++) code += BIND_CODE_ALPHABET[randomInt(BIND_CODE_ALPHABET.length)];
  return code;
}

const hashBindCode = (projectId: number, code: string) => sha256Hex(`bind:${projectId}:${code}`);

/**
 * POST /api/patient/relation/bind/code: the patient's owner or a servicer of the org issues a
 * bind code (8 characters, ~39 bits, valid 24 hours, single use; only its hash is stored).
 */
export async function createBindCode(
  services: Services,
  request: FastifyRequest,
  body: { patientId: number; relation: string },
) {
  const session = requireSession(request);
  return services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    const patient = await visiblePatient(tx, viewer, body.patientId);
    const code = newBindCode();
    const expiresAt = new Date(Date.now() + BIND_CODE_TTL_MS);
    await tx.insert(patientBindCodes).values({
      projectId: session.projectId,
      patientId: patient.id,
      codeHash: hashBindCode(session.projectId, code),
      relation: body.relation,
      createdByUserId: viewer.userId,
      expiresAt,
    });
    return { code, expiresAt: expiresAt.toISOString(), patientId: patient.id };
  });
}

/** GET /api/patient/relation/bind/code/:code: a customer binds the patient of a live code. */
export async function bindByCode(services: Services, request: FastifyRequest, code: string) {
  const session = requireSession(request);
  const item = await guardedBindCode(services, request, session.projectId, session.userId, () =>
    bindCodeAttempt(services, session, code),
  );
  await services.sessionInfo.invalidate(session.projectId, session.userId);
  return item;
}

/** One bind-code attempt (the guessing limit is around it). */
function bindCodeAttempt(services: Services, session: SessionRecord, code: string) {
  return services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    assertCustomer(viewer);
    const [row] = await tx
      .update(patientBindCodes)
      .set({ usedAt: new Date(), usedByUserId: viewer.userId })
      .where(
        and(
          eq(patientBindCodes.codeHash, hashBindCode(session.projectId, code)),
          isNull(patientBindCodes.usedAt),
          gt(patientBindCodes.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!row) throw badRequest(BIND_CODE_INVALID);
    await bindRelation(tx, session.projectId, viewer.userId, row.patientId, row.relation);
    const [p] = await tx.select().from(patients).where(eq(patients.id, row.patientId)).limit(1);
    if (!p) throw notFound();
    return toListItem(p, null, row.relation);
  });
}

/** GET /api/patient/relation/user/bind/verify/code?tel: an SMS code (scene verify) to the patient's phone. */
export async function sendRelationVerifyCode(sms: SmsCodeService, request: FastifyRequest, tel: string) {
  const session = requireSession(request);
  return sms.send(session.projectId, normalizeMobile(tel), 'verify', request.ip);
}

/**
 * POST /api/patient/relation/user: a customer binds a patient by proving the patient's phone
 * (SMS code sent to `tel`). An existing patient must match name and phone on record; a new
 * one is created in the caller's org.
 */
export async function bindVerifiedRelation(
  services: Services,
  sms: SmsCodeService,
  request: FastifyRequest,
  body: z.infer<typeof relationUserBody>,
) {
  const session = requireSession(request);
  if (session.userType !== 'customer') throw forbidden();
  if (body.userId !== undefined && body.userId !== session.userId) throw forbidden();
  const tel = normalizeMobile(body.tel);
  if (!(await sms.consume(session.projectId, tel, 'verify', body.verifyCode)))
    throw badRequest(MSG.badVerifyCode);
  const item = await services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    let patient = await patientByIdcard(tx, body.idcard);
    if (patient && (patient.name !== body.name || patient.tel !== tel))
      throw badRequest(MSG.patientInfoMismatch);
    patient ??= await insertPatient(tx, {
      projectId: session.projectId,
      name: body.name,
      idcard: body.idcard,
      tel,
      ...identityFields(body.idcard),
      orgId: viewer.orgId,
      createdByUserId: viewer.userId,
    });
    await bindRelation(tx, session.projectId, viewer.userId, patient.id, body.relation);
    return toListItem(patient, null, body.relation);
  });
  await services.sessionInfo.invalidate(session.projectId, session.userId);
  return item;
}

/** GET /api/patient/relation/patient/:ids: the accounts bound to these patients (visible ones only). */
export async function relationsOfPatients(services: Services, request: FastifyRequest, ids: number[]) {
  const session = requireSession(request);
  return services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    const rows = await tx
      .select({
        patientId: patientRelations.patientId,
        userId: patientRelations.userId,
        relation: patientRelations.relation,
        userName: users.name,
        tel: users.tel,
      })
      .from(patientRelations)
      .innerJoin(patients, eq(patients.id, patientRelations.patientId))
      .innerJoin(users, eq(users.id, patientRelations.userId))
      .where(and(inArray(patientRelations.patientId, ids), visibleTo(viewer)))
      .orderBy(asc(patientRelations.patientId), asc(patientRelations.id));
    return rows.map((r) => ({ ...r, tel: maskPhone(r.tel) }));
  });
}
