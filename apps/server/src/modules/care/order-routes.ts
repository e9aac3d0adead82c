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
import { route, routes } from '../../plugins/route.ts';
import { applyPreSign, cancelPreSign, listPreSigns, preSignDetail } from './pre-sign-service.ts';
import { addServiceComment, listServices, serviceComment } from './service-manage.ts';

const tags = ['patient'];

/** Services received and their comments; family-doctor pre-sign. */
export default async function orderRoutes(app: FastifyInstance) {
  const add = routes(app, { access: 'user', tags });
  add(
    careOrders.serviceList,
    {
      summary: '我的服务',
      description:
        'Completed inquiry orders, reservations and accompany orders of the patient, with comments.',
      query: serviceManageQuery,
      response: serviceItemPage,
    },
    (ctx, { query }) => listServices(ctx, query),
  );
  add(
    careOrders.serviceCommentAdd,
    {
      summary: '评价服务',
      description: 'The patient account, once per completed service (409 when already rated).',
      access: 'customer',
      body: serviceCommentBody,
      response: serviceCommentView,
    },
    (ctx, { body }) => addServiceComment(ctx, body),
  );
  add(
    careOrders.serviceComment,
    { summary: '服务评价', query: serviceCommentQuery, response: serviceCommentResult },
    (ctx, { query }) => serviceComment(ctx, query.serviceType, query.serviceId),
  );

  add(
    careOrders.preSignApply,
    {
      summary: '家庭医生预签约',
      description:
        'The patient account; state 0 pending, 1 signed, 2 rejected, 3 cancelled; one open per patient (409).',
      access: 'customer',
      body: preSignBody,
      response: preSignView,
    },
    (ctx, { body }) => applyPreSign(ctx, body),
  );
  add(
    careOrders.preSignList,
    { summary: '预签约记录', query: patientIdQuery, response: preSignList },
    (ctx, { query }) => listPreSigns(ctx, query.patientId),
  );
  route(
    app,
    careOrders.preSignDetail,
    { access: 'user', schemas: { params: idParam, response: preSignView }, tags, summary: '预签约详情' },
    (ctx, { params }) => preSignDetail(ctx, params.id),
  );
  route(
    app,
    careOrders.preSignCancel,
    { access: 'user', schemas: { params: idParam, response: preSignView }, tags, summary: '取消预签约' },
    (ctx, { params }) => cancelPreSign(ctx, params.id),
  );
}
