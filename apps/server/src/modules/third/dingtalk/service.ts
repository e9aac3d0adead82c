import { MSG, type SessionInfo, THIRD_MSG } from '@kanghu/shared';
import type { OpenCtx } from '../../../core/context.ts';
import { badRequest } from '../../../lib/errors.ts';
import { bindIdentity, boundUser, findServicerByTel } from '../accounts-repo.ts';
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
  ctx: OpenCtx,
  provider: DingTalkProvider,
  body: { code: string; corpId: string },
): Promise<SessionInfo> {
  const { projectId } = ctx;
  const note: AuditNote = { identifier: `dingtalk:${body.corpId}` };
  return withAudit(ctx, 'dingtalk-doctor-login', note, async () => {
    const dingUser = await provider.exchangeCode(projectId, body.corpId, body.code);
    if (!dingUser) throw badRequest(MSG.thirdLoginFailed);
    note.identifier = dingUser.mobile;
    const externalId = `${body.corpId}:${dingUser.userId}`;
    const userId = await ctx.inTenant(async (tx) => {
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
    return finishLogin(ctx, note, userId);
  });
}
