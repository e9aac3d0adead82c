import type { SessionInfo } from '@kanghu/shared';
import type { OpenCtx } from '../../core/context.ts';
import { unauthorized } from '../../lib/errors.ts';
import type { AuditNote } from './audit.ts';

/**
 * Ends a successful third-party login: refreshes the cached session info when the flow
 * changed the account, issues the session (as every login does: core sessions and session info),
 * and makes `currentPatientId` (already checked to be bound to the user) the current patient of
 * the answer. Transitional: the session part becomes auth's ctx-based startSession
 * (auth/session-service.ts on the auth migration's branch) once both are merged.
 */
export async function finishLogin(
  ctx: OpenCtx,
  note: AuditNote,
  userId: number,
  options: { changed?: boolean; currentPatientId?: number | undefined } = {},
): Promise<SessionInfo> {
  note.userId = userId;
  const { project, services } = ctx;
  if (options.changed) await services.sessionInfo.invalidate(project.id, userId);
  const token = await services.sessions.issue(project.id, userId, {
    deviceType: ctx.headers.deviceType,
    ip: ctx.ip,
  });
  const info = await services.sessionInfo.get(project.id, project.key, userId, token);
  if (!info) throw unauthorized();
  if (options.currentPatientId !== undefined) {
    const current = info.patientList.find((p) => p.id === options.currentPatientId);
    if (current) info.patient = current;
  }
  return info;
}
