import { envelope, normalizeMobile, smsCodeQuery, smsSendResult } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Services } from '../../../services.ts';
import type { SmsCodeService } from './code-service.ts';

/** GET /api/base/sms/code/tel and /api/message/verify/code/tel: send a verification code. */
export default async function smsRoutes(
  app: FastifyInstance,
  opts: { services: Services; sms: SmsCodeService },
) {
  const { sms } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const url of ['/api/base/sms/code/tel', '/api/message/verify/code/tel']) {
    r.get(
      url,
      {
        config: { access: 'open' },
        schema: {
          querystring: smsCodeQuery,
          response: { 200: envelope(smsSendResult) },
          tags: ['sms'],
          summary: '发送短信验证码',
          description:
            '6-digit code, valid 5 minutes, single use, for one scene (login, register, resetPwd, changeTel, verify). ' +
            'At most 1 a minute and 10 in 24 hours per phone, and a daily limit per IP: 429 when exceeded.',
        },
      },
      async (request) => {
        const { tel, scene } = request.query;
        const data = await sms.send(request.tenant.project.id, normalizeMobile(tel), scene, request.ip);
        return { success: true, data };
      },
    );
  }
}
