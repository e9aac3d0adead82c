import { MSG } from '@kanghu/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/request-errors.ts';
import {
  DECRYPTION_ENDPOINTS,
  decryptionEndpoint,
  decryptionKindOf,
  errorPath,
  failureMessage,
  optionalId,
  queryBase64,
  readCredential,
  safeInternalPath,
  ThirdLoginError,
} from './third-login.ts';

describe('errorPath and failureMessage', () => {
  it('titles the error page with the message', () => {
    expect(errorPath('签名校验失败')).toBe(`/error?title=${encodeURIComponent('签名校验失败')}`);
    expect(decodeURIComponent(errorPath(''))).toBe(`/error?title=${MSG.thirdLoginFailed}`);
  });

  it("shows the server's message, ours, or 第三方登录失败 for anything else", () => {
    expect(failureMessage(new ApiError('请求已过期，请重新发起', 'business', 400))).toBe(
      '请求已过期，请重新发起',
    );
    expect(failureMessage(new ApiError('错误400：签名校验失败', 'http', 400))).toBe('签名校验失败');
    expect(failureMessage(new ThirdLoginError('授权已失效，请重新进入'))).toBe('授权已失效，请重新进入');
    expect(failureMessage(new TypeError('x is undefined'))).toBe(MSG.thirdLoginFailed);
    expect(failureMessage('boom')).toBe(MSG.thirdLoginFailed);
  });
});

describe('decryption pages', () => {
  it('picks the kind by path', () => {
    expect(decryptionKindOf('/demo/rsa', null)).toBe('rsa');
    expect(decryptionKindOf('/wuxing/des3', null)).toBe('des3');
    expect(decryptionKindOf('/demo/zhoushan/patient', null)).toBe('aes');
    expect(decryptionKindOf('/demo/decryption/patient/login/', null)).toBe('rsa');
    expect(decryptionKindOf('/demo/decryption/patient/login/', 'aes')).toBe('aes');
    expect(decryptionKindOf('/demo/decryption/patient/login', 'md5')).toBeNull();
    expect(decryptionKindOf('/demo/other', null)).toBeNull();
  });

  it('maps a kind and org to the endpoint: 3DES is Ouhai for ouhai, Wuxing otherwise', () => {
    expect(decryptionEndpoint('rsa', 'demo')).toBe(DECRYPTION_ENDPOINTS.rsa);
    expect(decryptionEndpoint('aes', 'zhoushan')).toBe('/api/base/decryption/zhoushan/aes');
    expect(decryptionEndpoint('des3', 'ouhai')).toBe('/api/base/decryption/ouhai/3des');
    expect(decryptionEndpoint('des3', 'OuHai-district')).toBe('/api/base/decryption/ouhai/3des');
    expect(decryptionEndpoint('des3', 'wuxing')).toBe('/api/base/decryption/wuxing/3des');
  });

  it('reads base64 from the query, mending a + that arrived as a space', () => {
    expect(queryBase64(new URLSearchParams('data=ab+c/d=='), 'data')).toBe('ab+c/d==');
    expect(queryBase64(new URLSearchParams('data=ab%2Bc'), 'data')).toBe('ab+c');
    expect(queryBase64(new URLSearchParams(''), 'data')).toBe('');
  });
});

describe('partner credentials', () => {
  it('reads r of /patient/common/{r}/login as partner data with an appKey, else as an ecToken', () => {
    expect(readCredential(new URLSearchParams('appKey=hosp&patientId=7'), 'Q0FGRQ')).toEqual({
      kind: 'partner',
      appKey: 'hosp',
      data: 'Q0FGRQ',
      patientId: 7,
    });
    expect(readCredential(new URLSearchParams(''), 'eyJ0.c2ln')).toEqual({
      kind: 'linghu',
      ecToken: 'eyJ0.c2ln',
    });
    expect(readCredential(new URLSearchParams(''), '  ')).toBeNull();
  });

  it('reads the query: ecToken first, then appKey + data, else nothing', () => {
    expect(readCredential(new URLSearchParams('ecToken=a.b&patientId=3'))).toEqual({
      kind: 'linghu',
      ecToken: 'a.b',
      patientId: 3,
    });
    expect(readCredential(new URLSearchParams('appKey=k&data=x y'))).toEqual({
      kind: 'partner',
      appKey: 'k',
      data: 'x+y',
    });
    expect(readCredential(new URLSearchParams('data=xyz'))).toBeNull();
    expect(readCredential(new URLSearchParams(''))).toBeNull();
  });

  it('ignores a patientId that is not a positive database id', () => {
    for (const raw of ['0', '-1', 'abc', '1.5', '99999999999', ''])
      expect(optionalId(raw), raw).toBeUndefined();
    expect(optionalId('42')).toBe(42);
  });
});

describe('safeInternalPath', () => {
  it('accepts our own paths, encoded or not, with or without the leading slash', () => {
    expect(safeInternalPath('/health/user/index?tab=1')).toBe('/health/user/index?tab=1');
    expect(safeInternalPath('%2Fhealth%2Fuser%2Findex')).toBe('/health/user/index');
    expect(safeInternalPath('wechat')).toBe('/wechat');
  });

  it('refuses anything that could leave the site', () => {
    for (const raw of ['//evil.example', '/\\evil.example', '%2F%2Fevil.example', '/a b', '%E0%A4%A', '']) {
      expect(safeInternalPath(raw), raw).toBeNull();
    }
    expect(safeInternalPath(null)).toBeNull();
  });
});
