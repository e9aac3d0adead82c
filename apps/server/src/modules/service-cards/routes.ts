import { serviceCardContract } from '@kanghu/shared/contracts';
import { serviceCard } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import { serviceCardOrders } from './paid.ts';
import { cardPayInfo } from './pay-service.ts';
import * as service from './service.ts';

const tags = ['service-cards'];

/** Service-card packages, buying them (pay-info through the payment provider) and my cards. */
export default async function serviceCardRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;
  services.orderKinds.register('service_card', serviceCardOrders);

  const serve = routeTable(app, { access: 'customer', tags });
  serve(serviceCard, serviceCardContract, {
    list: {
      summary: '服务卡列表',
      description: 'Customers always get open packages (isOpen=1); admins and staff may filter.',
      access: 'user',
      handle: (ctx, { query }) => service.listServiceCards(ctx, query.isOpen),
    },
    create: {
      summary: '新建服务卡（管理员）',
      access: 'manager',
      handle: (ctx, { body }) => service.createServiceCard(ctx, body),
    },
    buy: { summary: '购买服务卡', handle: (ctx, { body }) => service.buyCard(ctx, body) },
    mine: { summary: '我的服务卡', handle: (ctx, { query }) => service.listMyCards(ctx, query) },
    payInfo: {
      summary: '服务卡订单支付信息',
      handle: (ctx, { params, query }) => cardPayInfo(ctx, params.id, query),
    },
    cancel: {
      summary: '取消未支付的服务卡订单',
      handle: (ctx, { params }) => service.cancelCardOrder(ctx, params.id),
    },
    myCard: { summary: '我的服务卡详情', handle: (ctx, { params }) => service.getMyCard(ctx, params.id) },
    get: {
      summary: '服务卡详情',
      access: 'user',
      handle: (ctx, { params }) => service.getServiceCard(ctx, params.id),
    },
    update: {
      summary: '修改服务卡（管理员）',
      access: 'manager',
      handle: (ctx, { params, body }) => service.updateServiceCard(ctx, params.id, body),
    },
  });
}
