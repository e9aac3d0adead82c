import {
  appLoginBody,
  customerPwdLoginBody,
  doctorLoginBody,
  envelope,
  patientLoginBody,
  registerAppBody,
  registerCustomerPwdBody,
  resetPwdBody,
  sessionInfo,
} from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services.ts';
import {
  appLogin,
  customerPasswordLogin,
  doctorLogin,
  patientLogin,
  registerCustomer,
  resetPasswordBySms,
} from './login-service.ts';
import type { SmsCodeService } from './sms/code-service.ts';

const open = { access: 'open' } as const;
const loginAnswer = { 200: envelope(sessionInfo) };
const guardNote =
  'Wrong password and unknown account both answer 400 账号或密码错误; after repeated failures of the account or IP, 429 登录失败次数过多.';

/** The login variants and registration; all open, all answer the session user info. */
export default async function loginRoutes(
  app: FastifyInstance,
  opts: { services: Services; sms: SmsCodeService },
) {
  const { services, sms } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/user/app/login',
    {
      config: open,
      schema: {
        body: appLoginBody,
        response: loginAnswer,
        tags: ['auth'],
        summary: 'App 登录（账号或手机号 + 密码或验证码）',
        description: `Any account by username or mobile. With verifyCode: SMS scene login. ${guardNote}`,
      },
    },
    async (request) => ({ success: true, data: await appLogin(services, sms, request, request.body) }),
  );

  r.post(
    '/api/user/login/customer/pwd',
    {
      config: open,
      schema: {
        body: customerPwdLoginBody,
        response: loginAnswer,
        tags: ['auth'],
        summary: '居民账号密码登录',
        description: `Customers only, by username or mobile. ${guardNote}`,
      },
    },
    async (request) => ({
      success: true,
      data: await customerPasswordLogin(services, request, request.body),
    }),
  );

  r.post(
    '/api/user/login/patient',
    {
      config: open,
      schema: {
        body: patientLoginBody,
        response: loginAnswer,
        tags: ['auth'],
        summary: '患者登录（身份证号、姓名、手机号）',
        description:
          'Signs in the customer with this mobile whose own name and ID number, or those of the patient bound to ' +
          'them as self, match; otherwise 400 患者信息不匹配. Failures count toward the login lock.',
      },
    },
    async (request) => ({ success: true, data: await patientLogin(services, request, request.body) }),
  );

  const doctorLogins = [
    { url: '/api/user/login/doctor', kind: 'doctor', doctorRow: false, summary: '医生登录' },
    { url: '/api/user/ai/doctor/login', kind: 'aiDoctor', doctorRow: true, summary: 'AI 平台医生登录' },
    {
      url: '/api/user/ai/doctor/szjy/login',
      kind: 'szjyDoctor',
      doctorRow: true,
      summary: 'AI 平台医生登录（szjy）',
    },
  ];
  for (const d of doctorLogins) {
    r.post(
      d.url,
      {
        config: open,
        schema: {
          body: doctorLoginBody,
          response: loginAnswer,
          tags: ['auth'],
          summary: d.summary,
          description: `A servicer of the org orgCode${d.doctorRow ? ' with a doctor record (doctor or assistant)' : ''}; the answer carries doctor.id. ${guardNote}`,
        },
      },
      async (request) => ({
        success: true,
        data: await doctorLogin(services, request, request.body, d.kind, d.doctorRow),
      }),
    );
  }

  for (const [url, body] of [
    ['/api/user/register/app', registerAppBody],
    ['/api/user/register/customer/pwd', registerCustomerPwdBody],
  ] as const) {
    r.post(
      url,
      {
        config: open,
        schema: {
          body,
          response: loginAnswer,
          tags: ['auth'],
          summary: '居民注册（手机号 + 验证码 + 密码）',
          description:
            'SMS scene register. Creates a customer (role patient) and signs in. 400 该手机号已注册 for a taken number.',
        },
      },
      async (request) => ({
        success: true,
        data: await registerCustomer(services, sms, request, request.body),
      }),
    );
  }

  r.post(
    '/api/user/app/login/reset/pwd',
    {
      config: open,
      schema: {
        body: resetPwdBody,
        response: { 200: envelope(z.null()) },
        tags: ['auth'],
        summary: '忘记密码（验证码重置）',
        description: 'SMS scene resetPwd. Sets the new password and revokes every session of the account.',
      },
    },
    async (request) => {
      await resetPasswordBySms(services, sms, request, request.body);
      return { success: true, data: null };
    },
  );
}
