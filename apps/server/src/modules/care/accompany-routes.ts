import {
  accompanyOrderBody,
  accompanyOrderPage,
  accompanyOrderQuery,
  accompanyOrderView,
  accompanyStateBody,
  idParam,
  schedulePhotoBody,
} from '@kanghu/shared';
import { careOrders } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.ts';
import {
  accompanyOrderDetail,
  addSchedulePhotos,
  createAccompanyOrder,
  listAccompanyOrders,
  receiveAccompanyOrder,
  setAccompanyState,
} from './accompany-service.ts';

const tags = ['patient'];

/** Accompany-agent orders. */
export default async function accompanyRoutes(app: FastifyInstance) {
  route(
    app,
    careOrders.accompanyCreate,
    {
      access: 'user',
      schemas: { body: accompanyOrderBody, response: accompanyOrderView },
      tags,
      summary: '陪诊下单',
      description: 'The patient account (customer). Free for now (price 0); no payment step.',
    },
    (ctx, { body }) => createAccompanyOrder(ctx, body),
  );
  route(
    app,
    careOrders.accompanyList,
    {
      access: 'user',
      schemas: { query: accompanyOrderQuery, response: accompanyOrderPage },
      tags,
      summary: '陪诊订单',
      description: 'Phone numbers masked for every viewer (spec 1 section 9).',
    },
    (ctx, { query }) => listAccompanyOrders(ctx, query),
  );
  route(
    app,
    careOrders.accompanyDetail,
    {
      access: 'user',
      schemas: { params: idParam, response: accompanyOrderView },
      tags,
      summary: '陪诊订单详情',
      description:
        'The phone in full for the ordering account and the receiving servicer; masked for others.',
    },
    (ctx, { params }) => accompanyOrderDetail(ctx, params.id),
  );
  route(
    app,
    careOrders.accompanyReceive,
    {
      access: 'user',
      schemas: { params: idParam, response: accompanyOrderView },
      tags,
      summary: '接单',
      description: 'A servicer of the patient scope takes a created order; of two at once exactly one wins.',
    },
    (ctx, { params }) => receiveAccompanyOrder(ctx, params.id),
  );
  route(
    app,
    careOrders.accompanyState,
    {
      access: 'user',
      schemas: { params: idParam, body: accompanyStateBody, response: accompanyOrderView },
      tags,
      summary: '更新陪诊状态',
      description:
        'received -> serving -> completed by the receiving servicer; created|received -> cancelled by the ordering account or the receiving servicer (modules/care/accompany-states.ts).',
    },
    (ctx, { params, body }) => setAccompanyState(ctx, params.id, body.state),
  );
  route(
    app,
    careOrders.accompanyPhotos,
    {
      access: 'servicer',
      schemas: { params: idParam, body: schedulePhotoBody, response: accompanyOrderView },
      tags,
      summary: '上传陪诊照片',
      description: 'The receiving servicer; files uploaded to this project; at most 9 per order.',
    },
    (ctx, { params, body }) => addSchedulePhotos(ctx, params.id, body.photos),
  );
}
