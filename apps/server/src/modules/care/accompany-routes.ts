import { careOrdersContract } from '@kanghu/shared/contracts';
import { careOrders } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import * as accompanyService from './accompany-service.ts';

const tags = ['patient'];

/** Accompany-agent orders. */
export default async function accompanyRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'user', tags });
  serve(careOrders, careOrdersContract, {
    accompanyCreate: {
      summary: '陪诊下单',
      description: 'The patient account (customer). Free for now (price 0); no payment step.',
      handle: (ctx, { body }) => accompanyService.createAccompanyOrder(ctx, body),
    },
    accompanyList: {
      summary: '陪诊订单',
      description: 'Phone numbers masked for every viewer (spec 1 section 9).',
      handle: (ctx, { query }) => accompanyService.listAccompanyOrders(ctx, query),
    },
    accompanyDetail: {
      summary: '陪诊订单详情',
      description:
        'The phone in full for the ordering account and the receiving servicer; masked for others.',
      handle: (ctx, { params }) => accompanyService.accompanyOrderDetail(ctx, params.id),
    },
    accompanyReceive: {
      summary: '接单',
      description: 'A servicer of the patient scope takes a created order; of two at once exactly one wins.',
      handle: (ctx, { params }) => accompanyService.receiveAccompanyOrder(ctx, params.id),
    },
    accompanyState: {
      summary: '更新陪诊状态',
      description:
        'received -> serving -> completed by the receiving servicer; created|received -> cancelled by the ordering account or the receiving servicer (modules/care/accompany-states.ts).',
      handle: (ctx, { params, body }) => accompanyService.setAccompanyState(ctx, params.id, body.state),
    },
    accompanyPhotos: {
      summary: '上传陪诊照片',
      description: 'The receiving servicer; files uploaded to this project; at most 9 per order.',
      access: 'servicer',
      handle: (ctx, { params, body }) => accompanyService.addSchedulePhotos(ctx, params.id, body.photos),
    },
  });
}
