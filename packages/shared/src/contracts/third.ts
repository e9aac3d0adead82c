import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/** Third-party and partner sign-ins (modules/third): WeChat, DingTalk, decryption, partners, Linghu. */
export const thirdContract = {
  wechatAuth: { body: s.wechatAuthBody, response: s.wechatAuthAnswer },
  wechatLogin: { body: s.wechatLoginBody, response: s.sessionInfo },
  wechatBind: { body: s.wechatBindBody, response: s.sessionInfo },
  wechatSign: { query: s.wechatSignQuery, response: s.wechatSignResult },
  wechatDevAuthorize: { query: s.wechatDevAuthorizeQuery },
  dingTalkLogin: { body: s.dingTalkLoginBody, response: s.sessionInfo },
  dingTalkDevAuthorize: { query: s.dingTalkDevAuthorizeQuery },
  decryptionRsa: { body: s.decryptionBody, response: s.sessionInfo },
  decryptionWuxing: { body: s.decryptionBody, response: s.sessionInfo },
  decryptionOuhai: { body: s.decryptionBody, response: s.sessionInfo },
  decryptionZhoushan: { body: s.decryptionBody, response: s.sessionInfo },
  rsaPublicKey: { response: s.rsaPublicKeyResult },
  partnerDecryptLogin: { body: s.partnerDecryptLoginBody, response: s.sessionInfo },
  tokenCheck: { body: s.tokenCheckBody, response: s.tokenCheckResult },
  tokenDecryptInfo: { body: s.tokenDecryptInfoBody, response: s.partnerUserInfo },
  linghuLogin: { query: s.linghuLoginQuery, response: s.sessionInfo },
  linghuDevMint: { body: s.linghuMintBody, response: s.linghuMintResult },
} satisfies Contract;
