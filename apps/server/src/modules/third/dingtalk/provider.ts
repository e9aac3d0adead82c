import { normalizeMobile } from '@kanghu/shared';
import type { Services } from '../../../services.ts';
import { hmac, randomText } from '../crypto-util.ts';
import { ensureKey } from '../keys.ts';
import { putTicket, takeTicket } from '../tickets.ts';

export interface DingTalkUser {
  userId: string;
  mobile: string;
}

/** DingTalk (workplace messaging) as the server needs it; every call names the project. */
export interface DingTalkProvider {
  /** Free-login code -> user; null when the code is unknown, used, expired or of another corp. */
  exchangeCode(projectId: number, corpId: string, code: string): Promise<DingTalkUser | null>;
}

export const DINGTALK_DEV_KEY_KIND = 'dingtalk-dev';
const CODE_TTL_MS = 5 * 60_000;

/**
 * Development provider, offline: the dev authorize page asks for the simulated user's mobile
 * and issues a single-use code (5 minutes); the DingTalk userId is derived from the
 * per-project secret (integration_keys kind 'dingtalk-dev'), the corp and the mobile.
 */
export class DevDingTalkProvider implements DingTalkProvider {
  constructor(private readonly services: Services) {}

  async issueCode(projectId: number, corpId: string, mobile: string): Promise<string> {
    const key = await ensureKey(this.services, projectId, DINGTALK_DEV_KEY_KIND, () => ({
      publicValue: null,
      secretValue: randomText(32),
    }));
    const tel = normalizeMobile(mobile);
    const user: DingTalkUser = {
      userId: `dev${hmac(key.secretValue, `${corpId}:${tel}`).slice(0, 20)}`,
      mobile: tel,
    };
    const code = randomText(24);
    await putTicket(this.services, projectId, 'dingtalk-code', code, { corpId, ...user }, CODE_TTL_MS);
    return code;
  }

  async exchangeCode(projectId: number, corpId: string, code: string): Promise<DingTalkUser | null> {
    const stored = await takeTicket<DingTalkUser & { corpId: string }>(
      this.services,
      projectId,
      'dingtalk-code',
      code,
    );
    if (!stored || stored.corpId !== corpId) return null;
    return { userId: stored.userId, mobile: stored.mobile };
  }
}
