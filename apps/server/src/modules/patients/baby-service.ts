import { BABY_EXTRA_KEYS, normalizeMobile, type upsertBabyBody } from '@kanghu/shared';
import type { z } from 'zod';
import { visiblePatient } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { notFound } from '../../lib/errors.ts';
import { extraOf, invalidateAll } from './patient-service.ts';
import {
  bindRelation,
  boundUsers,
  detailOf,
  doctorById,
  familyDoctor,
  insertPatient,
  updatePatient,
  visibleChildren,
} from './repo.ts';
import { toListItem } from './views.ts';

type BabyBody = z.infer<typeof upsertBabyBody>;

/**
 * POST /api/patient/baby: a customer (the route's access) adds a child (a patient with isChild) to
 * their account; without a doctorId the child gets the family's doctor (familyDoctor), so the growth
 * flags reach a doctor.
 */
export async function createBaby(ctx: Ctx, body: BabyBody) {
  const { projectId } = ctx;
  const detail = await ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const doctor =
      body.doctorId === undefined
        ? await familyDoctor(tx, viewer.userId)
        : await doctorById(tx, body.doctorId);
    const row = await insertPatient(tx, {
      projectId,
      name: body.name,
      idcard: body.idcard ?? null,
      tel: body.tel ? normalizeMobile(body.tel) : null,
      sex: body.sex,
      birthday: body.birthday,
      photo: body.photo ?? null,
      isChild: true,
      doctorId: doctor?.id ?? null,
      orgId: doctor ? doctor.orgId : viewer.orgId,
      createdByUserId: viewer.userId,
      extra: extraOf(body, BABY_EXTRA_KEYS),
    });
    await bindRelation(tx, projectId, viewer.userId, row.id, body.relation);
    return detailOf(tx, viewer, row);
  });
  await ctx.services.sessionInfo.invalidate(projectId, ctx.userId);
  return detail;
}

/** PUT /api/patient/baby/:id */
export async function updateBaby(ctx: Ctx, id: number, body: BabyBody) {
  const result = await ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const current = await visiblePatient(tx, viewer, id);
    if (!current.isChild) throw notFound();
    const doctor = body.doctorId === undefined ? null : await doctorById(tx, body.doctorId);
    const row = await updatePatient(tx, id, {
      name: body.name,
      idcard: body.idcard ?? current.idcard,
      tel: body.tel ? normalizeMobile(body.tel) : current.tel,
      sex: body.sex,
      birthday: body.birthday,
      photo: body.photo ?? current.photo,
      ...(doctor ? { doctorId: doctor.id, orgId: doctor.orgId } : {}),
      extra: { ...current.extra, ...extraOf(body, BABY_EXTRA_KEYS) },
    });
    return { detail: await detailOf(tx, viewer, row), users: await boundUsers(tx, id) };
  });
  await invalidateAll(ctx, result.users);
  return result.detail;
}

/** GET /api/patient/baby: the children the caller sees. */
export function listBabies(ctx: Ctx) {
  return ctx.inTenant(async (tx) =>
    (await visibleChildren(tx, await ctx.viewer(tx))).map((r) => toListItem(r, null, null)),
  );
}

/** GET /api/patient/baby/detail?patientId */
export function babyDetail(ctx: Ctx, patientId: number) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const row = await visiblePatient(tx, viewer, patientId);
    if (!row.isChild) throw notFound();
    return detailOf(tx, viewer, row);
  });
}
