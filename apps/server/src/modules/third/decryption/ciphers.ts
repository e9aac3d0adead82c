import {
  constants,
  createCipheriv,
  createDecipheriv,
  generateKeyPair,
  privateDecrypt,
  publicEncrypt,
  randomBytes,
} from 'node:crypto';
import { promisify } from 'node:util';
import { openText, sealText } from '../../../lib/secret-box.ts';
import { decodeBase64 } from '../crypto-util.ts';

/**
 * The ciphers of the partner logins. Ciphertexts travel as base64:
 * - RSA-OAEP with SHA-256 (3072-bit key; the partner encrypts with our public key);
 * - 3DES: des-ede3-cbc, 24-byte key, base64(iv[8] | ciphertext);
 * - AES: aes-256-gcm, 32-byte key, base64(iv[12] | ciphertext | tag[16]).
 * Decryption answers null for anything malformed or tampered, never throws.
 */
const generateKeyPairAsync = promisify(generateKeyPair);

export async function newRsaKeyPair(): Promise<{ publicKey: string; privateKey: string }> {
  return generateKeyPairAsync('rsa', {
    modulusLength: 3072,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

const OAEP = { padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' } as const;

export function rsaEncrypt(publicKeyPem: string, plaintext: string): string {
  return publicEncrypt({ key: publicKeyPem, ...OAEP }, Buffer.from(plaintext, 'utf8')).toString('base64');
}

export function rsaDecrypt(privateKeyPem: string, data: string): string | null {
  const bytes = decodeBase64(data);
  if (!bytes) return null;
  try {
    return privateDecrypt({ key: privateKeyPem, ...OAEP }, bytes).toString('utf8');
  } catch {
    return null;
  }
}

/** A new symmetric key, base64 (24 bytes for 3DES, 32 for AES-256). */
export function newSymmetricKey(bytes: 24 | 32): string {
  return randomBytes(bytes).toString('base64');
}

function keyBytes(keyB64: string, length: number): Buffer {
  const key = Buffer.from(keyB64, 'base64');
  if (key.length !== length) throw new Error(`key must be ${length} bytes`);
  return key;
}

export function tdesEncrypt(keyB64: string, plaintext: string): string {
  const iv = randomBytes(8);
  const cipher = createCipheriv('des-ede3-cbc', keyBytes(keyB64, 24), iv);
  return Buffer.concat([iv, cipher.update(plaintext, 'utf8'), cipher.final()]).toString('base64');
}

export function tdesDecrypt(keyB64: string, data: string): string | null {
  const bytes = decodeBase64(data);
  if (!bytes || bytes.length < 16 || (bytes.length - 8) % 8 !== 0) return null;
  try {
    const decipher = createDecipheriv('des-ede3-cbc', keyBytes(keyB64, 24), bytes.subarray(0, 8));
    return Buffer.concat([decipher.update(bytes.subarray(8)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** AES-256-GCM lives in lib/secret-box.ts; the partner schemes read it with the lenient URL-safe decoding. */
export function aesGcmEncrypt(keyB64: string, plaintext: string): string {
  return sealText(keyB64, plaintext);
}

export function aesGcmDecrypt(keyB64: string, data: string): string | null {
  return openText(keyB64, data, decodeBase64);
}
