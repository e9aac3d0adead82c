import type { SessionInfo, WechatAuthResult, wechatBindBody, wechatLoginBody } from '@kanghu/shared';
import { third } from '@kanghu/shared/endpoints';
import type { z } from 'zod';
import type { Api } from '../../../lib/request.ts';
import type { ThirdCredential } from './third-login.ts';

/**
 * The third-party sign-in calls (contracts in @kanghu/shared endpoints/third.ts). Silent: a
 * failure is shown on the error page (titled with the server's message), not in an alert over a
 * half-drawn page.
 */
const silent = { silent: true } as const;

/** Linghu ecToken (query string) or partner data (POST /api/user/decrypt/login). */
export function credentialLogin(
  api: Api,
  credential: ThirdCredential,
  project: string,
): Promise<SessionInfo> {
  if (credential.kind === 'linghu') {
    return api.call(
      third.linghuLogin,
      { query: { ecToken: credential.ecToken, patientId: credential.patientId } },
      silent,
    );
  }
  return api.call(
    third.partnerDecryptLogin,
    { body: { appKey: credential.appKey, data: credential.data, patientId: credential.patientId, project } },
    silent,
  );
}

const DECRYPTION = [
  third.decryptionRsa,
  third.decryptionWuxing,
  third.decryptionOuhai,
  third.decryptionZhoushan,
];

/** POST /api/base/decryption/{rsa|wuxing/3des|ouhai/3des|zhoushan/aes} (the path from decryptionEndpoint). */
export function decryptionLogin(api: Api, path: string, data: string): Promise<SessionInfo> {
  const endpoint = DECRYPTION.find((e) => e.path === path);
  if (!endpoint) return Promise.reject(new Error(`unknown decryption endpoint ${path}`));
  return api.call(endpoint, { body: { data } }, silent);
}

export function dingTalkLogin(api: Api, code: string, corpId: string): Promise<SessionInfo> {
  return api.call(third.dingTalkLogin, { body: { code, corpId } }, silent);
}

/** A session when bound (and asked to find the user), else the openid. */
export function wechatAuth(
  api: Api,
  body: { appid: string; code: string; isFindUser: boolean },
): Promise<SessionInfo | WechatAuthResult> {
  return api.call(third.wechatAuth, { body }, silent);
}

export function isSession(value: SessionInfo | WechatAuthResult): value is SessionInfo {
  return 'token' in value && typeof value.token === 'string';
}

/** openid + phone + ID number (a new customer is created). */
export function wechatLogin(api: Api, body: z.input<typeof wechatLoginBody>): Promise<SessionInfo> {
  return api.call(third.wechatLogin, { body });
}

/** Binds the openid to the signed-in user. */
export function wechatBind(api: Api, body: z.input<typeof wechatBindBody>): Promise<SessionInfo> {
  return api.call(third.wechatBind, { body }, silent);
}
