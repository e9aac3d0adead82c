import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from '../../lib/crypto.ts';

/** HMAC-SHA256 of `message`, in the requested encoding. */
export function hmac(
  key: string | Buffer,
  message: string,
  encoding: 'hex' | 'base64url' = 'base64url',
): string {
  return createHmac('sha256', key).update(message, 'utf8').digest(encoding);
}

/** Constant-time comparison of two signatures (false for different lengths). */
export function sameSignature(expected: string, given: string): boolean {
  return safeEqual(expected, given);
}

/** Random URL-safe text of `bytes` bytes of entropy. */
export function randomText(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}

/** Strict base64 (standard or URL-safe alphabet): null instead of the lenient Buffer decoding. */
export function decodeBase64(text: string): Buffer | null {
  const clean = text.trim();
  if (clean.length === 0 || clean.length > 16_384) return null;
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(clean)) return null;
  return Buffer.from(clean.replaceAll('-', '+').replaceAll('_', '/'), 'base64');
}

/** Epoch milliseconds from a timestamp given in seconds (10 digits) or milliseconds. */
export function toMillis(ts: number): number {
  return ts < 1e12 ? ts * 1000 : ts;
}

/** True when `tsMs` lies within `windowMs` of now (either side, for clock skew). */
export function isFresh(tsMs: number, windowMs: number, now = Date.now()): boolean {
  return Math.abs(now - tsMs) <= windowMs;
}
