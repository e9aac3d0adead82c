import {
  normalizeMobile,
  PATIENT_EXTRA_KEYS,
  type PatientDetail,
  parseIdCard,
  type UpsertPatientBody,
} from '@kanghu/shared';
import { type Viewer, visiblePatient } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import {
  bindRelation,
  boundUsers,
  customerExists,
  detailOf,
  doctorById,
  insertPatient,
  patientByIdcard,
  removeRelation,
  setCategories,
  updatePatient,
} from './repo.ts';

/** Sex and birthday derived from the ID number win over typed values (spec 1 section 5). */
export function identityFields(idcard: string | undefined, sex?: number, birthday?: string) {
  if (!idcard) return { sex, birthday };
  const r = parseIdCard(idcard);
  return r.ok ? { sex: r.info.sex, birthday: r.info.birthday } : { sex, birthday };
}

export function extraOf(body: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const extra: Record<string, unknown> = {};
  for (const key of keys) if (body[key] !== undefined) extra[key] = body[key];
  return extra;
}

/** Which org a patient belongs to: the chosen doctor's, else the org of whoever creates it. */
async function placement(tx: Tx, viewer: Viewer, doctorId: number | undefined) {
  if (doctorId === undefined) {
    return { doctorId: viewer.kind === 'customer' ? null : viewer.doctorId, orgId: viewer.orgId };
  }
  const doctor = await doctorById(tx, doctorId);
  if (viewer.kind === 'org' && doctor.orgId !== viewer.orgId) throw badRequest('只能选择本机构的医生');
  return { doctorId: doctor.id, orgId: doctor.orgId };
}

async function assertIdcardFree(tx: Tx, idcard: string | undefined, exceptId?: number): Promise<void> {
  if (!idcard) return;
  const hit = await patientByIdcard(tx, idcard);
  if (hit && hit.id !== exceptId) throw badRequest('该身份证号已建档，请通过绑定码或短信验证绑定');
}

/**
 * POST /api/patient. A customer creates a patient bound to their own account; a servicer
 * creates one in their org, optionally bound to a customer account (`userId`).
 */
export async function createPatient(ctx: Ctx, body: UpsertPatientBody): Promise<PatientDetail> {
  const { projectId } = ctx;
  const result = await ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    if (viewer.kind === 'customer' && body.categoryList) throw forbidden('只有医生可以设置疾病分类');
    if (viewer.kind === 'customer' && body.userId !== undefined && body.userId !== viewer.userId)
      throw forbidden();
    await assertIdcardFree(tx, body.idcard);
    const bindUserId = viewer.kind === 'customer' ? viewer.userId : body.userId;
    if (bindUserId !== undefined && viewer.kind !== 'customer' && !(await customerExists(tx, bindUserId)))
      throw badRequest('用户不存在');
    const place = await placement(tx, viewer, body.doctorId);
    const row = await insertPatient(tx, {
      projectId,
      name: body.name,
      idcard: body.idcard ?? null,
      tel: body.tel ? normalizeMobile(body.tel) : null,
      ...identityFields(body.idcard, body.sex, body.birthday),
      photo: body.photo ?? null,
      address: body.address ?? null,
      telRelation: body.telRelation ?? null,
      doctorId: place.doctorId,
      orgId: place.orgId,
      createdByUserId: viewer.userId,
      extra: extraOf(body, PATIENT_EXTRA_KEYS),
    });
    if (body.categoryList) await setCategories(tx, projectId, row.id, body.categoryList);
    if (bindUserId !== undefined)
      await bindRelation(tx, projectId, bindUserId, row.id, body.relation ?? '本人');
    return { detail: await detailOf(tx, viewer, row), bindUserId };
  });
  if (result.bindUserId !== undefined)
    await ctx.services.sessionInfo.invalidate(projectId, result.bindUserId);
  return result.detail;
}

/** PUT /api/patient/:id: anyone who sees the patient; disease categories by servicers only. */
export async function updatePatientById(
  ctx: Ctx,
  id: number,
  body: UpsertPatientBody,
): Promise<PatientDetail> {
  const { projectId } = ctx;
  const result = await ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const current = await visiblePatient(tx, viewer, id);
    if (viewer.kind === 'customer' && body.categoryList) throw forbidden('只有医生可以设置疾病分类');
    await assertIdcardFree(tx, body.idcard, id);
    const place =
      body.doctorId === undefined || body.doctorId === current.doctorId
        ? { doctorId: current.doctorId, orgId: current.orgId }
        : await placement(tx, viewer, body.doctorId);
    const idcard = body.idcard ?? current.idcard ?? undefined;
    const row = await updatePatient(tx, id, {
      name: body.name,
      idcard: idcard ?? null,
      tel: body.tel ? normalizeMobile(body.tel) : current.tel,
      ...identityFields(
        idcard,
        body.sex ?? current.sex ?? undefined,
        body.birthday ?? current.birthday ?? undefined,
      ),
      photo: body.photo ?? current.photo,
      address: body.address ?? current.address,
      telRelation: body.telRelation ?? current.telRelation,
      doctorId: place.doctorId,
      orgId: place.orgId,
      extra: { ...current.extra, ...extraOf(body, PATIENT_EXTRA_KEYS) },
    });
    if (body.categoryList) await setCategories(tx, projectId, id, body.categoryList);
    return { detail: await detailOf(tx, viewer, row), users: await boundUsers(tx, id) };
  });
  await invalidateAll(ctx, result.users);
  return result.detail;
}

/** Session info of these accounts (their patient switcher) is read again. */
export async function invalidateAll(ctx: Ctx, userIds: number[]): Promise<void> {
  for (const userId of userIds) await ctx.services.sessionInfo.invalidate(ctx.projectId, userId);
}

/** GET /api/patient/:id: the full ID and phone, for someone allowed to see the patient. */
export function getPatient(ctx: Ctx, id: number) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    return detailOf(tx, viewer, await visiblePatient(tx, viewer, id));
  });
}

/**
 * DELETE /api/patient/:id: a customer removes the patient from their account (the record stays:
 * it is the doctor's medical record). Servicers cannot delete patient records.
 */
export async function deletePatient(ctx: Ctx, id: number): Promise<void> {
  await ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    await visiblePatient(tx, viewer, id);
    if (viewer.kind !== 'customer') throw forbidden('患者档案不能删除');
    await removeRelation(tx, viewer.userId, id);
  });
  await ctx.services.sessionInfo.invalidate(ctx.projectId, ctx.userId);
}
