import { type changePasswordBody, MSG } from '@kanghu/shared';
import type { z } from 'zod';
import type { Ctx } from '../../core/context.ts';
import { hashPassword, verifyPassword } from '../../lib/crypto.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { markCancelled, passwordHashOf, setPasswordHash } from './accounts-repo.ts';
import { guardedAttempt } from './guard-service.ts';

type ChangePassword = z.infer<typeof changePasswordBody>;

/** DELETE /api/user/logout: revokes the current session; the token is refused at once. */
export async function logout(ctx: Ctx): Promise<void> {
  await ctx.services.sessions.revoke(ctx.projectId, ctx.session.sessionId, 'logout');
}

/**
 * PUT /api/user/password: own password only (`id`, when sent, must be the caller). A wrong old
 * password is a guarded failure (counts toward the lock, slowed down); success signs out every
 * other session of the user and keeps this one.
 */
export async function changePassword(ctx: Ctx, body: ChangePassword): Promise<void> {
  const { projectId, userId } = ctx;
  if (body.id !== undefined && body.id !== userId) throw forbidden();
  await guardedAttempt(ctx, 'changePassword', `uid:${userId}`, async () => {
    const hash = await ctx.inTenant((tx) => passwordHashOf(tx, userId));
    const ok = await verifyPassword(hash, body.oldPwd);
    return ok
      ? { ok: true, userId }
      : { ok: false, reason: 'password', error: badRequest(MSG.oldPasswordWrong) };
  });
  const passwordHash = await hashPassword(body.password);
  await ctx.inTenant((tx) => setPasswordHash(tx, userId, passwordHash));
  await ctx.services.sessions.revokeAllForUser(projectId, userId, 'passwordChanged', ctx.session.sessionId);
}

/**
 * DELETE /api/user/cancellation/:id: the user themself, or an admin of the project. The account
 * is marked cancelled (its number and username become free again) and every session is revoked.
 */
export async function cancelAccount(ctx: Ctx, id: number): Promise<void> {
  if (id !== ctx.userId && ctx.session.role !== 'admin') throw forbidden();
  const { projectId, services } = ctx;
  if (!(await ctx.inTenant((tx) => markCancelled(tx, id)))) throw notFound(MSG.userNotFound);
  await services.sessions.revokeAllForUser(projectId, id, 'cancelled');
  await services.sessionInfo.invalidate(projectId, id);
}
