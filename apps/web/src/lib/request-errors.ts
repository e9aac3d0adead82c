import { MSG } from '@kanghu/shared';

/**
 * The error catalogue of spec 2 section 8 as one pure function: what went wrong and what the
 * user is told. The request wrapper decides how to show it.
 */
export type FailureKind = 'network' | 'restarting' | 'session' | 'missing' | 'http' | 'business' | 'schema';

export interface Failure {
  kind: FailureKind;
  status: number;
  /** Shown to the user (toast, alert or confirm). */
  message: string;
}

/** Our server's messages are Chinese; anything else (a proxy's, a framework's) is not shown. */
const CHINESE = /[\u4e00-\u9fff]/;

/** The message of an envelope-shaped body, if any. */
export function serverMessage(body: unknown): string {
  if (body && typeof body === 'object' && 'msg' in body) {
    const msg = (body as { msg?: unknown }).msg;
    if (typeof msg === 'string' && msg.trim()) return msg;
  }
  return '';
}

/**
 * Classifies a finished HTTP exchange; null when it succeeded. A 401 ends the session only when
 * a token was sent; without one (a failed sign-in) it is an ordinary error with the server's message.
 */
export function classify(status: number, body: unknown, withToken = true): Failure | null {
  if (status === 502 || status === 504) return { kind: 'restarting', status, message: MSG.serverRestarting };
  if (status === 401 && withToken) return { kind: 'session', status, message: MSG.sessionExpiredConfirm };
  const msg = serverMessage(body);
  // 404: the catalogue's 接口不存在, unless our server named what is missing (记录不存在 ...).
  if (status === 404) return { kind: 'missing', status, message: CHINESE.test(msg) ? msg : MSG.notFoundApi };
  if (status < 200 || status >= 300) {
    return { kind: 'http', status, message: msg ? `错误${status}：${msg}` : MSG.unknownError };
  }
  const success = body && typeof body === 'object' ? (body as { success?: unknown }).success : undefined;
  if (success === true) return null;
  return { kind: 'business', status, message: msg || MSG.unknownError };
}

/** No network: the notice shown, and the rejection's message. */
export const NETWORK_FAILURE: Failure = { kind: 'network', status: 0, message: MSG.networkError };

/** A successful answer whose data does not match the call's schema: a contract error, 未知错误. */
export const SCHEMA_FAILURE: Failure = { kind: 'schema', status: 200, message: MSG.unknownError };

/** Rejection of every failed call; `message` is fit to show in an error state. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: FailureKind,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
