import type { thirdContract } from '../contracts/third.ts';
import { endpointsOf } from './endpoint.ts';

/** Third-party and partner sign-ins (modules/third): WeChat, DingTalk, decryption, partners, Linghu. */
export const third = endpointsOf<typeof thirdContract>({
  wechatAuth: 'POST /api/third/wechat/official/auth',
  wechatLogin: 'POST /api/third/wechat/official/login',
  wechatBind: 'POST /api/third/wechat/official/bind/user/login',
  wechatSign: 'POST /api/wechat/sign',
  wechatDevAuthorize: 'GET /api/third/wechat/dev/authorize',
  dingTalkLogin: 'POST /api/third/ding/talk/doctor/login',
  dingTalkDevAuthorize: 'GET /api/third/dingtalk/dev/authorize',
  decryptionRsa: 'POST /api/base/decryption/rsa',
  decryptionWuxing: 'POST /api/base/decryption/wuxing/3des',
  decryptionOuhai: 'POST /api/base/decryption/ouhai/3des',
  decryptionZhoushan: 'POST /api/base/decryption/zhoushan/aes',
  rsaPublicKey: 'GET /api/base/decryption/rsa/public-key',
  partnerDecryptLogin: 'POST /api/user/decrypt/login',
  tokenCheck: 'POST /api/user/token/check',
  tokenDecryptInfo: 'POST /api/user/token/decrypt/info',
  linghuLogin: 'POST /api/user/linghu/login/ecToken',
  linghuDevMint: 'POST /api/third/linghu/dev/ectoken',
});
