import type {
  decryptionBody,
  dingTalkDevAuthorizeQuery,
  dingTalkLoginBody,
  linghuLoginQuery,
  linghuMintBody,
  linghuMintResult,
  partnerDecryptLoginBody,
  partnerUserInfo,
  rsaPublicKeyResult,
  tokenCheckBody,
  tokenCheckResult,
  tokenDecryptInfoBody,
  wechatAuthAnswer,
  wechatAuthBody,
  wechatBindBody,
  wechatDevAuthorizeQuery,
  wechatLoginBody,
  wechatSignQuery,
  wechatSignResult,
} from '../schemas/third.ts';
import type { sessionInfo } from '../schemas/user.ts';
import { endpoint } from './endpoint.ts';

type Decryption = { body: typeof decryptionBody; response: typeof sessionInfo };

/** Third-party and partner sign-ins (modules/third): WeChat, DingTalk, decryption, partners, Linghu. */
export const third = {
  wechatAuth: endpoint<{ body: typeof wechatAuthBody; response: typeof wechatAuthAnswer }>(
    'POST',
    '/api/third/wechat/official/auth',
  ),
  wechatLogin: endpoint<{ body: typeof wechatLoginBody; response: typeof sessionInfo }>(
    'POST',
    '/api/third/wechat/official/login',
  ),
  wechatBind: endpoint<{ body: typeof wechatBindBody; response: typeof sessionInfo }>(
    'POST',
    '/api/third/wechat/official/bind/user/login',
  ),
  wechatSign: endpoint<{ query: typeof wechatSignQuery; response: typeof wechatSignResult }>(
    'POST',
    '/api/wechat/sign',
  ),
  /** Development only: the simulated WeChat authorize page (HTML). */
  wechatDevAuthorize: endpoint<{ query: typeof wechatDevAuthorizeQuery }>(
    'GET',
    '/api/third/wechat/dev/authorize',
  ),
  dingTalkLogin: endpoint<{ body: typeof dingTalkLoginBody; response: typeof sessionInfo }>(
    'POST',
    '/api/third/ding/talk/doctor/login',
  ),
  /** Development only: the simulated DingTalk authorize page (HTML). */
  dingTalkDevAuthorize: endpoint<{ query: typeof dingTalkDevAuthorizeQuery }>(
    'GET',
    '/api/third/dingtalk/dev/authorize',
  ),
  decryptionRsa: endpoint<Decryption>('POST', '/api/base/decryption/rsa'),
  decryptionWuxing: endpoint<Decryption>('POST', '/api/base/decryption/wuxing/3des'),
  decryptionOuhai: endpoint<Decryption>('POST', '/api/base/decryption/ouhai/3des'),
  decryptionZhoushan: endpoint<Decryption>('POST', '/api/base/decryption/zhoushan/aes'),
  rsaPublicKey: endpoint<{ response: typeof rsaPublicKeyResult }>(
    'GET',
    '/api/base/decryption/rsa/public-key',
  ),
  partnerDecryptLogin: endpoint<{ body: typeof partnerDecryptLoginBody; response: typeof sessionInfo }>(
    'POST',
    '/api/user/decrypt/login',
  ),
  tokenCheck: endpoint<{ body: typeof tokenCheckBody; response: typeof tokenCheckResult }>(
    'POST',
    '/api/user/token/check',
  ),
  tokenDecryptInfo: endpoint<{ body: typeof tokenDecryptInfoBody; response: typeof partnerUserInfo }>(
    'POST',
    '/api/user/token/decrypt/info',
  ),
  linghuLogin: endpoint<{ query: typeof linghuLoginQuery; response: typeof sessionInfo }>(
    'POST',
    '/api/user/linghu/login/ecToken',
  ),
  /** Development only: mints a Linghu ecToken. */
  linghuDevMint: endpoint<{ body: typeof linghuMintBody; response: typeof linghuMintResult }>(
    'POST',
    '/api/third/linghu/dev/ectoken',
  ),
};
