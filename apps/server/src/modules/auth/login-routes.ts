import { normalizeMobile } from '@kanghu/shared';
import { authContract } from '@kanghu/shared/contracts';
import { auth } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable, type TableEntry } from '../../plugins/route.ts';
import * as loginService from './login-service.ts';

const tags = ['auth'];
const guardNote =
  'Wrong password and unknown account both answer 400 账号或密码错误; after repeated failures of the account or IP, 429 登录失败次数过多.';

/** SMS codes, the login variants and registration; all open, the logins answer the session user info. */
export default async function loginRoutes(app: FastifyInstance) {
  const sms: TableEntry<typeof auth.smsCode, 'open'> = {
    summary: '发送短信验证码',
    description:
      '6-digit code, valid 5 minutes, single use, for one scene (login, register, resetPwd, changeTel, verify). ' +
      'At most 1 a minute and 10 in 24 hours per phone, and a daily limit per IP: 429 when exceeded.',
    handle: (ctx, { query }) =>
      ctx.services.sms.send(ctx.projectId, normalizeMobile(query.tel), query.scene, ctx.ip),
  };
  routeTable(app, { access: 'open', tags: ['sms'] })(auth, authContract, {
    smsCode: sms,
    smsCodeMessage: sms,
  });

  const serve = routeTable(app, { access: 'open', tags });
  serve(auth, authContract, {
    appLogin: {
      summary: 'App 登录（账号或手机号 + 密码或验证码）',
      description: `Any account by username or mobile. With verifyCode: SMS scene login. ${guardNote}`,
      handle: (ctx, { body }) => loginService.appLogin(ctx, body),
    },
    customerPwdLogin: {
      summary: '居民账号密码登录',
      description: `Customers only, by username or mobile. ${guardNote}`,
      handle: (ctx, { body }) => loginService.customerPasswordLogin(ctx, body),
    },
    patientLogin: {
      summary: '患者登录（身份证号、姓名、手机号）',
      description:
        'Signs in the customer with this mobile whose own name and ID number, or those of the patient bound to ' +
        'them as self, match; otherwise 400 患者信息不匹配. Failures count toward the login lock.',
      handle: (ctx, { body }) => loginService.patientLogin(ctx, body),
    },
  });

  const doctor = (
    variant: loginService.DoctorLoginKind,
    summary: string,
  ): TableEntry<typeof auth.doctorLogin, 'open'> => ({
    summary,
    description: `A servicer of the org orgCode${variant.requireDoctorRow ? ' with a doctor record (doctor or assistant)' : ''}; the answer carries doctor.id. ${guardNote}`,
    handle: (ctx, { body }) => loginService.doctorLogin(ctx, body, variant),
  });
  const register: TableEntry<typeof auth.registerApp, 'open'> = {
    summary: '居民注册（手机号 + 验证码 + 密码）',
    description:
      'SMS scene register. Creates a customer (role patient) and signs in. 400 该手机号已注册 for a taken number.',
    handle: (ctx, { body }) => loginService.registerCustomer(ctx, body),
  };
  serve(auth, authContract, {
    doctorLogin: doctor({ kind: 'doctor', requireDoctorRow: false }, '医生登录'),
    aiDoctorLogin: doctor({ kind: 'aiDoctor', requireDoctorRow: true }, 'AI 平台医生登录'),
    szjyDoctorLogin: doctor({ kind: 'szjyDoctor', requireDoctorRow: true }, 'AI 平台医生登录（szjy）'),
    registerApp: register,
    registerCustomerPwd: register,
  });

  serve(auth, authContract, {
    resetPassword: {
      summary: '忘记密码（验证码重置）',
      description: 'SMS scene resetPwd. Sets the new password and revokes every session of the account.',
      handle: (ctx, { body }) => loginService.resetPasswordBySms(ctx, body),
    },
  });
}
