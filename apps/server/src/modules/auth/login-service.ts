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
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { users } from '../../db/schema/index.ts';
import { hashPassword, verifyPassword } from '../../lib/crypto.ts';
import { badRequest } from '../../lib/errors.ts';
import type { Services } from '../../services.ts';
import {
  findActiveAccount,
  findActiveByTel,
  isUniqueViolation,
  matchesSelfPatient,
  servicerOrgCodes,
} from './accounts-repo.ts';
import { completeLogin, recordAuthEvent } from './login.ts';
import { type Attempt, guardedLogin } from './login-guard.ts';
import type { SmsCodeService } from './sms/code-service.ts';

type AppLogin = z.infer<typeof appLoginBody>;
type CustomerPwdLogin = z.infer<typeof customerPwdLoginBody>;
type PatientLogin = z.infer<typeof patientLoginBody>;
type DoctorLogin = z.infer<typeof doctorLoginBody>;
type Register = z.infer<typeof registerAppBody>;
type ResetPwd = z.infer<typeof resetPwdBody>;

/** Password check that spends the same time whether or not the account exists. */
async function passwordAttempt(
  services: Services,
  request: FastifyRequest,
  username: string,
  password: string,
  userType?: 'customer' | 'servicer',
): Promise<Attempt> {
  const user = await services.db.tenant(request.tenant.project.id, (tx) =>
    findActiveAccount(tx, username, userType),
  );
  const ok = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user) return { ok: false, reason: 'unknown' };
  return ok ? { ok: true, userId: user.id } : { ok: false, reason: 'password' };
}

/** POST /api/user/app/login: any account by username or mobile, with a password or an SMS code. */
export function appLogin(
  services: Services,
  sms: SmsCodeService,
  request: FastifyRequest,
  body: AppLogin,
): Promise<SessionInfo> {
  const { username, password, verifyCode } = body;
  if (password) {
    return guardedLogin(services, request, 'app.password', username, () =>
      passwordAttempt(services, request, username, password),
    );
  }
  return guardedLogin(services, request, 'app.sms', username, async () => {
    const error = badRequest(MSG.badVerifyCode);
    if (!isMobile(username)) return { ok: false, reason: 'code', error };
    const tel = normalizeMobile(username);
    const projectId = request.tenant.project.id;
    if (!(await sms.consume(projectId, tel, 'login', verifyCode ?? '')))
      return { ok: false, reason: 'code', error };
    const user = await services.db.tenant(projectId, (tx) => findActiveByTel(tx, tel));
    return user
      ? { ok: true, userId: user.id }
      : { ok: false, reason: 'unknown', error: badRequest(MSG.userNotFound) };
  });
}

/** POST /api/user/login/customer/pwd: a customer by username or mobile and password. */
export function customerPasswordLogin(
  services: Services,
  request: FastifyRequest,
  body: CustomerPwdLogin,
): Promise<SessionInfo> {
  return guardedLogin(services, request, 'customer.password', body.username, () =>
    passwordAttempt(services, request, body.username, body.password, 'customer'),
  );
}

/**
 * POST /api/user/login/patient: the customer with this mobile whose own name and ID number, or
 * those of the patient bound to them as 'self', match. Anything else is 400 患者信息不匹配.
 */
export function patientLogin(
  services: Services,
  request: FastifyRequest,
  body: PatientLogin,
): Promise<SessionInfo> {
  const tel = normalizeMobile(body.tel);
  return guardedLogin(services, request, 'patient', tel, () =>
    services.db.tenant(request.tenant.project.id, async (tx): Promise<Attempt> => {
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
export function doctorLogin(
  services: Services,
  request: FastifyRequest,
  body: DoctorLogin,
  kind: string,
  requireDoctorRow: boolean,
): Promise<SessionInfo> {
  return guardedLogin(services, request, kind, body.username, async () => {
    const projectId = request.tenant.project.id;
    const found = await services.db.tenant(projectId, async (tx) => {
      const user = await findActiveAccount(tx, body.username, 'servicer');
      return user ? { user, ...(await servicerOrgCodes(tx, user)) } : null;
    });
    const ok = await verifyPassword(found?.user.passwordHash ?? null, body.password);
    if (!found) return { ok: false, reason: 'unknown' };
    if (!ok) return { ok: false, reason: 'password' };
    if (!found.codes.includes(body.orgCode)) return { ok: false, reason: 'org' };
    if (requireDoctorRow && !found.hasDoctorRow) return { ok: false, reason: 'notDoctor' };
    return { ok: true, userId: found.user.id };
  });
}

/**
 * POST /api/user/register/app and /register/customer/pwd: a new customer (role patient). The
 * code (scene register) is checked first so the call cannot be used to probe numbers.
 */
export async function registerCustomer(
  services: Services,
  sms: SmsCodeService,
  request: FastifyRequest,
  body: Register,
): Promise<SessionInfo> {
  const projectId = request.tenant.project.id;
  const tel = normalizeMobile(body.tel);
  if (!(await sms.consume(projectId, tel, 'register', body.verifyCode))) throw badRequest(MSG.badVerifyCode);
  const passwordHash = await hashPassword(body.password);
  let userId: number;
  try {
    userId = await services.db.tenant(projectId, async (tx) => {
      if (await findActiveByTel(tx, tel, 'customer')) throw badRequest(MSG.telTaken);
      const [row] = await tx
        .insert(users)
        .values({
          projectId,
          userType: 'customer',
          role: 'patient',
          tel,
          name: body.name || null,
          passwordHash,
        })
        .returning({ id: users.id });
      if (!row) throw badRequest(MSG.invalidInput);
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(MSG.telTaken);
    throw error;
  }
  await recordAuthEvent(services, request, { kind: 'register', identifier: tel, success: true, userId });
  return completeLogin(services, request, userId);
}

/** POST /api/user/app/login/reset/pwd: new password by SMS code (scene resetPwd); signs out everywhere. */
export async function resetPasswordBySms(
  services: Services,
  sms: SmsCodeService,
  request: FastifyRequest,
  body: ResetPwd,
): Promise<void> {
  const projectId = request.tenant.project.id;
  const tel = normalizeMobile(body.tel);
  if (!(await sms.consume(projectId, tel, 'resetPwd', body.verifyCode))) throw badRequest(MSG.badVerifyCode);
  const user = await services.db.tenant(projectId, (tx) => findActiveByTel(tx, tel));
  if (!user) throw badRequest(MSG.userNotFound);
  const passwordHash = await hashPassword(body.password);
  await services.db.tenant(projectId, (tx) =>
    tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id)),
  );
  await services.sessions.revokeAllForUser(projectId, user.id, 'passwordReset');
  await recordAuthEvent(services, request, {
    kind: 'resetPwd',
    identifier: tel,
    success: true,
    userId: user.id,
  });
}
