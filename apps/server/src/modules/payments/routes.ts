import { envelope, idParam, payInfoQuery, payInfoView } from '@kanghu/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import { consultDeps } from '../inquiry/deps.ts';
import { notFoundPage, paymentPage, resultPage } from './sandbox-page.ts';
import { SIGNATURE_HEADER, sandboxSecret, sign } from './sandbox-sign.ts';
import { handleSandboxNotify, inquiryPayInfo, paymentByPublicId, sandboxCallback } from './service.ts';

const tags = ['payments'];
const paymentParams = z.object({ paymentId: z.string().max(80, '支付编号有误') });

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);
}

/** Payments: pay-info per order kind, the sandbox gateway page, and provider callbacks. */
export default async function paymentRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;
  const deps = consultDeps(app, services);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/patient/inquiry/order/pay/info/:id',
    {
      schema: {
        params: idParam,
        querystring: payInfoQuery,
        response: { 200: envelope(payInfoView) },
        tags,
        summary: '问诊订单支付信息',
        description: 'Starts a payment; the sandbox answers the URL of its 沙箱支付 page.',
      },
    },
    async (request) => ({
      success: true,
      data: await inquiryPayInfo(deps, requireSession(request), request.params.id, request.query),
    }),
  );

  // The sandbox gateway: a public page, like a real gateway's cashier page. Not registered when
  // payments are off (production without PAYMENT_PROVIDER=sandbox): nothing can be marked paid.
  if (services.config.paymentProvider !== 'sandbox') return;
  await app.register(async (sandbox) => {
    // The page's buttons are plain HTML forms.
    sandbox.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, _body, done) => done(null, {}),
    );
    const s = sandbox.withTypeProvider<ZodTypeProvider>();
    s.get(
      '/api/payments/sandbox/:paymentId',
      {
        config: { access: 'open' },
        schema: { params: paymentParams, tags, summary: '沙箱支付页面', hide: true },
      },
      async (request, reply) => {
        const payment = await paymentByPublicId(deps, request.params.paymentId);
        return payment ? html(reply, 200, paymentPage(payment)) : html(reply, 404, notFoundPage());
      },
    );
    for (const [action, success] of [
      ['confirm', true],
      ['fail', false],
    ] as const) {
      s.post(
        `/api/payments/sandbox/:paymentId/${action}`,
        { config: { access: 'open' }, schema: { params: paymentParams, tags, hide: true } },
        async (request, reply) => {
          const payment = await paymentByPublicId(deps, request.params.paymentId);
          if (!payment) return html(reply, 404, notFoundPage());
          // Like a real gateway: a signed server-to-server callback to the notify URL.
          const raw = sandboxCallback(payment, success);
          const secret = await sandboxSecret(services, payment.projectId);
          const res = await app.inject({
            method: 'POST',
            url: '/api/payments/notify/sandbox',
            headers: {
              'content-type': 'application/json',
              [SIGNATURE_HEADER]: sign(secret, raw),
              project: request.tenant.project.key,
            },
            payload: raw,
          });
          const after = await paymentByPublicId(deps, payment.publicId);
          const ok = res.statusCode === 200 && after?.state === 'succeeded';
          return html(reply, 200, after?.state === 'pending' ? paymentPage(after) : resultPage(payment, ok));
        },
      );
    }
  });

  // Provider callbacks read the raw body (the signature covers its exact bytes).
  await app.register(async (notify) => {
    notify.removeContentTypeParser('application/json');
    notify.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    notify.post(
      '/api/payments/notify/sandbox',
      { config: { access: 'open' }, schema: { tags, summary: '沙箱支付回调', hide: true } },
      async (request) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const signature = request.headers[SIGNATURE_HEADER];
        const outcome = await handleSandboxNotify(deps, raw, typeof signature === 'string' ? signature : '');
        return { success: true, data: { outcome } };
      },
    );
  });
}
