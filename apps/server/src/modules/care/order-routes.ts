import {
  idParam,
  patientIdQuery,
  preSignBody,
  preSignList,
  preSignView,
  serviceCommentBody,
  serviceCommentQuery,
  serviceCommentResult,
  serviceCommentView,
  serviceItemPage,
  serviceManageQuery,
} from '@kanghu/shared';
import { careOrders } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../plugins/route.ts';
import { applyPreSign, cancelPreSign, listPreSigns, preSignDetail } from './pre-sign-service.ts';
import { addServiceComment, listServices, serviceComment } from './service-manage.ts';

const tags = ['patient'];

/** Services received and their comments; family-doctor pre-sign. */
export default async function orderRoutes(app: FastifyInstance) {
  const add = routes(app, { access: 'user', tags });
  add(
    careOrders.serviceList,
    { query: serviceManageQuery, response: serviceItemPage },
    {
      summary: '我的服务',
      description:
        'Completed inquiry orders, reservations and accompany orders of the patient, with comments.',
    },
    (ctx, { query }) => listServices(ctx, query),
  );
  add(
    careOrders.serviceCommentAdd,
    { body: serviceCommentBody, response: serviceCommentView },
    {
      summary: '评价服务',
      description: 'The patient account, once per completed service (409 when already rated).',
      access: 'customer',
    },
    (ctx, { body }) => addServiceComment(ctx, body),
  );
  add(
    careOrders.serviceComment,
    { query: serviceCommentQuery, response: serviceCommentResult },
    '服务评价',
    (ctx, { query }) => serviceComment(ctx, query.serviceType, query.serviceId),
  );

  add(
    careOrders.preSignApply,
    { body: preSignBody, response: preSignView },
    {
      summary: '家庭医生预签约',
      description:
        'The patient account; state 0 pending, 1 signed, 2 rejected, 3 cancelled; one open per patient (409).',
      access: 'customer',
    },
    (ctx, { body }) => applyPreSign(ctx, body),
  );
  add(
    careOrders.preSignList,
    { query: patientIdQuery, response: preSignList },
    '预签约记录',
    (ctx, { query }) => listPreSigns(ctx, query.patientId),
  );
  add(careOrders.preSignDetail, { params: idParam, response: preSignView }, '预签约详情', (ctx, { params }) =>
    preSignDetail(ctx, params.id),
  );
  add(careOrders.preSignCancel, { params: idParam, response: preSignView }, '取消预签约', (ctx, { params }) =>
    cancelPreSign(ctx, params.id),
  );
}
