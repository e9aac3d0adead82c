import type { Services } from '../../../services.ts';
import { hmac, randomText } from '../crypto-util.ts';
import { ensureKey, type KeyMaterial } from '../keys.ts';
import {
  aesGcmDecrypt,
  aesGcmEncrypt,
  newRsaKeyPair,
  newSymmetricKey,
  rsaDecrypt,
  rsaEncrypt,
  tdesDecrypt,
  tdesEncrypt,
} from './ciphers.ts';

export type DecryptionScheme = 'rsa' | 'wuxing-3des' | 'ouhai-3des' | 'zhoushan-aes';

interface SchemeDef {
  /** integration_keys kind of the cipher key; the sign secret is `<kind>:sign`. */
  keyKind: string;
  generate(): KeyMaterial | Promise<KeyMaterial>;
  decrypt(key: KeyMaterial, data: string): string | null;
  encrypt(key: KeyMaterial, plaintext: string): string;
}

const symmetric = (
  keyKind: string,
  bytes: 24 | 32,
  enc: (k: string, p: string) => string,
  dec: (k: string, d: string) => string | null,
): SchemeDef => ({
  keyKind,
  generate: () => ({ publicValue: null, secretValue: newSymmetricKey(bytes) }),
  decrypt: (key, data) => dec(key.secretValue, data),
  encrypt: (key, plaintext) => enc(key.secretValue, plaintext),
});

const SCHEMES: Record<DecryptionScheme, SchemeDef> = {
  rsa: {
    keyKind: 'rsa-login',
    generate: async () => {
      const pair = await newRsaKeyPair();
      return { publicValue: pair.publicKey, secretValue: pair.privateKey };
    },
    decrypt: (key, data) => rsaDecrypt(key.secretValue, data),
    encrypt: (key, plaintext) => rsaEncrypt(key.publicValue ?? '', plaintext),
  },
  'wuxing-3des': symmetric('3des-wuxing', 24, tdesEncrypt, tdesDecrypt),
  'ouhai-3des': symmetric('3des-ouhai', 24, tdesEncrypt, tdesDecrypt),
  'zhoushan-aes': symmetric('aes-zhoushan', 32, aesGcmEncrypt, aesGcmDecrypt),
};

export function schemeKeyKind(scheme: DecryptionScheme): string {
  return SCHEMES[scheme].keyKind;
}

/** The cipher key of a scheme in a project, generated at first use. */
export function schemeKey(
  services: Services,
  projectId: number,
  scheme: DecryptionScheme,
): Promise<KeyMaterial> {
  return ensureKey(services, projectId, SCHEMES[scheme].keyKind, SCHEMES[scheme].generate);
}

/** The partner's sign secret of a scheme in a project, generated at first use. */
export async function schemeSignSecret(
  services: Services,
  projectId: number,
  scheme: DecryptionScheme,
): Promise<string> {
  const key = await ensureKey(services, projectId, `${SCHEMES[scheme].keyKind}:sign`, () => ({
    publicValue: null,
    secretValue: randomText(32),
  }));
  return key.secretValue;
}

export function decryptWith(scheme: DecryptionScheme, key: KeyMaterial, data: string): string | null {
  return SCHEMES[scheme].decrypt(key, data);
}

/** base64url HMAC-SHA256 over `idcard|name|tel|ts`: the partner's signature of a login payload. */
export function signDecryptionPayload(
  signSecret: string,
  p: { idcard: string; name: string; tel: string; ts: number },
): string {
  return hmac(signSecret, `${p.idcard}|${p.name}|${p.tel}|${p.ts}`);
}

/**
 * What a partner of a scheme is handed (and what tests use): its sign secret and an encrypt
 * function with the project's key of that scheme.
 */
export async function partnerLoginKit(
  services: Services,
  projectId: number,
  scheme: DecryptionScheme,
): Promise<{ key: KeyMaterial; signSecret: string; encrypt(plaintext: string): string }> {
  const key = await schemeKey(services, projectId, scheme);
  const signSecret = await schemeSignSecret(services, projectId, scheme);
  return { key, signSecret, encrypt: (plaintext) => SCHEMES[scheme].encrypt(key, plaintext) };
}
