import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SMS_CODE_LENGTH } from '../domain/constants.ts';
import { isValidIdCard } from '../domain/idcard.ts';
import { MSG } from '../domain/messages.ts';
import { isMobile } from '../domain/phone.ts';

export const telField = z.string({ error: MSG.telInvalid }).trim().refine(isMobile, MSG.telInvalid);
export const idcardField = z
  .string({ error: MSG.idcardInvalid })
  .trim()
  .refine((v) => isValidIdCard(v), MSG.idcardInvalid);
export const passwordField = z
  .string({ error: MSG.passwordWeak })
  .min(PASSWORD_MIN_LENGTH, MSG.passwordWeak)
  .max(PASSWORD_MAX_LENGTH, MSG.passwordWeak)
  .refine((v) => /[A-Za-z]/.test(v) && /\d/.test(v), MSG.passwordWeak);
export const verifyCodeField = z
  .string({ error: '请输入验证码' })
  .trim()
  .regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), '请输入6位数字验证码');
/** Largest id a database row can have (PostgreSQL integer); larger numbers are refused with 400. */
export const ROW_ID_MAX = 2_147_483_647;
export const rowIdField = z.coerce
  .number({ error: 'id须为数字' })
  .int('id须为整数')
  .positive('id须为正整数')
  .max(ROW_ID_MAX, 'id超出范围');

const nameField = z.string({ error: '请输入姓名' }).trim().min(1, '请输入姓名').max(50, '姓名不能超过50个字');

/** POST /api/user/login/patient */
export const patientLoginBody = z.object({ idcard: idcardField, name: nameField, tel: telField });

/** POST /api/user/app/login: password or SMS code. */
export const appLoginBody = z
  .object({
    username: z.string({ error: '请输入账号' }).trim().min(1, '请输入账号').max(64, '账号过长'),
    password: z.string().max(PASSWORD_MAX_LENGTH, '密码过长').optional(),
    verifyCode: z.string().trim().optional(),
    appId: z.string().max(64).optional(),
  })
  .refine((b) => Boolean(b.password) || Boolean(b.verifyCode), {
    message: '请输入密码或验证码',
    path: ['password'],
  });

/** POST /api/user/login/customer/pwd (payload not shown: tel or username + password). */
export const customerPwdLoginBody = z.object({
  username: z.string({ error: '请输入账号' }).trim().min(1, '请输入账号').max(64, '账号过长'),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(PASSWORD_MAX_LENGTH, '密码过长'),
});

/** POST /api/user/register/app */
export const registerAppBody = z.object({
  tel: telField,
  password: passwordField,
  verifyCode: verifyCodeField,
  appName: z.string().max(64).optional(),
  inviteCode: z.string().max(64).optional(),
  name: z.string().trim().max(50).optional(),
});

/** POST /api/user/register/customer/pwd (payload not shown: same as register/app). */
export const registerCustomerPwdBody = registerAppBody;

/** POST /api/user/app/login/reset/pwd */
export const resetPwdBody = z.object({
  tel: telField,
  password: passwordField,
  verifyCode: verifyCodeField,
  appId: z.string().max(64).optional(),
});

/** POST /api/user/login/doctor and /api/user/ai/doctor/login (and szjy) */
export const doctorLoginBody = z.object({
  username: z.string({ error: '请输入账号' }).trim().min(1, '请输入账号').max(64, '账号过长'),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(PASSWORD_MAX_LENGTH, '密码过长'),
  orgCode: z.string({ error: '请输入机构编码' }).trim().min(1, '请输入机构编码').max(32, '机构编码过长'),
});

/** PUT /api/user/password */
export const changePasswordBody = z.object({
  id: rowIdField.optional(),
  oldPwd: z.string({ error: '请输入原密码' }).min(1, '请输入原密码'),
  password: passwordField,
});

/** GET /api/base/sms/code/tel and /api/message/verify/code/tel */
export const smsCodeQuery = z.object({
  tel: telField,
  /** What the code is for; codes of one purpose cannot be used for another. */
  scene: z.enum(['login', 'register', 'resetPwd', 'changeTel', 'verify']).default('login'),
});

export const userTypeSchema = z.enum(['customer', 'servicer']);
export type UserType = z.infer<typeof userTypeSchema>;
export const roleSchema = z.enum(['patient', 'doctor', 'assistant', 'staff', 'admin', 'learner']);
export type Role = z.infer<typeof roleSchema>;

export type SmsScene = z.infer<typeof smsCodeQuery>['scene'];

/** Answer of the SMS code calls: how long the code lives and when another may be asked for. */
export const smsSendResult = z.object({
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});
export type SmsSendResult = z.infer<typeof smsSendResult>;

/** POST /api/user/mcn/zdcs/register */
export const mcnRegisterBody = z.object({
  name: nameField,
  tel: telField,
  remark: z.string().trim().max(500, '备注不能超过500个字').optional(),
});
