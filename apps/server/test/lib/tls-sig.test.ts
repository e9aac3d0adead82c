import { deflateSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeUserSig, issueUserSig, verifyUserSig } from '../../src/lib/tls-sig.ts';

// The public sample key of Tencent's TLSSigAPIv2 documentation (not a secret).
const KEY = '5bd2850fff3ecb11d7c805251c51ee463a25727bddc2385f3fa8bfee1bb93b5e';
const APP = 1400000000;
const unsafe = (s: string) => s.replace(/\*/g, '+').replace(/-/g, '/').replace(/_/g, '=');
const safe = (s: string) => s.replace(/\+/g, '*').replace(/\//g, '-').replace(/=/g, '_');

describe('TLS-sig-v2 user signatures', () => {
  const sig = issueUserSig(KEY, APP, 'xiaojun', 15552000, 1700000000);

  it('matches the reference vector', () => {
    expect(sig).toMatch(/^[A-Za-z0-9*_-]+$/);
    expect(decodeUserSig(sig)).toEqual({
      identifier: 'xiaojun',
      sdkAppId: APP,
      time: 1700000000,
      expire: 15552000,
      sig: 'LvA7d/Iw7gSsnskvVzBDPOCCDbuNCw4GHwTC0bip+B4=',
    });
  });

  it('verifies within its validity', () => {
    expect(verifyUserSig(KEY, APP, 'xiaojun', sig, 1700000100).ok).toBe(true);
  });

  it('refuses expired, wrong app, wrong user, altered and malformed signatures', () => {
    expect(verifyUserSig(KEY, APP, 'xiaojun', sig, 1700000000 + 15552001)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(verifyUserSig(KEY, 1400000001, 'xiaojun', sig, 1700000100)).toMatchObject({ reason: 'app' });
    expect(verifyUserSig(KEY, APP, 'xiaoming', sig, 1700000100)).toMatchObject({ reason: 'user' });
    const forged = issueUserSig(`${KEY.slice(0, -1)}f`, APP, 'xiaojun', 15552000, 1700000000);
    expect(verifyUserSig(KEY, APP, 'xiaojun', forged, 1700000100)).toMatchObject({ reason: 'signature' });
    // The same signature with a longer expiry written in, not signed again: the HMAC no longer matches.
    const json = JSON.parse(inflateSync(Buffer.from(unsafe(sig), 'base64')).toString());
    json['TLS.expire'] = 31104000;
    const altered = safe(deflateSync(Buffer.from(JSON.stringify(json))).toString('base64'));
    expect(verifyUserSig(KEY, APP, 'xiaojun', altered, 1700000100)).toMatchObject({ reason: 'signature' });
    expect(verifyUserSig(KEY, APP, 'xiaojun', 'not-a-sig', 1700000100)).toMatchObject({
      reason: 'malformed',
    });
  });
});
