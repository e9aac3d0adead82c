import {
  MSG,
  parseIdCard,
  type SessionInfo,
  THIRD_MSG,
  type WechatAuthResult,
  type WechatSignResult,
} from '@kanghu/shared';
import type { OpenCtx } from '../../../core/context.ts';
import { badRequest, unauthorized } from '../../../lib/errors.ts';
import {
  bindIdentity,
  boundUser,
  findActiveUser,
  findOrCreateCustomer,
  findPatientByIdcard,
  linkPatient,
} from '../accounts-repo.ts';
import { type AuditNote, withAudit } from '../audit.ts';
import { randomText } from '../crypto-util.ts';
import { finishLogin } from '../login-result.ts';
import { putTicket, readTicket } from '../tickets.ts';
import type { WechatIdentity, WechatProvider } from './provider.ts';
import { jsapiSignature } from './signature.ts';

export const WECHAT_OFFICIAL = 'wechat-official';
/** How long an openid obtained through official/auth may be used by login and bind. */
const ISSUED_OPENID_TTL_MS = 30 * 60_000;

/** The appid must be the project's official account when the project names one. */
function checkAppid(ctx: OpenCtx, appid: string): void {
  const own = ctx.project.settings.wxgzId;
  if (own && own !== appid) throw badRequest(THIRD_MSG.appidMismatch);
}

const issuedKey = (appid: string, openid: string) => `${appid}:${openid}`;

async function issuedIdentity(ctx: OpenCtx, appid: string, openid: string): Promise<WechatIdentity> {
  const stored = await readTicket<WechatIdentity>(
    ctx.services,
    ctx.projectId,
    'wechat-openid',
    issuedKey(appid, openid),
  );
  if (!stored) throw badRequest(MSG.thirdLoginFailed);
  return stored;
}

/** POST /api/third/wechat/official/auth: code -> openid; logs in a bound user when asked to. */
export function wechatAuth(
  ctx: OpenCtx,
  provider: WechatProvider,
  body: { appid: string; code: string; isFindUser: boolean },
): Promise<SessionInfo | WechatAuthResult> {
  const { projectId } = ctx;
  const note: AuditNote = { identifier: `wechat:${body.appid}` };
  return withAudit(ctx, 'wechat-official-auth', note, async () => {
    checkAppid(ctx, body.appid);
    const identity = await provider.exchangeCode(projectId, body.appid, body.code);
    if (!identity) throw badRequest(MSG.thirdLoginFailed);
    note.identifier = identity.openid;
    await putTicket(
      ctx.services,
      projectId,
      'wechat-openid',
      issuedKey(body.appid, identity.openid),
      identity,
      ISSUED_OPENID_TTL_MS,
    );
    const user = await ctx.inTenant((tx) => boundUser(tx, WECHAT_OFFICIAL, identity.openid));
    if (user && body.isFindUser) return finishLogin(ctx, note, user.id);
    return { openid: identity.openid, unionid: identity.unionid, bound: Boolean(user) };
  });
}

/**
 * POST /api/third/wechat/official/login: an openid issued by official/auth plus phone and ID
 * number -> the customer with that phone (created when new), bound to the openid.
 */
export function wechatLogin(
  ctx: OpenCtx,
  body: { appid: string; openid: string; tel: string; idCard: string },
): Promise<SessionInfo> {
  const { projectId } = ctx;
  const note: AuditNote = { identifier: body.openid };
  return withAudit(ctx, 'wechat-official-login', note, async () => {
    checkAppid(ctx, body.appid);
    const identity = await issuedIdentity(ctx, body.appid, body.openid);
    const parsed = parseIdCard(body.idCard);
    if (!parsed.ok) throw badRequest(parsed.msg);
    const idcard = parsed.info.idcard;
    const userId = await ctx.inTenant(async (tx) => {
      const user = await findOrCreateCustomer(tx, projectId, { tel: body.tel, idcard });
      const patient = await findPatientByIdcard(tx, idcard);
      if (patient) await linkPatient(tx, projectId, user.id, patient.id);
      await bindIdentity(
        tx,
        projectId,
        { provider: WECHAT_OFFICIAL, externalId: identity.openid, unionId: identity.unionid },
        user.id,
        THIRD_MSG.wechatBoundToOther,
      );
      return user.id;
    });
    return finishLogin(ctx, note, userId, { changed: true });
  });
}

/** POST /api/third/wechat/official/bind/user/login: binds the openid to the signed-in user. */
export function wechatBindLogin(
  ctx: OpenCtx,
  body: { appid: string; openid: string; userId: number },
): Promise<SessionInfo> {
  const { projectId } = ctx;
  const note: AuditNote = { identifier: body.openid, userId: ctx.session?.userId ?? null };
  return withAudit(ctx, 'wechat-official-bind', note, async () => {
    if (!ctx.session || ctx.session.userId !== body.userId) throw unauthorized();
    checkAppid(ctx, body.appid);
    const identity = await issuedIdentity(ctx, body.appid, body.openid);
    await ctx.inTenant(async (tx) => {
      if (!(await findActiveUser(tx, body.userId))) throw unauthorized();
      await bindIdentity(
        tx,
        projectId,
        { provider: WECHAT_OFFICIAL, externalId: identity.openid, unionId: identity.unionid },
        body.userId,
        THIRD_MSG.wechatBoundToOther,
      );
    });
    return finishLogin(ctx, note, body.userId);
  });
}

/** POST /api/wechat/sign?url&wxgzId: JS-SDK configuration for a page URL. */
export async function wechatSign(
  ctx: OpenCtx,
  provider: WechatProvider,
  query: { url: string; wxgzId?: string | undefined },
): Promise<WechatSignResult> {
  const own = ctx.project.settings.wxgzId;
  const appId = query.wxgzId || own;
  if (!appId) throw badRequest(THIRD_MSG.appidMissing);
  if (own && own !== appId) throw badRequest(THIRD_MSG.appidMismatch);
  const ticket = await provider.jsapiTicket(ctx.project.id, appId);
  const noncestr = randomText(12);
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = jsapiSignature({ jsapi_ticket: ticket, noncestr, timestamp, url: query.url });
  return { appId, timestamp, noncestr, signature };
}
