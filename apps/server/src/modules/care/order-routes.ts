import {
  accompanyOrderBody,
  accompanyOrderPage,
  accompanyOrderQuery,
  accompanyOrderView,
  accompanyStateBody,
  envelope,
  idParam,
  patientIdQuery,
  preSignBody,
  preSignView,
  schedulePhotoBody,
  serviceCommentBody,
  serviceCommentQuery,
  serviceCommentView,
  serviceItemPage,
  serviceManageQuery,
  sickbedBody,
  sickbedPage,
  sickbedQuery,
  sickbedStateBody,
  sickbedView,
} from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services.ts';
import {
  accompanyOrderDetail,
  addSchedulePhotos,
  createAccompanyOrder,
  listAccompanyOrders,
  receiveAccompanyOrder,
  setAccompanyState,
} from './accompany-service.ts';
import { applyPreSign, cancelPreSign, listPreSigns, preSignDetail } from './pre-sign-service.ts';
import { addServiceComment, listServices, serviceComment } from './service-manage.ts';
import {
  applySickbed,
  listSickbeds,
  setSickbedState,
  sickbedDetail,
  updateSickbed,
} from './sickbed-service.ts';

const tags = ['patient'];
const patientIdParam = z.object({ patientId: patientIdQuery.shape.patientId });

/** Accompany orders, home sickbed applications, services and comments, family-doctor pre-sign. */
export default async function orderRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const order = { 200: envelope(accompanyOrderView) };

  // ---- accompany-agent orders ----
  r.post(
    '/api/patient/accompany/order',
    {
      schema: {
        body: accompanyOrderBody,
        response: order,
        tags,
        summary: '陪诊下单',
        description: 'The patient account (customer). Free for now (price 0); no payment step.',
      },
    },
    async (request) => ({ success: true, data: await createAccompanyOrder(services, request, request.body) }),
  );
  r.get(
    '/api/patient/accompany/order',
    {
      schema: {
        querystring: accompanyOrderQuery,
        response: { 200: envelope(accompanyOrderPage) },
        tags,
        summary: '陪诊订单',
      },
    },
    async (request) => ({ success: true, data: await listAccompanyOrders(services, request, request.query) }),
  );
  r.get(
    '/api/patient/accompany/order/:id',
    { schema: { params: idParam, response: order, tags, summary: '陪诊订单详情' } },
    async (request) => ({
      success: true,
      data: await accompanyOrderDetail(services, request, request.params.id),
    }),
  );
  r.put(
    '/api/patient/accompany/order/receive/:id',
    {
      schema: {
        params: idParam,
        response: order,
        tags,
        summary: '接单',
        description:
          'A servicer of the patient scope takes a created order; of two at once exactly one wins.',
      },
    },
    async (request) => ({
      success: true,
      data: await receiveAccompanyOrder(services, request, request.params.id),
    }),
  );
  r.put(
    '/api/patient/accompany/order/state/:id',
    {
      schema: {
        params: idParam,
        body: accompanyStateBody,
        response: order,
        tags,
        summary: '更新陪诊状态',
        description:
          'received -> serving -> completed by the receiving servicer; created|received -> cancelled by the ordering account or the receiving servicer (modules/care/accompany-states.ts).',
      },
    },
    async (request) => ({
      success: true,
      data: await setAccompanyState(services, request, request.params.id, request.body.state),
    }),
  );
  r.post(
    '/api/patient/accompany/order/schedule/photo/:id',
    {
      schema: {
        params: idParam,
        body: schedulePhotoBody,
        response: order,
        tags,
        summary: '上传陪诊照片',
        description: 'The receiving servicer; files uploaded to this project; at most 9 per order.',
      },
    },
    async (request) => ({
      success: true,
      data: await addSchedulePhotos(services, request, request.params.id, request.body.photos),
    }),
  );

  // ---- home sickbed (patient side) ----
  const bed = { 200: envelope(sickbedView) };
  r.post(
    '/api/patient/sickbed',
    {
      schema: {
        body: sickbedBody,
        response: bed,
        tags,
        summary: '申请家庭病床',
        description: 'The patient account; state 0 pending. One pending application per patient (409).',
      },
    },
    async (request) => ({ success: true, data: await applySickbed(services, request, request.body) }),
  );
  r.get(
    '/api/patient/sickbed',
    {
      schema: {
        querystring: sickbedQuery,
        response: { 200: envelope(sickbedPage) },
        tags,
        summary: '家庭病床申请',
      },
    },
    async (request) => ({ success: true, data: await listSickbeds(services, request, request.query) }),
  );
  r.get(
    '/api/patient/sickbed/patient/:patientId',
    {
      schema: {
        params: patientIdParam,
        response: { 200: envelope(sickbedPage) },
        tags,
        summary: '患者的家庭病床申请',
      },
    },
    async (request) => ({
      success: true,
      data: await listSickbeds(services, request, {
        patientId: request.params.patientId,
        pageNo: 1,
        pageSize: 100,
      }),
    }),
  );
  r.get(
    '/api/patient/sickbed/:id',
    { schema: { params: idParam, response: bed, tags, summary: '家庭病床申请详情' } },
    async (request) => ({ success: true, data: await sickbedDetail(services, request, request.params.id) }),
  );
  r.put(
    '/api/patient/sickbed/:id',
    {
      schema: {
        params: idParam,
        body: sickbedBody,
        response: bed,
        tags,
        summary: '修改家庭病床申请',
        description: 'The applicant, while pending.',
      },
    },
    async (request) => ({
      success: true,
      data: await updateSickbed(services, request, request.params.id, request.body),
    }),
  );
  r.delete(
    '/api/patient/sickbed/:id',
    {
      schema: {
        params: idParam,
        response: bed,
        tags,
        summary: '撤回家庭病床申请',
        description: 'Withdraw (state 3); the row is kept.',
      },
    },
    async (request) => ({
      success: true,
      data: await setSickbedState(services, request, request.params.id, 3),
    }),
  );
  r.put(
    '/api/patient/sickbed/state/:id',
    {
      schema: {
        params: idParam,
        body: sickbedStateBody,
        response: bed,
        tags,
        summary: '家庭病床申请状态',
        description:
          '3 withdraw (the applicant); 1 approve / 2 reject (servicers of the patient scope). Only from 0.',
      },
    },
    async (request) => ({
      success: true,
      data: await setSickbedState(
        services,
        request,
        request.params.id,
        request.body.state,
        request.body.remark,
      ),
    }),
  );

  // ---- services received and comments ----
  r.get(
    '/api/patient/service/manage',
    {
      schema: {
        querystring: serviceManageQuery,
        response: { 200: envelope(serviceItemPage) },
        tags,
        summary: '我的服务',
        description:
          'Completed inquiry orders, reservations and accompany orders of the patient, with comments.',
      },
    },
    async (request) => ({ success: true, data: await listServices(services, request, request.query) }),
  );
  r.post(
    '/api/patient/service/comment',
    {
      schema: {
        body: serviceCommentBody,
        response: { 200: envelope(serviceCommentView) },
        tags,
        summary: '评价服务',
        description: 'The patient account, once per completed service (409 when already rated).',
      },
    },
    async (request) => ({ success: true, data: await addServiceComment(services, request, request.body) }),
  );
  r.get(
    '/api/patient/service/comment',
    {
      schema: {
        querystring: serviceCommentQuery,
        response: { 200: envelope(serviceCommentView.nullable()) },
        tags,
        summary: '服务评价',
      },
    },
    async (request) => ({
      success: true,
      data: await serviceComment(services, request, request.query.serviceType, request.query.serviceId),
    }),
  );

  // ---- family-doctor pre-sign ----
  r.post(
    '/api/patient/pre/sign',
    {
      schema: {
        body: preSignBody,
        response: { 200: envelope(preSignView) },
        tags,
        summary: '家庭医生预签约',
        description:
          'The patient account; state 0 pending, 1 signed, 2 rejected, 3 cancelled; one open per patient (409).',
      },
    },
    async (request) => ({ success: true, data: await applyPreSign(services, request, request.body) }),
  );
  r.get(
    '/api/patient/pre/sign',
    {
      schema: {
        querystring: patientIdQuery,
        response: { 200: envelope(z.array(preSignView)) },
        tags,
        summary: '预签约记录',
      },
    },
    async (request) => ({
      success: true,
      data: await listPreSigns(services, request, request.query.patientId),
    }),
  );
  r.get(
    '/api/patient/pre/sign/:id',
    { schema: { params: idParam, response: { 200: envelope(preSignView) }, tags, summary: '预签约详情' } },
    async (request) => ({ success: true, data: await preSignDetail(services, request, request.params.id) }),
  );
  r.put(
    '/api/patient/pre/sign/cancel/:id',
    { schema: { params: idParam, response: { 200: envelope(preSignView) }, tags, summary: '取消预签约' } },
    async (request) => ({ success: true, data: await cancelPreSign(services, request, request.params.id) }),
  );
}
