import { MSG, normalizeMobile, THIRD_MSG } from '@kanghu/shared';
import { z } from 'zod';
import type { Services } from '../../../services.ts';
import { hmac, randomText, sameSignature } from '../crypto-util.ts';
import { ensureKey } from '../keys.ts';

export type EcTokenCheck = { ok: true; tel: string; signature: string } | { ok: false; msg: string };

/** The Linghu partner platform: verifies the ecToken it hands to our pages. */
export interface LinghuProvider {
  verifyEcToken(projectId: number, ecToken: string): Promise<EcTokenCheck>;
}

export const LINGHU_DEV_KEY_KIND = 'linghu-dev';
export const EC_TOKEN_TTL_S = 300;
const claims = z.object({ tel: z.string(), exp: z.number().int() });

/**
 * Development provider, offline: an ecToken is `base64url(JSON {tel, exp}).base64url(HMAC-SHA256)`
 * with the per-project secret of integration_keys kind 'linghu-dev'; exp in epoch seconds.
 */
export class DevLinghuProvider implements LinghuProvider {
  constructor(private readonly services: Services) {}

  private async secret(projectId: number): Promise<string> {
    const key = await ensureKey(this.services, projectId, LINGHU_DEV_KEY_KIND, () => ({
      publicValue: null,
      secretValue: randomText(32),
    }));
    return key.secretValue;
  }

  async mint(
    projectId: number,
    tel: string,
    ttlS = EC_TOKEN_TTL_S,
  ): Promise<{ ecToken: string; expiresAt: number }> {
    const expiresAt = Math.floor(Date.now() / 1000) + ttlS;
    const body = Buffer.from(JSON.stringify({ tel: normalizeMobile(tel), exp: expiresAt })).toString(
      'base64url',
    );
    return { ecToken: `${body}.${hmac(await this.secret(projectId), body)}`, expiresAt };
  }

  async verifyEcToken(projectId: number, ecToken: string): Promise<EcTokenCheck> {
    const [body, signature, extra] = ecToken.split('.');
    if (!body || !signature || extra !== undefined) return { ok: false, msg: MSG.signatureInvalid };
    if (!sameSignature(hmac(await this.secret(projectId), body), signature)) {
      return { ok: false, msg: MSG.signatureInvalid };
    }
    let parsed: z.infer<typeof claims>;
    try {
      parsed = claims.parse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
    } catch {
      return { ok: false, msg: MSG.signatureInvalid };
    }
    if (parsed.exp * 1000 < Date.now()) return { ok: false, msg: THIRD_MSG.requestExpired };
    return { ok: true, tel: parsed.tel, signature };
  }
}
