import {
  cardOrderBody,
  cardOrderQuery,
  envelope,
  idParam,
  payInfoQuery,
  payInfoView,
  serviceCardBody,
  serviceCardQuery,
  serviceCardView,
  userCardView,
} from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import { consultDeps } from '../inquiry/deps.ts';
import {
  buyCard,
  cancelCardOrder,
  cardPayInfo,
  createServiceCard,
  getMyCard,
  getServiceCard,
  listMyCards,
  listServiceCards,
  updateServiceCard,
} from './service.ts';

const tags = ['service-cards'];
const BASE = '/api/patient/service/card';

/** Service-card packages, buying them (pay-info through the payment provider) and my cards. */
export default async function serviceCardRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;
  const deps = consultDeps(app, services);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const card = { 200: envelope(serviceCardView) };
  const mine = { 200: envelope(userCardView) };

  r.get(
    BASE,
    {
      schema: {
        querystring: serviceCardQuery,
        response: { 200: envelope(z.array(serviceCardView)) },
        tags,
        summary: '服务卡列表',
        description: 'Customers always get open packages (isOpen=1); admins and staff may filter.',
      },
    },
    async (request) => ({
      success: true,
      data: await listServiceCards(services, requireSession(request), request.query.isOpen),
    }),
  );
  r.post(
    BASE,
    { schema: { body: serviceCardBody, response: card, tags, summary: '新建服务卡（管理员）' } },
    async (request) => ({
      success: true,
      data: await createServiceCard(services, requireSession(request), request.body),
    }),
  );

  r.post(
    `${BASE}/order`,
    { schema: { body: cardOrderBody, response: mine, tags, summary: '购买服务卡' } },
    async (request) => ({
      success: true,
      data: await buyCard(services, requireSession(request), request.body),
    }),
  );
  r.get(
    `${BASE}/order`,
    {
      schema: {
        querystring: cardOrderQuery,
        response: { 200: envelope(z.array(userCardView)) },
        tags,
        summary: '我的服务卡',
      },
    },
    async (request) => ({
      success: true,
      data: await listMyCards(services, requireSession(request), request.query),
    }),
  );
  r.get(
    `${BASE}/order/pay/info/:id`,
    {
      schema: {
        params: idParam,
        querystring: payInfoQuery,
        response: { 200: envelope(payInfoView) },
        tags,
        summary: '服务卡订单支付信息',
      },
    },
    async (request) => ({
      success: true,
      data: await cardPayInfo(deps, requireSession(request), request.params.id, request.query),
    }),
  );
  r.put(
    `${BASE}/order/cancel/:id`,
    { schema: { params: idParam, response: mine, tags, summary: '取消未支付的服务卡订单' } },
    async (request) => ({
      success: true,
      data: await cancelCardOrder(services, requireSession(request), request.params.id),
    }),
  );
  r.get(
    `${BASE}/order/:id`,
    { schema: { params: idParam, response: mine, tags, summary: '我的服务卡详情' } },
    async (request) => ({
      success: true,
      data: await getMyCard(services, requireSession(request), request.params.id),
    }),
  );

  r.get(
    `${BASE}/:id`,
    { schema: { params: idParam, response: card, tags, summary: '服务卡详情' } },
    async (request) => ({
      success: true,
      data: await getServiceCard(services, requireSession(request), request.params.id),
    }),
  );
  r.put(
    `${BASE}/:id`,
    {
      schema: {
        params: idParam,
        body: serviceCardBody,
        response: card,
        tags,
        summary: '修改服务卡（管理员）',
      },
    },
    async (request) => ({
      success: true,
      data: await updateServiceCard(services, requireSession(request), request.params.id, request.body),
    }),
  );
}
