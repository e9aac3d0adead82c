import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM with a 32-byte key given as base64: base64(iv[12] | ciphertext | tag[16]). Used to
 * keep secrets a provider must send on later (a district password, issue 16) and by the partner
 * logins (modules/third). Opening answers null for anything malformed or tampered, never throws.
 */
export function newSecretKey(): string {
  return randomBytes(32).toString('base64');
}

function key32(keyB64: string): Buffer {
  const key = Buffer.from(keyB64, 'base64');
  if (key.length !== 32) throw new Error('key must be 32 bytes');
  return key;
}

export function sealText(keyB64: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key32(keyB64), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

export function openText(
  keyB64: string,
  sealed: string,
  decode: (text: string) => Buffer | null = strictBase64,
): string | null {
  const bytes = decode(sealed);
  if (!bytes || bytes.length < 12 + 16 + 1) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key32(keyB64), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

function strictBase64(text: string): Buffer | null {
  const clean = text.trim();
  if (clean.length === 0 || clean.length > 16_384 || !/^[A-Za-z0-9+/]+={0,2}$/.test(clean)) return null;
  return Buffer.from(clean, 'base64');
}
