import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Services } from '../../services.ts';
import { ensureKey } from '../third/keys.ts';

/** integration_keys kind of the per-project sandbox signing secret. */
export const SANDBOX_KEY_KIND = 'payment-sandbox';
export const SIGNATURE_HEADER = 'x-sandbox-signature';

export async function sandboxSecret(services: Services, projectId: number): Promise<string> {
  const key = await ensureKey(services, projectId, SANDBOX_KEY_KIND, () => ({
    publicValue: null,
    secretValue: randomBytes(32).toString('hex'),
  }));
  return key.secretValue;
}

/** HMAC-SHA256 of the raw callback body, hex. */
export function sign(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

export function verify(secret: string, rawBody: string, signature: string): boolean {
  const expected = Buffer.from(sign(secret, rawBody), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
