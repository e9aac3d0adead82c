import type { SessionInfo, WechatAuthResult } from '@kanghu/shared';
import type { Api } from '../../../lib/request.ts';
import type { ThirdCredential } from './third-login.ts';

/**
 * The third-party sign-in calls. Silent: a failure is shown on the error page (titled with the
 * server's message), not in an alert over a half-drawn page.
 */
const silent = { silent: true } as const;

/** POST /api/user/linghu/login/ecToken?ecToken[&patientId], or POST /api/user/decrypt/login. */
export function credentialLogin(
  api: Api,
  credential: ThirdCredential,
  project: string,
): Promise<SessionInfo> {
  if (credential.kind === 'linghu') {
    return api.post<SessionInfo>('/api/user/linghu/login/ecToken', undefined, {
      ...silent,
      query: { ecToken: credential.ecToken, patientId: credential.patientId },
    });
  }
  return api.post<SessionInfo>(
    '/api/user/decrypt/login',
    { appKey: credential.appKey, data: credential.data, patientId: credential.patientId, project },
    silent,
  );
}

/** POST /api/base/decryption/{rsa|wuxing/3des|ouhai/3des|zhoushan/aes} */
export function decryptionLogin(api: Api, endpoint: string, data: string): Promise<SessionInfo> {
  return api.post<SessionInfo>(endpoint, { data }, silent);
}

/** POST /api/third/ding/talk/doctor/login */
export function dingTalkLogin(api: Api, code: string, corpId: string): Promise<SessionInfo> {
  return api.post<SessionInfo>('/api/third/ding/talk/doctor/login', { code, corpId }, silent);
}

/** POST /api/third/wechat/official/auth: a session when bound (and asked to find the user), else the openid. */
export function wechatAuth(
  api: Api,
  body: { appid: string; code: string; isFindUser: boolean },
): Promise<SessionInfo | WechatAuthResult> {
  return api.post<SessionInfo | WechatAuthResult>('/api/third/wechat/official/auth', body, silent);
}

export function isSession(value: SessionInfo | WechatAuthResult): value is SessionInfo {
  return 'token' in value && typeof value.token === 'string';
}

/** POST /api/third/wechat/official/login: openid + phone + ID number (a new customer is created). */
export function wechatLogin(
  api: Api,
  body: { appid: string; openid: string; tel: string; idCard: string },
): Promise<SessionInfo> {
  return api.post<SessionInfo>('/api/third/wechat/official/login', body);
}

/** POST /api/third/wechat/official/bind/user/login: binds the openid to the signed-in user. */
export function wechatBind(
  api: Api,
  body: { appid: string; openid: string; userId: number },
): Promise<SessionInfo> {
  return api.post<SessionInfo>('/api/third/wechat/official/bind/user/login', body, silent);
}
