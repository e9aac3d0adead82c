import { createHmac, timingSafeEqual } from 'node:crypto';
import { deflateSync, inflateSync } from 'node:zlib';

/**
 * TRTC-compatible user signatures (Tencent TLS-sig-v2, the algorithm of the public
 * TLSSigAPIv2 libraries): HMAC-SHA256 over the identifier, app id, time and expiry, packed as
 * JSON, zlib-deflated, base64 with `+/=` written as `*-_`. Issued and verified here so the room
 * can move to Tencent TRTC by configuration; the secret key stays on the server.
 */
export interface UserSigFields {
  identifier: string;
  sdkAppId: number;
  /** Issue time, seconds since the epoch. */
  time: number;
  /** Validity in seconds from `time`. */
  expire: number;
  sig: string;
}

export type UserSigCheck =
  | { ok: true; fields: UserSigFields }
  | { ok: false; reason: 'malformed' | 'expired' | 'app' | 'user' | 'signature' };

function hmac(key: string, f: Omit<UserSigFields, 'sig'>): string {
  const content =
    `TLS.identifier:${f.identifier}\n` +
    `TLS.sdkappid:${f.sdkAppId}\n` +
    `TLS.time:${f.time}\n` +
    `TLS.expire:${f.expire}\n`;
  return createHmac('sha256', key).update(content).digest('base64');
}

const toUrlSafe = (b64: string) => b64.replace(/\+/g, '*').replace(/\//g, '-').replace(/=/g, '_');
const fromUrlSafe = (s: string) => s.replace(/\*/g, '+').replace(/-/g, '/').replace(/_/g, '=');

/** Issues a user signature (time defaults to now). */
export function issueUserSig(
  key: string,
  sdkAppId: number,
  identifier: string,
  expire: number,
  time: number = Math.floor(Date.now() / 1000),
): string {
  const sig = hmac(key, { identifier, sdkAppId, time, expire });
  const json = JSON.stringify({
    'TLS.ver': '2.0',
    'TLS.identifier': identifier,
    'TLS.sdkappid': sdkAppId,
    'TLS.expire': expire,
    'TLS.time': time,
    'TLS.sig': sig,
  });
  return toUrlSafe(deflateSync(Buffer.from(json)).toString('base64'));
}

/** Decodes a user signature without checking it (null when it is not one). */
export function decodeUserSig(userSig: string): UserSigFields | null {
  try {
    const raw = JSON.parse(inflateSync(Buffer.from(fromUrlSafe(userSig), 'base64')).toString('utf8'));
    const f = {
      identifier: raw['TLS.identifier'],
      sdkAppId: Number(raw['TLS.sdkappid']),
      time: Number(raw['TLS.time']),
      expire: Number(raw['TLS.expire']),
      sig: raw['TLS.sig'],
    };
    if (raw['TLS.ver'] !== '2.0' || typeof f.identifier !== 'string' || typeof f.sig !== 'string')
      return null;
    if (![f.sdkAppId, f.time, f.expire].every(Number.isFinite)) return null;
    return f;
  } catch {
    return null;
  }
}

/** Verifies a signature for one app and user at `now` (seconds). */
export function verifyUserSig(
  key: string,
  sdkAppId: number,
  identifier: string,
  userSig: string,
  now: number = Math.floor(Date.now() / 1000),
): UserSigCheck {
  const f = decodeUserSig(userSig);
  if (!f) return { ok: false, reason: 'malformed' };
  if (f.sdkAppId !== sdkAppId) return { ok: false, reason: 'app' };
  if (f.identifier !== identifier) return { ok: false, reason: 'user' };
  const want = Buffer.from(hmac(key, f));
  const got = Buffer.from(f.sig);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return { ok: false, reason: 'signature' };
  if (f.time + f.expire < now) return { ok: false, reason: 'expired' };
  return { ok: true, fields: f };
}
