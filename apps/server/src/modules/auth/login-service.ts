import {
  type appLoginBody,
  type customerPwdLoginBody,
  type doctorLoginBody,
  isMobile,
  MSG,
  normalizeMobile,
  type patientLoginBody,
  type registerAppBody,
  type resetPwdBody,
  type SessionInfo,
} from '@kanghu/shared';
import type { z } from 'zod';
import type { OpenCtx } from '../../core/context.ts';
import { hashPassword, verifyPassword } from '../../lib/crypto.ts';
import { badRequest } from '../../lib/errors.ts';
import {
  findActiveAccount,
  findActiveByTel,
  insertCustomer,
  isUniqueViolation,
  matchesSelfPatient,
  servicerOrgCodes,
  setPasswordHash,
} from './accounts-repo.ts';
import { recordAuthEvent } from './audit-service.ts';
import { type Attempt, guardedLogin } from './guard-service.ts';
import { startSession } from './session-service.ts';

type AppLogin = z.infer<typeof appLoginBody>;
type CustomerPwdLogin = z.infer<typeof customerPwdLoginBody>;
type PatientLogin = z.infer<typeof patientLoginBody>;
type DoctorLogin = z.infer<typeof doctorLoginBody>;
type Register = z.infer<typeof registerAppBody>;
type ResetPwd = z.infer<typeof resetPwdBody>;

/** The doctor login variants: which kind they audit as and whether they need a doctor row. */
export type DoctorLoginKind = { kind: string; requireDoctorRow: boolean };

/** Password check that spends the same time whether or not the account exists. */
async function passwordAttempt(
  ctx: OpenCtx,
  username: string,
  password: string,
  userType?: 'customer' | 'servicer',
): Promise<Attempt> {
  const user = await ctx.inTenant((tx) => findActiveAccount(tx, username, userType));
  const ok = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user) return { ok: false, reason: 'unknown' };
  return ok ? { ok: true, userId: user.id } : { ok: false, reason: 'password' };
}

/** POST /api/user/app/login: any account by username or mobile, with a password or an SMS code. */
export function appLogin(ctx: OpenCtx, body: AppLogin): Promise<SessionInfo> {
  const { username, password, verifyCode } = body;
  if (password) {
    return guardedLogin(ctx, 'app.password', username, () => passwordAttempt(ctx, username, password));
  }
  return guardedLogin(ctx, 'app.sms', username, async () => {
    const error = badRequest(MSG.badVerifyCode);
    if (!isMobile(username)) return { ok: false, reason: 'code', error };
    const tel = normalizeMobile(username);
    if (!(await ctx.services.sms.consume(ctx.projectId, tel, 'login', verifyCode ?? '')))
      return { ok: false, reason: 'code', error };
    const user = await ctx.inTenant((tx) => findActiveByTel(tx, tel));
    return user
      ? { ok: true, userId: user.id }
      : { ok: false, reason: 'unknown', error: badRequest(MSG.userNotFound) };
  });
}

/** POST /api/user/login/customer/pwd: a customer by username or mobile and password. */
export function customerPasswordLogin(ctx: OpenCtx, body: CustomerPwdLogin): Promise<SessionInfo> {
  return guardedLogin(ctx, 'customer.password', body.username, () =>
    passwordAttempt(ctx, body.username, body.password, 'customer'),
  );
}

/**
 * POST /api/user/login/patient: the customer with this mobile whose own name and ID number, or
 * those of the patient bound to them as 'self', match. Anything else is 400 患者信息不匹配.
 */
export function patientLogin(ctx: OpenCtx, body: PatientLogin): Promise<SessionInfo> {
  const tel = normalizeMobile(body.tel);
  return guardedLogin(ctx, 'patient', tel, () =>
    ctx.inTenant(async (tx): Promise<Attempt> => {
      const error = badRequest(MSG.patientInfoMismatch);
      const user = await findActiveByTel(tx, tel, 'customer');
      if (!user) return { ok: false, reason: 'unknown', error };
      if (!(await matchesSelfPatient(tx, user, body.name, body.idcard)))
        return { ok: false, reason: 'mismatch', error };
      return { ok: true, userId: user.id };
    }),
  );
}

/**
 * Doctor logins: a servicer of the org `orgCode` (their user org or their doctor row's org).
 * `requireDoctorRow` (AI-platform logins) also needs a doctor row (doctors and assistants).
 */
export function doctorLogin(ctx: OpenCtx, body: DoctorLogin, variant: DoctorLoginKind): Promise<SessionInfo> {
  return guardedLogin(ctx, variant.kind, body.username, async () => {
    const found = await ctx.inTenant(async (tx) => {
      const user = await findActiveAccount(tx, body.username, 'servicer');
      return user ? { user, ...(await servicerOrgCodes(tx, user)) } : null;
    });
    const ok = await verifyPassword(found?.user.passwordHash ?? null, body.password);
    if (!found) return { ok: false, reason: 'unknown' };
    if (!ok) return { ok: false, reason: 'password' };
    if (!found.codes.includes(body.orgCode)) return { ok: false, reason: 'org' };
    if (variant.requireDoctorRow && !found.hasDoctorRow) return { ok: false, reason: 'notDoctor' };
    return { ok: true, userId: found.user.id };
  });
}

/**
 * POST /api/user/register/app and /register/customer/pwd: a new customer (role patient). The
 * code (scene register) is checked first so the call cannot be used to probe numbers.
 */
export async function registerCustomer(ctx: OpenCtx, body: Register): Promise<SessionInfo> {
  const { projectId } = ctx;
  const tel = normalizeMobile(body.tel);
  if (!(await ctx.services.sms.consume(projectId, tel, 'register', body.verifyCode)))
    throw badRequest(MSG.badVerifyCode);
  const passwordHash = await hashPassword(body.password);
  let userId: number;
  try {
    userId = await ctx.inTenant(async (tx) => {
      if (await findActiveByTel(tx, tel, 'customer')) throw badRequest(MSG.telTaken);
      const id = await insertCustomer(tx, { projectId, tel, name: body.name || null, passwordHash });
      if (id === null) throw badRequest(MSG.invalidInput);
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(MSG.telTaken);
    throw error;
  }
  await recordAuthEvent(ctx, { kind: 'register', identifier: tel, success: true, userId });
  return startSession(ctx, userId);
}

/** POST /api/user/app/login/reset/pwd: new password by SMS code (scene resetPwd); signs out everywhere. */
export async function resetPasswordBySms(ctx: OpenCtx, body: ResetPwd): Promise<void> {
  const { projectId } = ctx;
  const tel = normalizeMobile(body.tel);
  if (!(await ctx.services.sms.consume(projectId, tel, 'resetPwd', body.verifyCode)))
    throw badRequest(MSG.badVerifyCode);
  const user = await ctx.inTenant((tx) => findActiveByTel(tx, tel));
  if (!user) throw badRequest(MSG.userNotFound);
  const passwordHash = await hashPassword(body.password);
  await ctx.inTenant((tx) => setPasswordHash(tx, user.id, passwordHash));
  await ctx.services.sessions.revokeAllForUser(projectId, user.id, 'passwordReset');
  await recordAuthEvent(ctx, { kind: 'resetPwd', identifier: tel, success: true, userId: user.id });
}
