import type { SessionInfo } from '@kanghu/shared';
import type { FastifyRequest } from 'fastify';
import { authEvents } from '../../db/schema/index.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { unauthorized } from '../../lib/errors.ts';
import type { Services } from '../../services.ts';

/** Hash of an account identifier for the audit log (never the raw phone, ID or username). */
export function subjectOf(projectId: number, identifier: string): string {
  return sha256Hex(`${projectId}:${identifier.trim().toLowerCase()}`);
}

/** Writes one authentication attempt to the audit table and the server log. */
export async function recordAuthEvent(
  services: Services,
  request: FastifyRequest,
  event: { kind: string; identifier: string; success: boolean; reason?: string; userId?: number | null },
): Promise<void> {
  const projectId = request.tenant.project.id;
  const subject = subjectOf(projectId, event.identifier);
  await services.db.tenant(projectId, (tx) =>
    tx.insert(authEvents).values({
      projectId,
      kind: event.kind,
      subject,
      ip: request.ip,
      success: event.success,
      reason: event.reason ?? null,
      userId: event.userId ?? null,
    }),
  );
  logAuthAttempt(request, { ...event, subject });
}

/** The server-log line of an authentication attempt (subject hash prefix only, no identifier). */
export function logAuthAttempt(
  request: FastifyRequest,
  event: { kind: string; subject: string; success: boolean; reason?: string },
): void {
  request.log.info(
    {
      auth: {
        kind: event.kind,
        subject: event.subject.slice(0, 12),
        success: event.success,
        reason: event.reason,
      },
    },
    'authentication attempt',
  );
}

/**
 * Finishes every successful login, whatever its flavour: issues a session token scoped to the
 * request's project and answers the session user info of spec 2 section 3.
 */
export async function completeLogin(
  services: Services,
  request: FastifyRequest,
  userId: number,
): Promise<SessionInfo> {
  const { project } = request.tenant;
  const token = await services.sessions.issue(project.id, userId, {
    deviceType: request.tenant.headers.deviceType,
    ip: request.ip,
  });
  const info = await services.sessionInfo.get(project.id, project.key, userId, token);
  if (!info) throw unauthorized();
  return info;
}
