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
    { query: serviceCardQuery, response: serviceCardList },
    {
      summary: '服务卡列表',
      description: 'Customers always get open packages (isOpen=1); admins and staff may filter.',
      access: 'user',
    },
    (ctx, { query }) => listServiceCards(ctx, query.isOpen),
  );
  add(
    serviceCard.create,
    { body: serviceCardBody, response: serviceCardView },
    { summary: '新建服务卡（管理员）', access: 'manager' },
    (ctx, { body }) => createServiceCard(ctx, body),
  );

  add(serviceCard.buy, { body: cardOrderBody, response: userCardView }, '购买服务卡', (ctx, { body }) =>
    buyCard(ctx, body),
  );
  add(serviceCard.mine, { query: cardOrderQuery, response: userCardList }, '我的服务卡', (ctx, { query }) =>
    listMyCards(ctx, query),
  );
  add(
    serviceCard.payInfo,
    { params: idParam, query: payInfoQuery, response: payInfoView },
    '服务卡订单支付信息',
    (ctx, { params, query }) => cardPayInfo(ctx, params.id, query),
  );
  add(
    serviceCard.cancel,
    { params: idParam, response: userCardView },
    '取消未支付的服务卡订单',
    (ctx, { params }) => cancelCardOrder(ctx, params.id),
  );
  add(serviceCard.myCard, { params: idParam, response: userCardView }, '我的服务卡详情', (ctx, { params }) =>
    getMyCard(ctx, params.id),
  );

  add(
    serviceCard.get,
    { params: idParam, response: serviceCardView },
    { summary: '服务卡详情', access: 'user' },
    (ctx, { params }) => getServiceCard(ctx, params.id),
  );
  add(
    serviceCard.update,
    { params: idParam, body: serviceCardBody, response: serviceCardView },
    { summary: '修改服务卡（管理员）', access: 'manager' },
    (ctx, { params, body }) => updateServiceCard(ctx, params.id, body),
  );
}
