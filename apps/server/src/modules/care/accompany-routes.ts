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
import { routes } from '../../plugins/route.ts';
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
  const add = routes(app, { access: 'user', tags });
  add(
    careOrders.accompanyCreate,
    { body: accompanyOrderBody, response: accompanyOrderView },
    {
      summary: '陪诊下单',
      description: 'The patient account (customer). Free for now (price 0); no payment step.',
    },
    (ctx, { body }) => createAccompanyOrder(ctx, body),
  );
  add(
    careOrders.accompanyList,
    { query: accompanyOrderQuery, response: accompanyOrderPage },
    { summary: '陪诊订单', description: 'Phone numbers masked for every viewer (spec 1 section 9).' },
    (ctx, { query }) => listAccompanyOrders(ctx, query),
  );
  add(
    careOrders.accompanyDetail,
    { params: idParam, response: accompanyOrderView },
    {
      summary: '陪诊订单详情',
      description:
        'The phone in full for the ordering account and the receiving servicer; masked for others.',
    },
    (ctx, { params }) => accompanyOrderDetail(ctx, params.id),
  );
  add(
    careOrders.accompanyReceive,
    { params: idParam, response: accompanyOrderView },
    {
      summary: '接单',
      description: 'A servicer of the patient scope takes a created order; of two at once exactly one wins.',
    },
    (ctx, { params }) => receiveAccompanyOrder(ctx, params.id),
  );
  add(
    careOrders.accompanyState,
    { params: idParam, body: accompanyStateBody, response: accompanyOrderView },
    {
      summary: '更新陪诊状态',
      description:
        'received -> serving -> completed by the receiving servicer; created|received -> cancelled by the ordering account or the receiving servicer (modules/care/accompany-states.ts).',
    },
    (ctx, { params, body }) => setAccompanyState(ctx, params.id, body.state),
  );
  add(
    careOrders.accompanyPhotos,
    { params: idParam, body: schedulePhotoBody, response: accompanyOrderView },
    {
      summary: '上传陪诊照片',
      description: 'The receiving servicer; files uploaded to this project; at most 9 per order.',
      access: 'servicer',
    },
    (ctx, { params, body }) => addSchedulePhotos(ctx, params.id, body.photos),
  );
}
