import { MSG, type SessionInfo, THIRD_MSG } from '@kanghu/shared';
import type { OpenCtx } from '../../../core/context.ts';
import { badRequest } from '../../../lib/errors.ts';
import { findCustomerByTel, isPatientOf } from '../accounts-repo.ts';
import { type AuditNote, withAudit } from '../audit.ts';
import { finishLogin } from '../login-result.ts';
import { claimOnce } from '../tickets.ts';
import { EC_TOKEN_TTL_S, type LinghuProvider } from './linghu.ts';

/** POST /api/user/linghu/login/ecToken: a valid, unused ecToken -> the existing customer of its phone. */
export function linghuLogin(
  ctx: OpenCtx,
  provider: LinghuProvider,
  query: { ecToken: string; patientId?: number | undefined },
): Promise<SessionInfo> {
  const { projectId } = ctx;
  const note: AuditNote = { identifier: 'linghu:unknown' };
  return withAudit(ctx, 'linghu-login', note, async () => {
    const check = await provider.verifyEcToken(projectId, query.ecToken);
    if (!check.ok) throw badRequest(check.msg);
    note.identifier = check.tel;
    if (
      !(await claimOnce(ctx.services, projectId, 'linghu-token', check.signature, 2 * EC_TOKEN_TTL_S * 1000))
    ) {
      throw badRequest(THIRD_MSG.replayed);
    }
    const userId = await ctx.inTenant(async (tx) => {
      const user = await findCustomerByTel(tx, check.tel);
      if (!user) throw badRequest(MSG.userNotFound);
      if (query.patientId !== undefined && !(await isPatientOf(tx, user.id, query.patientId))) {
        throw badRequest(MSG.patientInfoMismatch);
      }
      return user.id;
    });
    return finishLogin(ctx, note, userId, { currentPatientId: query.patientId });
  });
}
