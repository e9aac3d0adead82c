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
import { route } from '../../plugins/route.ts';
import { applyPreSign, cancelPreSign, listPreSigns, preSignDetail } from './pre-sign-service.ts';
import { addServiceComment, listServices, serviceComment } from './service-manage.ts';

const tags = ['patient'];

/** Services received and their comments; family-doctor pre-sign. */
export default async function orderRoutes(app: FastifyInstance) {
  route(
    app,
    careOrders.serviceList,
    {
      access: 'user',
      schemas: { query: serviceManageQuery, response: serviceItemPage },
      tags,
      summary: '我的服务',
      description:
        'Completed inquiry orders, reservations and accompany orders of the patient, with comments.',
    },
    (ctx, { query }) => listServices(ctx, query),
  );
  route(
    app,
    careOrders.serviceCommentAdd,
    {
      access: 'customer',
      schemas: { body: serviceCommentBody, response: serviceCommentView },
      tags,
      summary: '评价服务',
      description: 'The patient account, once per completed service (409 when already rated).',
    },
    (ctx, { body }) => addServiceComment(ctx, body),
  );
  route(
    app,
    careOrders.serviceComment,
    {
      access: 'user',
      schemas: { query: serviceCommentQuery, response: serviceCommentResult },
      tags,
      summary: '服务评价',
    },
    (ctx, { query }) => serviceComment(ctx, query.serviceType, query.serviceId),
  );

  route(
    app,
    careOrders.preSignApply,
    {
      access: 'customer',
      schemas: { body: preSignBody, response: preSignView },
      tags,
      summary: '家庭医生预签约',
      description:
        'The patient account; state 0 pending, 1 signed, 2 rejected, 3 cancelled; one open per patient (409).',
    },
    (ctx, { body }) => applyPreSign(ctx, body),
  );
  route(
    app,
    careOrders.preSignList,
    {
      access: 'user',
      schemas: { query: patientIdQuery, response: preSignList },
      tags,
      summary: '预签约记录',
    },
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
