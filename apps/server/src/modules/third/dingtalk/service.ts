import { MSG, type SessionInfo, THIRD_MSG } from '@kanghu/shared';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../../lib/errors.ts';
import type { Services } from '../../../services.ts';
import { bindIdentity, boundUser, findServicerByTel } from '../accounts.ts';
import { type AuditNote, withAudit } from '../audit.ts';
import { finishLogin } from '../login-result.ts';
import type { DingTalkProvider } from './provider.ts';

export const DINGTALK = 'dingtalk';

/**
 * POST /api/third/ding/talk/doctor/login: the DingTalk user is the servicer bound to that
 * identity (provider 'dingtalk', external id `corpId:userId`), else the active servicer with
 * the same mobile (then bound). Anyone else is refused.
 */
export function dingTalkDoctorLogin(
  services: Services,
  provider: DingTalkProvider,
  request: FastifyRequest,
  body: { code: string; corpId: string },
): Promise<SessionInfo> {
  const projectId = request.tenant.project.id;
  const note: AuditNote = { identifier: `dingtalk:${body.corpId}` };
  return withAudit(services, request, 'dingtalk-doctor-login', note, async () => {
    const dingUser = await provider.exchangeCode(projectId, body.corpId, body.code);
    if (!dingUser) throw badRequest(MSG.thirdLoginFailed);
    note.identifier = dingUser.mobile;
    const externalId = `${body.corpId}:${dingUser.userId}`;
    const userId = await services.db.tenant(projectId, async (tx) => {
      const bound = await boundUser(tx, DINGTALK, externalId);
      if (bound?.userType === 'servicer') return bound.id;
      const servicer = await findServicerByTel(tx, dingUser.mobile);
      if (!servicer) return null;
      await bindIdentity(
        tx,
        projectId,
        { provider: DINGTALK, externalId, unionId: null },
        servicer.id,
        THIRD_MSG.dingTalkBoundToOther,
      );
      return servicer.id;
    });
    if (userId === null) throw badRequest(MSG.thirdLoginFailed);
    return finishLogin(services, request, note, userId);
  });
}
