import { MSG } from '@kanghu/shared';
import { third } from '@kanghu/shared/endpoints';
import { ApiError } from '../../../lib/request-errors.ts';

/**
 * Pure rules of the third-party and partner sign-in pages: which endpoint, which parameters,
 * where a failure goes (the error page titled with the message, spec 2 section 2).
 */

/** A failure of our own (a missing parameter, a foreign state) with a message for the user. */
export class ThirdLoginError extends Error {
  override name = 'ThirdLoginError';
}

export function errorPath(message: string): string {
  return `/error?title=${encodeURIComponent(message || MSG.thirdLoginFailed)}`;
}

/** The message of a failed sign-in call, fit for the error page's title. */
export function failureMessage(error: unknown): string {
  // The catalogue's 错误{status}： prefix says nothing to a person: the title is the reason itself.
  if (error instanceof ApiError && error.message)
    return error.message.replace(/^错误\d+：/, '') || MSG.thirdLoginFailed;
  if (error instanceof ThirdLoginError && error.message) return error.message;
  return MSG.thirdLoginFailed;
}

/** An internal path to continue to, or null: never an absolute or protocol-relative URL. */
export function safeInternalPath(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let path = raw.trim();
  try {
    path = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (!path.startsWith('/')) path = `/${path}`;
  if (path.startsWith('//') || path.includes('\\') || /[\s<>"]/.test(path)) return null;
  return path;
}

/** base64 in a query: a '+' the partner did not encode arrives as a space. */
export function queryBase64(search: URLSearchParams, name: string): string {
  return (search.get(name) ?? '').trim().replaceAll(' ', '+');
}

export type DecryptionKind = 'rsa' | 'des3' | 'aes';

export const DECRYPTION_ENDPOINTS = {
  rsa: third.decryptionRsa.path,
  wuxing: third.decryptionWuxing.path,
  ouhai: third.decryptionOuhai.path,
  zhoushan: third.decryptionZhoushan.path,
} as const;

/**
 * The decryption kind of a page: /{org}/rsa, /{org}/des3, /{org}/zhoushan/patient; the generic
 * /{org}/decryption/patient/login/ takes `?way=rsa|des3|aes` (RSA when absent).
 */
export function decryptionKindOf(pathname: string, way: string | null): DecryptionKind | null {
  const path = pathname.replace(/\/+$/, '');
  if (path.endsWith('/rsa')) return 'rsa';
  if (path.endsWith('/des3')) return 'des3';
  if (path.endsWith('/zhoushan/patient')) return 'aes';
  if (path.endsWith('/decryption/patient/login')) {
    if (!way) return 'rsa';
    return way === 'rsa' || way === 'des3' || way === 'aes' ? way : null;
  }
  return null;
}

/** The endpoint of a kind: 3DES is Ouhai's for an org named ouhai, Wuxing's otherwise. */
export function decryptionEndpoint(kind: DecryptionKind, org: string): string {
  if (kind === 'rsa') return DECRYPTION_ENDPOINTS.rsa;
  if (kind === 'aes') return DECRYPTION_ENDPOINTS.zhoushan;
  return org.toLowerCase().includes('ouhai') ? DECRYPTION_ENDPOINTS.ouhai : DECRYPTION_ENDPOINTS.wuxing;
}

/** A positive integer id from the query, or undefined. */
export function optionalId(raw: string | null): number | undefined {
  if (!raw || !/^\d{1,10}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n > 0 && n <= 2_147_483_647 ? n : undefined;
}

/** Credentials a partner hands a page: a Linghu ecToken, or partner data with its appKey. */
export type ThirdCredential =
  | { kind: 'linghu'; ecToken: string; patientId?: number }
  | { kind: 'partner'; appKey: string; data: string; patientId?: number };

/**
 * Reads the credential of a partner entry. `r` is the path parameter of /patient/common/{r}/login
 * (partner data when the query names an appKey, else a Linghu ecToken); without it the query's
 * `ecToken`, or `appKey` + `data`, are used.
 */
export function readCredential(search: URLSearchParams, r?: string): ThirdCredential | null {
  const patientId = optionalId(search.get('patientId'));
  const appKey = (search.get('appKey') ?? '').trim();
  const withPatient = <T extends object>(c: T) => (patientId ? { ...c, patientId } : c);
  if (r) {
    const value = r.trim();
    if (!value) return null;
    return appKey
      ? withPatient({ kind: 'partner' as const, appKey, data: value })
      : withPatient({ kind: 'linghu' as const, ecToken: value });
  }
  const ecToken = (search.get('ecToken') ?? '').trim();
  if (ecToken) return withPatient({ kind: 'linghu' as const, ecToken });
  const data = queryBase64(search, 'data');
  if (appKey && data) return withPatient({ kind: 'partner' as const, appKey, data });
  return null;
}

export const MISSING_CREDENTIAL = '缺少登录凭证，请从合作方应用重新进入';
export const MISSING_DATA = '缺少加密数据，请从合作方应用重新进入';
export const UNSUPPORTED_WAY = '不支持的解密方式';
export const MISSING_APPID = '项目未配置公众号';
export const STATE_MISMATCH = '授权已失效，请重新进入';
