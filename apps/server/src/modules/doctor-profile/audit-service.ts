import type { auditReviewBody, licenseAuditBody, signUpBody } from '@kanghu/shared';
import type { z } from 'zod';
import type { Ctx } from '../../core/context.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { assertOwnOrManaged, checkImages, DOCTOR_NOT_FOUND, loadDoctor } from './access.ts';
import {
  doctorByUser,
  licenseById,
  licenseOf,
  reviewLicense,
  reviewSignUp,
  signUpById,
  signUpOf,
  upsertLicense,
  upsertSignUp,
} from './repo.ts';
import { licenseView, signUpView } from './views.ts';

type Review = z.infer<typeof auditReviewBody>;
const ALREADY_REVIEWED = '该申请已审核，请勿重复操作';

/**
 * POST /api/doctor/sign/up (servicers): the doctor (or an admin or staff member for them); back
 * to pending.
 */
export async function submitSignUp(ctx: Ctx, body: z.infer<typeof signUpBody>) {
  return ctx.inTenant(async (tx) => {
    const doctor = await loadDoctor(tx, body.doctorId);
    assertOwnOrManaged(ctx.session, doctor);
    const [autograph] = await checkImages(tx, ctx.project.key, [body.autograph]);
    const idcardImgList = await checkImages(tx, ctx.project.key, body.idcardImgList);
    const row = await upsertSignUp(tx, {
      projectId: ctx.projectId,
      doctorId: doctor.id,
      autograph: autograph ?? body.autograph,
      bank: body.bank,
      bankName: body.bankName,
      bankAddress: body.bankAddress || null,
      bankCard: body.bankCard,
      bankUserName: body.bankUserName,
      idcard: body.idcard,
      idcardImgList,
      submittedByUserId: ctx.userId,
    });
    return signUpView(row, doctor);
  });
}

/** GET /api/doctor/sign/up/doctor/:doctorId (servicers): null when the doctor has not signed up yet. */
export async function signUpOfDoctor(ctx: Ctx, doctorId: number) {
  return ctx.inTenant(async (tx) => {
    const doctor = await loadDoctor(tx, doctorId);
    assertOwnOrManaged(ctx.session, doctor);
    const row = await signUpOf(tx, doctor.id);
    return row ? signUpView(row, doctor) : null;
  });
}

/** PUT /api/doctor/sign/up/:id/review: admins and staff; only a pending sign-up can be reviewed. */
export async function reviewSignUpById(ctx: Ctx, id: number, body: Review) {
  return ctx.inTenant(async (tx) => {
    const current = await signUpById(tx, id);
    if (!current) throw notFound('申请不存在');
    const row = await reviewSignUp(tx, id, {
      state: body.state,
      reason: body.reason || null,
      reviewerId: ctx.userId,
    });
    if (!row) throw badRequest(ALREADY_REVIEWED);
    return signUpView(row, await loadDoctor(tx, row.doctorId));
  });
}

/** POST /api/doctor/license/audit (servicers): licence images of the doctor; back to pending. */
export async function submitLicense(ctx: Ctx, body: z.infer<typeof licenseAuditBody>) {
  return ctx.inTenant(async (tx) => {
    const doctor =
      body.doctorId !== undefined ? await loadDoctor(tx, body.doctorId) : await doctorByUser(tx, ctx.userId);
    if (!doctor) throw forbidden();
    assertOwnOrManaged(ctx.session, doctor);
    const imageList = await checkImages(tx, ctx.project.key, body.imageList);
    const row = await upsertLicense(tx, {
      projectId: ctx.projectId,
      doctorId: doctor.id,
      imageList,
      licenseNo: body.licenseNo || null,
    });
    return licenseView(row, doctor);
  });
}

/** GET /api/doctor/license/audit/user/:id (servicers; a user id): null when nothing was submitted. */
export async function licenseOfUser(ctx: Ctx, userId: number) {
  return ctx.inTenant(async (tx) => {
    const doctor = await doctorByUser(tx, userId);
    if (!doctor) throw notFound(DOCTOR_NOT_FOUND);
    assertOwnOrManaged(ctx.session, doctor);
    const row = await licenseOf(tx, doctor.id);
    return row ? licenseView(row, doctor) : null;
  });
}

/** PUT /api/doctor/license/audit/:id/review: admins and staff. */
export async function reviewLicenseById(ctx: Ctx, id: number, body: Review) {
  return ctx.inTenant(async (tx) => {
    const current = await licenseById(tx, id);
    if (!current) throw notFound('审核记录不存在');
    const row = await reviewLicense(tx, id, {
      state: body.state,
      reason: body.reason || null,
      reviewerId: ctx.userId,
    });
    if (!row) throw badRequest(ALREADY_REVIEWED);
    return licenseView(row, await loadDoctor(tx, row.doctorId));
  });
}
