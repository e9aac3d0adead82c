import {
  cardOrderBody,
  cardOrderQuery,
  idParam,
  payInfoQuery,
  payInfoView,
  serviceCardBody,
  serviceCardList,
  serviceCardQuery,
  serviceCardView,
  userCardList,
  userCardView,
} from '@kanghu/shared';
import { serviceCard } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import { serviceCardOrders } from './paid.ts';
import { cardPayInfo } from './pay-service.ts';
import {
  buyCard,
  cancelCardOrder,
  createServiceCard,
  getMyCard,
  getServiceCard,
  listMyCards,
  listServiceCards,
  updateServiceCard,
} from './service.ts';

const tags = ['service-cards'];

/** Service-card packages, buying them (pay-info through the payment provider) and my cards. */
export default async function serviceCardRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;
  services.orderKinds.register('service_card', serviceCardOrders);

  route(
    app,
    serviceCard.list,
    {
      access: 'user',
      schemas: { query: serviceCardQuery, response: serviceCardList },
      tags,
      summary: '服务卡列表',
      description: 'Customers always get open packages (isOpen=1); admins and staff may filter.',
    },
    (ctx, { query }) => listServiceCards(ctx, query.isOpen),
  );
  route(
    app,
    serviceCard.create,
    {
      access: 'manager',
      schemas: { body: serviceCardBody, response: serviceCardView },
      tags,
      summary: '新建服务卡（管理员）',
    },
    (ctx, { body }) => createServiceCard(ctx, body),
  );

  route(
    app,
    serviceCard.buy,
    {
      access: 'customer',
      schemas: { body: cardOrderBody, response: userCardView },
      tags,
      summary: '购买服务卡',
    },
    (ctx, { body }) => buyCard(ctx, body),
  );
  route(
    app,
    serviceCard.mine,
    {
      access: 'customer',
      schemas: { query: cardOrderQuery, response: userCardList },
      tags,
      summary: '我的服务卡',
    },
    (ctx, { query }) => listMyCards(ctx, query),
  );
  route(
    app,
    serviceCard.payInfo,
    {
      access: 'customer',
      schemas: { params: idParam, query: payInfoQuery, response: payInfoView },
      tags,
      summary: '服务卡订单支付信息',
    },
    (ctx, { params, query }) => cardPayInfo(ctx, params.id, query),
  );
  route(
    app,
    serviceCard.cancel,
    {
      access: 'customer',
      schemas: { params: idParam, response: userCardView },
      tags,
      summary: '取消未支付的服务卡订单',
    },
    (ctx, { params }) => cancelCardOrder(ctx, params.id),
  );
  route(
    app,
    serviceCard.myCard,
    {
      access: 'customer',
      schemas: { params: idParam, response: userCardView },
      tags,
      summary: '我的服务卡详情',
    },
    (ctx, { params }) => getMyCard(ctx, params.id),
  );

  route(
    app,
    serviceCard.get,
    { access: 'user', schemas: { params: idParam, response: serviceCardView }, tags, summary: '服务卡详情' },
    (ctx, { params }) => getServiceCard(ctx, params.id),
  );
  route(
    app,
    serviceCard.update,
    {
      access: 'manager',
      schemas: { params: idParam, body: serviceCardBody, response: serviceCardView },
      tags,
      summary: '修改服务卡（管理员）',
    },
    (ctx, { params, body }) => updateServiceCard(ctx, params.id, body),
  );
}
