import { z } from 'zod';
import { isValidIdCard } from '../domain/idcard.ts';
import { MSG } from '../domain/messages.ts';
import { isMobile } from '../domain/phone.ts';
import { idcardField, telField } from './auth.ts';
import { sessionInfo } from './user.ts';

/** Messages of the third-party logins (our own design; the spec shows none). */
export const THIRD_MSG = {
  appidMismatch: '公众号不匹配',
  appidMissing: '项目未配置公众号',
  urlInvalid: '请提供正确的页面地址（http或https，且不含#）',
  wechatBoundToOther: '该微信已绑定其他账号',
  dingTalkBoundToOther: '该钉钉账号已绑定其他账号',
  requestExpired: '请求已过期，请重新发起',
  replayed: '请求已使用，请重新发起',
  accessTokenInvalid: '访问令牌无效或已过期',
  projectMismatch: '项目不匹配',
  telOrIdcardRequired: '请提供手机号或身份证号',
} as const;

/** Seconds a partner access token (token/check) stays valid. */
export const PARTNER_TOKEN_TTL_S = 300;

const text = (label: string, max = 128) =>
  z
    .string({ error: `请提供${label}` })
    .trim()
    .min(1, `请提供${label}`)
    .max(max, `${label}过长`);

/** Booleans that may arrive as "true"/"false"/"1"/"0" from query-string-minded clients. */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1');

const base64Text = (label: string) =>
  z
    .string({ error: `请提供${label}` })
    .trim()
    .min(1, `请提供${label}`)
    .max(8192, `${label}过长`);

const positiveId = (label: string) =>
  z.coerce
    .number({ error: `${label}须为数字` })
    .int(`${label}须为整数`)
    .positive(`${label}须为正整数`);

// --- WeChat official account -------------------------------------------------------------

/** POST /api/third/wechat/official/auth */
export const wechatAuthBody = z.object({
  appid: text('公众号appid', 64),
  code: text('授权码', 256),
  isFindUser: flag,
});

/** Answer of official/auth when no login happens (identity unbound or isFindUser false). */
export const wechatAuthResult = z.object({
  openid: z.string(),
  unionid: z.string().nullable(),
  bound: z.boolean(),
});
export type WechatAuthResult = z.infer<typeof wechatAuthResult>;
/** official/auth answers a session when the openid is bound (and isFindUser), else the openid. */
export const wechatAuthAnswer = z.union([sessionInfo, wechatAuthResult]);

/** POST /api/third/wechat/official/login */
export const wechatLoginBody = z.object({
  appid: text('公众号appid', 64),
  idCard: idcardField,
  openid: text('openid', 128),
  tel: telField,
  /** Ignored: the server keeps the unionid it received itself. */
  wxUnionid: z.string().max(128).optional(),
});

/** POST /api/third/wechat/official/bind/user/login */
export const wechatBindBody = z.object({
  appid: text('公众号appid', 64),
  openid: text('openid', 128),
  userId: positiveId('userId'),
});

/** POST /api/wechat/sign?url&wxgzId */
export const wechatSignQuery = z.object({
  url: z
    .string({ error: THIRD_MSG.urlInvalid })
    .trim()
    .max(2048, THIRD_MSG.urlInvalid)
    .refine((v) => /^https?:\/\/[^\s#]+$/i.test(v) && URL.canParse(v), THIRD_MSG.urlInvalid),
  wxgzId: z.string().trim().max(64).optional(),
});

/** JS-SDK wx.config values. */
export const wechatSignResult = z.object({
  appId: z.string(),
  timestamp: z.number().int(),
  noncestr: z.string(),
  signature: z.string(),
});
export type WechatSignResult = z.infer<typeof wechatSignResult>;

const redirectUri = z
  .string({ error: '请提供redirect_uri' })
  .trim()
  .max(2048, 'redirect_uri过长')
  .refine((v) => /^https?:\/\//i.test(v) && URL.canParse(v), 'redirect_uri须为http或https地址');

/** GET /api/third/wechat/dev/authorize (development provider only). */
export const wechatDevAuthorizeQuery = z.object({
  appid: text('公众号appid', 64),
  redirect_uri: redirectUri,
  state: z.string().max(128, 'state过长').optional(),
  /** Project key (a browser navigation carries no Project header). */
  project: z.string().trim().max(64).optional(),
  /** Simulated WeChat user; the same value gives the same openid. Random when absent. */
  dev_user: z.string().trim().max(64).optional(),
});

// --- DingTalk ------------------------------------------------------------------------------

/** POST /api/third/ding/talk/doctor/login */
export const dingTalkLoginBody = z.object({
  code: text('授权码', 256),
  corpId: text('corpId', 64),
});

/** GET /api/third/dingtalk/dev/authorize (development provider only). */
export const dingTalkDevAuthorizeQuery = z.object({
  corpId: text('corpId', 64),
  redirect_uri: redirectUri,
  state: z.string().max(128, 'state过长').optional(),
  project: z.string().trim().max(64).optional(),
  /** The simulated DingTalk user's mobile; the page asks for it when absent. */
  mobile: z
    .string()
    .trim()
    .refine((v) => v === '' || isMobile(v), MSG.telInvalid)
    .optional(),
});

// --- Decryption logins (spec 2 section 7) --------------------------------------------------

/** POST /api/base/decryption/{rsa|wuxing/3des|ouhai/3des|zhoushan/aes} */
export const decryptionBody = z.object({ data: base64Text('加密数据') });

/**
 * The partner's plaintext of a decryption login: `sign` is base64url HMAC-SHA256 with the
 * scheme's sign secret over `idcard|name|tel|ts`; ts is epoch milliseconds.
 */
export const decryptionPayload = z.object({
  idcard: idcardField,
  name: z.string({ error: '请提供姓名' }).trim().min(1, '请提供姓名').max(50, '姓名不能超过50个字'),
  tel: telField,
  ts: z.number({ error: '请提供时间戳' }).int('时间戳须为整数'),
  sign: z.string({ error: MSG.signatureInvalid }).max(128, MSG.signatureInvalid),
});
export type DecryptionPayload = z.infer<typeof decryptionPayload>;

/** GET /api/base/decryption/rsa/public-key */
export const rsaPublicKeyResult = z.object({
  algorithm: z.literal('RSA-OAEP-SHA256'),
  publicKey: z.string(),
});

// --- Partner apps --------------------------------------------------------------------------

/** POST /api/user/decrypt/login */
export const partnerDecryptLoginBody = z.object({
  appKey: text('appKey', 64),
  data: base64Text('加密数据'),
  patientId: positiveId('patientId').optional(),
  project: z.string().trim().max(64).optional(),
});

/** Plaintext of partner data (decrypt/login, token/decrypt/info); ts is epoch milliseconds. */
export const partnerIdentityPayload = z
  .object({
    tel: z.string().trim().refine(isMobile, MSG.telInvalid).optional(),
    idcard: z
      .string()
      .trim()
      .refine((v) => isValidIdCard(v), MSG.idcardInvalid)
      .optional(),
    ts: z.number().int().optional(),
  })
  .refine((v) => Boolean(v.tel) || Boolean(v.idcard), THIRD_MSG.telOrIdcardRequired);
export type PartnerIdentityPayload = z.infer<typeof partnerIdentityPayload>;

/** POST /api/user/token/check: sign = hex HMAC-SHA256(secret, appKey + timestamp). */
export const tokenCheckBody = z.object({
  appKey: text('appKey', 64),
  timestamp: z
    .union(
      [
        z.number().int(),
        z
          .string()
          .trim()
          .regex(/^\d{10,13}$/, '时间戳格式有误'),
      ],
      {
        error: '请提供时间戳',
      },
    )
    .transform((v) => String(v)),
  sign: text('签名', 128),
});

export const tokenCheckResult = z.object({
  valid: z.literal(true),
  accessToken: z.string(),
  expiresIn: z.number().int(),
});

/** POST /api/user/token/decrypt/info */
export const tokenDecryptInfoBody = z.object({
  accessToken: text('accessToken', 128),
  data: base64Text('加密数据'),
});

/** Masked user info answered to a partner. */
export const partnerUserInfo = z.object({
  userId: z.number().int(),
  name: z.string().nullable(),
  tel: z.string(),
  idcard: z.string(),
});
export type PartnerUserInfo = z.infer<typeof partnerUserInfo>;

/** POST /api/user/linghu/login/ecToken?ecToken&patientId */
export const linghuLoginQuery = z.object({
  ecToken: text('ecToken', 1024),
  patientId: positiveId('patientId').optional(),
});

/** POST /api/third/linghu/dev/ectoken (development provider only). */
export const linghuMintBody = z.object({ tel: telField });
export const linghuMintResult = z.object({ ecToken: z.string(), expiresAt: z.number().int() });
