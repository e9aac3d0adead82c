import { equityContract } from '@kanghu/shared/contracts';
import { equity } from '@kanghu/shared/endpoints';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { rawRoute, routeTable } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import { equityPage, equityResultPage } from './dev-page.ts';
import { readTicket } from './provider.ts';
import * as service from './service.ts';

const tags = ['equity'];
const _BASE = '/api/patient/yk/yuan/meng';

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

  const serve = routeTable(app, { access: 'user', tags });
  serve(equity, equityContract, {
    pageUrl: {
      summary: '元梦权益页面地址',
      description:
        'Customers bound to the patient. Development provider: a local page labelled as a simulation.',
      handle: (ctx, { params }) => service.equityPageUrl(ctx, params.patientId),
    },
    card: { summary: '元梦权益卡', handle: (ctx, { params }) => service.equityCard(ctx, params.patientId) },
    refund: {
      summary: '元梦权益卡退款',
      handle: (ctx, { params }) => service.refundEquity(ctx, params.patientId),
    },
  });

  // The development provider's partner page (public like a partner's page; the ticket is signed):
  // HTML pages outside the API contract, hidden from the OpenAPI document.
  if (services.config.env === 'production') return;
  await app.register(async (dev) => {
    // The partner page posts a plain HTML form; its body carries nothing the call reads.
    dev.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, _b, done) =>
      done(null, {}),
    );
    rawRoute(
      dev,
      equity.devPage,
      {
        access: 'open',
        schemas: equityContract.devPage,
        tags,
        summary: '元梦权益页（开发环境模拟）',
        hide: true,
      },
      async (ctx, { query }, reply) => {
        const t = await readTicket(services, query.ticket);
        if (!t) return html(reply, 400, equityResultPage(false, null));
        return html(reply, 200, equityPage(query.ticket, await service.equityStateOf(ctx, t)));
      },
    );
    rawRoute(
      dev,
      equity.devOpen,
      {
        access: 'open',
        schemas: equityContract.devOpen,
        tags,
        summary: '开通元梦权益（开发环境模拟）',
        hide: true,
      },
      async (ctx, { query }, reply) => {
        const t = await readTicket(services, query.ticket);
        if (!t) return html(reply, 400, equityResultPage(false, null));
        await service.openEquityFromPartner(ctx, t);
        return html(reply, 200, equityResultPage(true, t.patientId));
      },
    );
  });
}
