import { equityCardView, equityPageView, patientIdParams } from '@kanghu/shared';
import { equity } from '@kanghu/shared/endpoints';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { route } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import { equityPage, equityResultPage } from './dev-page.ts';
import { readTicket } from './provider.ts';
import { equityCard, equityPageUrl, equityStateOf, openEquityFromPartner, refundEquity } from './service.ts';

const tags = ['equity'];
const _BASE = '/api/patient/yk/yuan/meng';
const ticketQuery = z.object({ ticket: z.string().max(600, '链接已失效') });

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);
}

/** 元梦 partner equity card of a patient: the partner page, the card state, refund. */
export default async function equityRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;

  route(
    app,
    equity.pageUrl,
    {
      access: 'user',
      schemas: { params: patientIdParams, response: equityPageView },
      tags,
      summary: '元梦权益页面地址',
      description:
        'Customers bound to the patient. Development provider: a local page labelled as a simulation.',
    },
    (ctx, { params }) => equityPageUrl(ctx, params.patientId),
  );
  route(
    app,
    equity.card,
    {
      access: 'user',
      schemas: { params: patientIdParams, response: equityCardView },
      tags,
      summary: '元梦权益卡',
    },
    (ctx, { params }) => equityCard(ctx, params.patientId),
  );
  route(
    app,
    equity.refund,
    {
      access: 'user',
      schemas: { params: patientIdParams, response: equityCardView },
      tags,
      summary: '元梦权益卡退款',
    },
    (ctx, { params }) => refundEquity(ctx, params.patientId),
  );

  // The development provider's partner page (public like a partner's page; the ticket is signed):
  // HTML pages outside the API contract, hidden from the OpenAPI document.
  if (services.config.env === 'production') return;
  await app.register(async (dev) => {
    dev.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, _b, done) =>
      done(null, {}),
    );
    const d = dev.withTypeProvider<ZodTypeProvider>();
    d.get(
      '/api/equity/yuanmeng/dev/page',
      { config: { access: 'open' }, schema: { querystring: ticketQuery, tags, hide: true } },
      async (request, reply) => {
        const t = await readTicket(services, request.query.ticket);
        if (!t) return html(reply, 400, equityResultPage(false, null));
        const state = await equityStateOf(services, t);
        return html(reply, 200, equityPage(request.query.ticket, state));
      },
    );
    d.post(
      '/api/equity/yuanmeng/dev/open',
      { config: { access: 'open' }, schema: { querystring: ticketQuery, tags, hide: true } },
      async (request, reply) => {
        const t = await readTicket(services, request.query.ticket);
        if (!t) return html(reply, 400, equityResultPage(false, null));
        await openEquityFromPartner(services, t);
        return html(reply, 200, equityResultPage(true, t.patientId));
      },
    );
  });
}
