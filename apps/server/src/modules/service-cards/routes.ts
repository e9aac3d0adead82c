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
import { routes } from '../../plugins/route.ts';
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

  const add = routes(app, { access: 'customer', tags });
  add(
    serviceCard.list,
    {
      summary: '服务卡列表',
      description: 'Customers always get open packages (isOpen=1); admins and staff may filter.',
      access: 'user',
      query: serviceCardQuery,
      response: serviceCardList,
    },
    (ctx, { query }) => listServiceCards(ctx, query.isOpen),
  );
  add(
    serviceCard.create,
    { summary: '新建服务卡（管理员）', access: 'manager', body: serviceCardBody, response: serviceCardView },
    (ctx, { body }) => createServiceCard(ctx, body),
  );

  add(
    serviceCard.buy,
    { summary: '购买服务卡', body: cardOrderBody, response: userCardView },
    (ctx, { body }) => buyCard(ctx, body),
  );
  add(
    serviceCard.mine,
    { summary: '我的服务卡', query: cardOrderQuery, response: userCardList },
    (ctx, { query }) => listMyCards(ctx, query),
  );
  add(
    serviceCard.payInfo,
    { summary: '服务卡订单支付信息', params: idParam, query: payInfoQuery, response: payInfoView },
    (ctx, { params, query }) => cardPayInfo(ctx, params.id, query),
  );
  add(
    serviceCard.cancel,
    { summary: '取消未支付的服务卡订单', params: idParam, response: userCardView },
    (ctx, { params }) => cancelCardOrder(ctx, params.id),
  );
  add(
    serviceCard.myCard,
    { summary: '我的服务卡详情', params: idParam, response: userCardView },
    (ctx, { params }) => getMyCard(ctx, params.id),
  );

  add(
    serviceCard.get,
    { summary: '服务卡详情', access: 'user', params: idParam, response: serviceCardView },
    (ctx, { params }) => getServiceCard(ctx, params.id),
  );
  add(
    serviceCard.update,
    {
      summary: '修改服务卡（管理员）',
      access: 'manager',
      params: idParam,
      body: serviceCardBody,
      response: serviceCardView,
    },
    (ctx, { params, body }) => updateServiceCard(ctx, params.id, body),
  );
}
