import type { SessionInfo } from '@kanghu/shared';
import type { FastifyRequest } from 'fastify';
import type { Services } from '../../services.ts';
import { completeLogin } from '../auth/login.ts';
import type { AuditNote } from './audit.ts';

/**
 * Ends a successful third-party login: refreshes the cached session info when the flow
 * changed the account, issues the session, and makes `currentPatientId` (already checked to be
 * bound to the user) the current patient of the answer.
 */
export async function finishLogin(
  services: Services,
  request: FastifyRequest,
  note: AuditNote,
  userId: number,
  options: { changed?: boolean; currentPatientId?: number } = {},
): Promise<SessionInfo> {
  note.userId = userId;
  if (options.changed) await services.sessionInfo.invalidate(request.tenant.project.id, userId);
  const info = await completeLogin(services, request, userId);
  if (options.currentPatientId !== undefined) {
    const current = info.patientList.find((p) => p.id === options.currentPatientId);
    if (current) info.patient = current;
  }
  return info;
}
