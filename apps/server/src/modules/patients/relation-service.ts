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
import type { z } from 'zod';
import { assertCustomer, visiblePatient } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { pageOf } from '../../core/paging.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { BIND_CODE_INVALID, guardedBindCode } from './bind-code-guard.ts';
import { identityFields } from './patient-service.ts';
import { consumeBindCode, insertBindCode, relationsPage, usersOfPatients } from './relation-repo.ts';
import {
  bindRelation,
  customerExists,
  doctorById,
  insertPatient,
  patientById,
  patientByIdcard,
  relationOf,
  removeRelation,
  updatePatient,
} from './repo.ts';
import { toListItem } from './views.ts';

/**
 * GET /api/patient/relation: a customer's bound patients, or (servicers) the relations of the
 * patients of their org, optionally of one account (`userId`) or patient. Numbers masked.
 */
export function listRelations(ctx: Ctx, query: z.infer<typeof relationListQuery>) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const userId = viewer.kind === 'customer' ? viewer.userId : query.userId;
    const { rows, total } = await relationsPage(tx, viewer, { ...query, userId }, query);
    return pageOf(
      rows.map(({ r, p, doctorName }) => ({
        id: r.id,
        patientId: r.patientId,
        userId: r.userId,
        relation: r.relation,
        sort: r.sort,
        createdAt: r.createdAt.toISOString(),
        patient: toListItem(p, doctorName, r.relation),
      })),
      total,
      query,
    );
  });
}

/** POST /api/patient/relation: a servicer (the route's access) binds a patient of their org to a customer account. */
export async function addRelation(ctx: Ctx, body: z.infer<typeof addRelationBody>): Promise<void> {
  await ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    await visiblePatient(tx, viewer, body.patientId);
    if (!(await customerExists(tx, body.userId))) throw badRequest(MSG.userNotFound);
    if (body.doctorId !== undefined) {
      const doctor = await doctorById(tx, body.doctorId);
      if (viewer.kind === 'org' && doctor.orgId !== viewer.orgId) throw badRequest('只能选择本机构的医生');
      await updatePatient(tx, body.patientId, { doctorId: doctor.id, orgId: doctor.orgId });
    }
    await bindRelation(tx, ctx.projectId, body.userId, body.patientId, body.relation);
  });
  await ctx.services.sessionInfo.invalidate(ctx.projectId, body.userId);
}

/**
 * DELETE /api/patient/relation?patientId&userId. A customer removes their own relation, or, as
 * the patient's owner (creator, or relation 本人), a relative's; servicers of the org any. The
 * removed account loses access at once.
 */
export async function deleteRelation(ctx: Ctx, query: z.infer<typeof removeRelationQuery>): Promise<void> {
  const target = await ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
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
  await ctx.services.sessionInfo.invalidate(ctx.projectId, target);
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
export function createBindCode(ctx: Ctx, body: { patientId: number; relation: string }) {
  return ctx.inTenant(async (tx) => {
    const patient = await visiblePatient(tx, await ctx.viewer(tx), body.patientId);
    const code = newBindCode();
    const expiresAt = new Date(ctx.now().getTime() + BIND_CODE_TTL_MS);
    await insertBindCode(tx, {
      projectId: ctx.projectId,
      patientId: patient.id,
      codeHash: hashBindCode(ctx.projectId, code),
      relation: body.relation,
      createdByUserId: ctx.userId,
      expiresAt,
    });
    return { code, expiresAt: expiresAt.toISOString(), patientId: patient.id };
  });
}

/** GET /api/patient/relation/bind/code/:code: a customer binds the patient of a live code. */
export async function bindByCode(ctx: Ctx, code: string) {
  const item = await guardedBindCode(ctx, () => bindCodeAttempt(ctx, code));
  await ctx.services.sessionInfo.invalidate(ctx.projectId, ctx.userId);
  return item;
}

/** One bind-code attempt (the guessing limit is around it). */
function bindCodeAttempt(ctx: Ctx, code: string) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    assertCustomer(viewer);
    const row = await consumeBindCode(tx, hashBindCode(ctx.projectId, code), viewer.userId, ctx.now());
    if (!row) throw badRequest(BIND_CODE_INVALID);
    await bindRelation(tx, ctx.projectId, viewer.userId, row.patientId, row.relation);
    const p = await patientById(tx, row.patientId);
    if (!p) throw notFound();
    return toListItem(p, null, row.relation);
  });
}

/** GET /api/patient/relation/user/bind/verify/code?tel: an SMS code (scene verify) to the patient's phone. */
export function sendRelationVerifyCode(ctx: Ctx, tel: string) {
  return ctx.services.sms.send(ctx.projectId, normalizeMobile(tel), 'verify', ctx.ip);
}

/**
 * POST /api/patient/relation/user: a customer (the route's access) binds a patient by proving the
 * patient's phone (SMS code sent to `tel`). An existing patient must match name and phone on
 * record; a new one is created in the caller's org.
 */
export async function bindVerifiedRelation(ctx: Ctx, body: z.infer<typeof relationUserBody>) {
  if (body.userId !== undefined && body.userId !== ctx.userId) throw forbidden();
  const tel = normalizeMobile(body.tel);
  if (!(await ctx.services.sms.consume(ctx.projectId, tel, 'verify', body.verifyCode)))
    throw badRequest(MSG.badVerifyCode);
  const item = await ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    let patient = await patientByIdcard(tx, body.idcard);
    if (patient && (patient.name !== body.name || patient.tel !== tel))
      throw badRequest(MSG.patientInfoMismatch);
    patient ??= await insertPatient(tx, {
      projectId: ctx.projectId,
      name: body.name,
      idcard: body.idcard,
      tel,
      ...identityFields(body.idcard),
      orgId: viewer.orgId,
      createdByUserId: viewer.userId,
    });
    await bindRelation(tx, ctx.projectId, viewer.userId, patient.id, body.relation);
    return toListItem(patient, null, body.relation);
  });
  await ctx.services.sessionInfo.invalidate(ctx.projectId, ctx.userId);
  return item;
}

/** GET /api/patient/relation/patient/:ids: the accounts bound to these patients (visible ones only). */
export function relationsOfPatients(ctx: Ctx, ids: number[]) {
  return ctx.inTenant(async (tx) => {
    const rows = await usersOfPatients(tx, await ctx.viewer(tx), ids);
    return rows.map((r) => ({ ...r, tel: maskPhone(r.tel) }));
  });
}
