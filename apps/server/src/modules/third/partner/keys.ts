import { eq } from 'drizzle-orm';
import { integrationKeys } from '../../../db/schema/index.ts';
import type { Services } from '../../../services.ts';
import { hmac } from '../crypto-util.ts';
import { aesGcmEncrypt, newSymmetricKey } from '../decryption/ciphers.ts';
import { ensureKey, type KeyMaterial, readKey } from '../keys.ts';

/**
 * Partner apps: integration_keys kind `partner:<appKey>`, secret_value = the app secret (base64
 * of 32 random bytes), public_value = a label. The secret's decoded bytes are the AES-256-GCM
 * key of the partner's data; the secret text itself is the HMAC-SHA256 key of token/check.
 */
export const partnerKind = (appKey: string) => `partner:${appKey}`;

export function readPartnerKey(
  services: Services,
  projectId: number,
  appKey: string,
): Promise<KeyMaterial | null> {
  return readKey(services, projectId, partnerKind(appKey));
}

/** Creates a partner app in a project (or answers the existing one): what the partner is handed. */
export async function createPartnerKey(
  services: Services,
  projectId: number,
  appKey: string,
  label: string | null = null,
): Promise<{ appKey: string; secret: string }> {
  const key = await ensureKey(services, projectId, partnerKind(appKey), () => ({
    publicValue: label,
    secretValue: newSymmetricKey(32),
  }));
  return { appKey, secret: key.secretValue };
}

/** Removes a partner app; its access tokens stop working at once. */
export async function deletePartnerKey(services: Services, projectId: number, appKey: string): Promise<void> {
  await services.db.tenant(projectId, (tx) =>
    tx.delete(integrationKeys).where(eq(integrationKeys.kind, partnerKind(appKey))),
  );
}

/** What a partner does to send data: aes-256-gcm with its secret (base64 iv|ciphertext|tag). */
export function encryptForPartner(secret: string, plaintext: string): string {
  return aesGcmEncrypt(secret, plaintext);
}

/** What a partner does to call token/check: hex HMAC-SHA256(secret, appKey + timestamp). */
export function partnerSign(secret: string, appKey: string, timestamp: string): string {
  return hmac(secret, `${appKey}${timestamp}`, 'hex');
}
