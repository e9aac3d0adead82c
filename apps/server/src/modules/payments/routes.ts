import { paymentContract } from '@kanghu/shared/contracts';
import { payment as paymentEndpoints } from '@kanghu/shared/endpoints';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { rawRoute } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import { notFoundPage, paymentPage, resultPage } from './sandbox-page.ts';
import { SIGNATURE_HEADER, sandboxSecret, sign } from './sandbox-sign.ts';
import { handleSandboxNotify, paymentByPublicId, sandboxCallback } from './service.ts';

const tags = ['payments'];

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);
}

/**
 * Payments: the sandbox gateway page and the providers' callbacks. Each order module starts its
 * payments (`startPayment`, pay-info calls of its own area) and registers its order kind
 * (core/order-kinds.ts) for the move to paid.
 */
export default async function paymentRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;

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
    rawRoute(
      sandbox,
      paymentEndpoints.sandboxPage,
      { access: 'open', schemas: paymentContract.sandboxPage, tags, summary: '沙箱支付页面', hide: true },
      async (ctx, { params }, reply) => {
        const payment = await paymentByPublicId(ctx, params.paymentId);
        return payment ? html(reply, 200, paymentPage(payment)) : html(reply, 404, notFoundPage());
      },
    );
    for (const [endpoint, success] of [
      [paymentEndpoints.sandboxConfirm, true],
      [paymentEndpoints.sandboxFail, false],
    ] as const) {
      rawRoute(
        sandbox,
        endpoint,
        {
          access: 'open',
          schemas: paymentContract.sandboxConfirm,
          tags,
          summary: '沙箱支付操作',
          hide: true,
        },
        async (ctx, { params }, reply) => {
          const payment = await paymentByPublicId(ctx, params.paymentId);
          if (!payment) return html(reply, 404, notFoundPage());
          // Like a real gateway: a signed server-to-server callback to the notify URL.
          const raw = sandboxCallback(payment, success);
          const secret = await sandboxSecret(services, payment.projectId);
          const res = await app.inject({
            method: 'POST',
            url: paymentEndpoints.notifySandbox.path,
            headers: {
              'content-type': 'application/json',
              [SIGNATURE_HEADER]: sign(secret, raw),
              project: ctx.project.key,
            },
            payload: raw,
          });
          const after = await paymentByPublicId(ctx, payment.publicId);
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
    rawRoute(
      notify,
      paymentEndpoints.notifySandbox,
      { access: 'open', schemas: paymentContract.notifySandbox, tags, summary: '沙箱支付回调', hide: true },
      async (ctx, _input, reply) => {
        const { body, headers } = reply.request;
        const raw = typeof body === 'string' ? body : '';
        const signature = headers[SIGNATURE_HEADER];
        const outcome = await handleSandboxNotify(ctx, raw, typeof signature === 'string' ? signature : '');
        return { success: true, data: { outcome } };
      },
    );
  });
}
