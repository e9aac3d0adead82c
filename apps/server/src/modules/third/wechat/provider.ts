import type { Services } from '../../../services.ts';
import { hmac, randomText } from '../crypto-util.ts';
import { ensureKey } from '../keys.ts';
import { putTicket, takeTicket } from '../tickets.ts';

export interface WechatIdentity {
  openid: string;
  unionid: string | null;
}

/**
 * The WeChat official-account platform as the server needs it. Every call names the project:
 * keys and codes belong to one tenant.
 */
export interface WechatProvider {
  /** OAuth code -> identity; null when the code is unknown, used, expired or of another appid. */
  exchangeCode(projectId: number, appid: string, code: string): Promise<WechatIdentity | null>;
  /** The JS-SDK ticket of an official account. */
  jsapiTicket(projectId: number, appid: string): Promise<string>;
}

export const WECHAT_DEV_KEY_KIND = 'wechat-dev';
const CODE_TTL_MS = 5 * 60_000;

/**
 * Development provider, offline: a per-project secret (integration_keys kind 'wechat-dev')
 * derives stable openids (per appid and simulated user), unionids (per simulated user) and
 * the JS-SDK ticket (per appid). Codes are issued by the dev authorize page, kept hashed for
 * 5 minutes, and work once.
 */
export class DevWechatProvider implements WechatProvider {
  constructor(private readonly services: Services) {}

  private async secret(projectId: number): Promise<string> {
    const key = await ensureKey(this.services, projectId, WECHAT_DEV_KEY_KIND, () => ({
      publicValue: null,
      secretValue: randomText(32),
    }));
    return key.secretValue;
  }

  /** The identity the dev platform gives `devUser` in `appid`. */
  async identityOf(projectId: number, appid: string, devUser: string): Promise<WechatIdentity> {
    const secret = await this.secret(projectId);
    return {
      openid: `dev_o${hmac(secret, `openid:${appid}:${devUser}`).slice(0, 27)}`,
      unionid: `dev_u${hmac(secret, `unionid:${devUser}`).slice(0, 27)}`,
    };
  }

  /** Issues a single-use OAuth code for `devUser` (called by the dev authorize page). */
  async issueCode(projectId: number, appid: string, devUser: string): Promise<string> {
    const identity = await this.identityOf(projectId, appid, devUser);
    const code = randomText(24);
    await putTicket(this.services, projectId, 'wechat-code', code, { appid, ...identity }, CODE_TTL_MS);
    return code;
  }

  async exchangeCode(projectId: number, appid: string, code: string): Promise<WechatIdentity | null> {
    const stored = await takeTicket<WechatIdentity & { appid: string }>(
      this.services,
      projectId,
      'wechat-code',
      code,
    );
    if (!stored || stored.appid !== appid) return null;
    return { openid: stored.openid, unionid: stored.unionid };
  }

  async jsapiTicket(projectId: number, appid: string): Promise<string> {
    return `dev_t${hmac(await this.secret(projectId), `jsapi:${appid}`)}`;
  }
}
