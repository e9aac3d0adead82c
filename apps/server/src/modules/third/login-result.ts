import type { SessionInfo } from '@kanghu/shared';
import type { OpenCtx } from '../../core/context.ts';
import { startSession } from '../auth/session-service.ts';
import type { AuditNote } from './audit.ts';

/**
 * Ends a successful third-party login: refreshes the cached session info when the flow
 * changed the account, issues the session (as every login does: core sessions and session info),
 * and makes `currentPatientId` (already checked to be bound to the user) the current patient of
 * the answer.
 */
export async function finishLogin(
  ctx: OpenCtx,
  note: AuditNote,
  userId: number,
  options: { changed?: boolean; currentPatientId?: number | undefined } = {},
): Promise<SessionInfo> {
  note.userId = userId;
  if (options.changed) await ctx.services.sessionInfo.invalidate(ctx.projectId, userId);
  const info = await startSession(ctx, userId);
  if (options.currentPatientId !== undefined) {
    const current = info.patientList.find((p) => p.id === options.currentPatientId);
    if (current) info.patient = current;
  }
  return info;
}
