import { type changePasswordBody, MSG } from '@kanghu/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { users } from '../../db/schema/index.ts';
import { hashPassword, verifyPassword } from '../../lib/crypto.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import { guardedAttempt } from './login-guard.ts';

type ChangePassword = z.infer<typeof changePasswordBody>;

/** DELETE /api/user/logout: revokes the current session; the token is refused at once. */
export async function logout(services: Services, request: FastifyRequest): Promise<void> {
  const session = requireSession(request);
  await services.sessions.revoke(session.projectId, session.sessionId, 'logout');
}

/**
 * PUT /api/user/password: own password only (`id`, when sent, must be the caller). A wrong old
 * password is a guarded failure (counts toward the lock, slowed down); success signs out every
 * other session of the user and keeps this one.
 */
export async function changePassword(
  services: Services,
  request: FastifyRequest,
  body: ChangePassword,
): Promise<void> {
  const session = requireSession(request);
  if (body.id !== undefined && body.id !== session.userId) throw forbidden();
  const { projectId, userId } = session;
  await guardedAttempt(services, request, 'changePassword', `uid:${userId}`, async () => {
    const [user] = await services.db.tenant(projectId, (tx) =>
      tx.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1),
    );
    const ok = await verifyPassword(user?.hash ?? null, body.oldPwd);
    return ok
      ? { ok: true, userId }
      : { ok: false, reason: 'password', error: badRequest(MSG.oldPasswordWrong) };
  });
  const passwordHash = await hashPassword(body.password);
  await services.db.tenant(projectId, (tx) =>
    tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId)),
  );
  await services.sessions.revokeAllForUser(projectId, userId, 'passwordChanged', session.sessionId);
}

/**
 * DELETE /api/user/cancellation/:id: the user themself, or an admin of the project. The account
 * is marked cancelled (its number and username become free again) and every session is revoked.
 */
export async function cancelAccount(services: Services, request: FastifyRequest, id: number): Promise<void> {
  const session = requireSession(request);
  if (id !== session.userId && session.role !== 'admin') throw forbidden();
  const { projectId } = session;
  const rows = await services.db.tenant(projectId, (tx) =>
    tx
      .update(users)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(and(eq(users.id, id), eq(users.status, 'active')))
      .returning({ id: users.id }),
  );
  if (rows.length === 0) throw notFound(MSG.userNotFound);
  await services.sessions.revokeAllForUser(projectId, id, 'cancelled');
  await services.sessionInfo.invalidate(projectId, id);
}
