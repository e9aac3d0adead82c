import { MSG, type SessionInfo, THIRD_MSG } from '@kanghu/shared';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../../lib/errors.ts';
import type { Services } from '../../../services.ts';
import { findCustomerByTel, isPatientOf } from '../accounts.ts';
import { type AuditNote, withAudit } from '../audit.ts';
import { finishLogin } from '../login-result.ts';
import { claimOnce } from '../tickets.ts';
import { EC_TOKEN_TTL_S, type LinghuProvider } from './linghu.ts';

/** POST /api/user/linghu/login/ecToken: a valid, unused ecToken -> the existing customer of its phone. */
export function linghuLogin(
  services: Services,
  provider: LinghuProvider,
  request: FastifyRequest,
  query: { ecToken: string; patientId?: number | undefined },
): Promise<SessionInfo> {
  const projectId = request.tenant.project.id;
  const note: AuditNote = { identifier: 'linghu:unknown' };
  return withAudit(services, request, 'linghu-login', note, async () => {
    const check = await provider.verifyEcToken(projectId, query.ecToken);
    if (!check.ok) throw badRequest(check.msg);
    note.identifier = check.tel;
    if (!(await claimOnce(services, projectId, 'linghu-token', check.signature, 2 * EC_TOKEN_TTL_S * 1000))) {
      throw badRequest(THIRD_MSG.replayed);
    }
    const userId = await services.db.tenant(projectId, async (tx) => {
      const user = await findCustomerByTel(tx, check.tel);
      if (!user) throw badRequest(MSG.userNotFound);
      if (query.patientId !== undefined && !(await isPatientOf(tx, user.id, query.patientId))) {
        throw badRequest(MSG.patientInfoMismatch);
      }
      return user.id;
    });
    return finishLogin(services, request, note, userId, { currentPatientId: query.patientId });
  });
}
