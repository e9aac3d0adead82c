import { careOrdersContract } from '@kanghu/shared/contracts';
import { careOrders } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import * as preSignService from './pre-sign-service.ts';
import { addServiceComment, listServices, serviceComment } from './service-manage.ts';

const tags = ['patient'];

/** Services received and their comments; family-doctor pre-sign. */
export default async function orderRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'user', tags });
  serve(careOrders, careOrdersContract, {
    serviceList: {
      summary: '我的服务',
      description:
        'Completed inquiry orders, reservations and accompany orders of the patient, with comments.',
      handle: (ctx, { query }) => listServices(ctx, query),
    },
    serviceCommentAdd: {
      summary: '评价服务',
      description: 'The patient account, once per completed service (409 when already rated).',
      access: 'customer',
      handle: (ctx, { body }) => addServiceComment(ctx, body),
    },
    serviceComment: {
      summary: '服务评价',
      handle: (ctx, { query }) => serviceComment(ctx, query.serviceType, query.serviceId),
    },
    preSignApply: {
      summary: '家庭医生预签约',
      description:
        'The patient account; state 0 pending, 1 signed, 2 rejected, 3 cancelled; one open per patient (409).',
      access: 'customer',
      handle: (ctx, { body }) => preSignService.applyPreSign(ctx, body),
    },
    preSignList: {
      summary: '预签约记录',
      handle: (ctx, { query }) => preSignService.listPreSigns(ctx, query.patientId),
    },
    preSignDetail: {
      summary: '预签约详情',
      handle: (ctx, { params }) => preSignService.preSignDetail(ctx, params.id),
    },
    preSignCancel: {
      summary: '取消预签约',
      handle: (ctx, { params }) => preSignService.cancelPreSign(ctx, params.id),
    },
  });
}
