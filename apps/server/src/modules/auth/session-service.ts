import type { SessionInfo } from '@kanghu/shared';
import type { OpenCtx } from '../../core/context.ts';
import { unauthorized } from '../../lib/errors.ts';

/**
 * Finishes every successful login, whatever its flavour: issues a session token scoped to the
 * request's project and answers the session user info of spec 2 section 3.
 */
export async function startSession(ctx: OpenCtx, userId: number): Promise<SessionInfo> {
  const { project, services } = ctx;
  const token = await services.sessions.issue(project.id, userId, {
    deviceType: ctx.headers.deviceType,
    ip: ctx.ip,
  });
  const info = await services.sessionInfo.get(project.id, project.key, userId, token);
  if (!info) throw unauthorized();
  return info;
}
