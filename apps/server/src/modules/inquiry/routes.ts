import {
  createInquiryOrderBody,
  envelope,
  idParam,
  inquiryOrderQuery,
  inquiryOrderView,
  orderIdParams,
  page,
  refundBody,
} from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import { consultDeps } from './deps.ts';
import {
  acceptOrder,
  approveRefund,
  cancelOrder,
  cancelRefund,
  completeOrder,
  createOrder,
  getOrder,
  grabOrder,
  listMyOrders,
  listPool,
  payFreeOrder,
  rejectRefund,
  requestRefund,
  startOrder,
} from './service.ts';

const tags = ['inquiry'];
const one = { 200: envelope(inquiryOrderView) };

/** Inquiry orders (spec 3 sections 3 and 4): patient side, doctor accept / grab / refund review. */
export default async function inquiryRoutes(app: FastifyInstance, opts: { services: Services }) {
  const deps = consultDeps(app, opts.services);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/patient/inquiry/order',
    { schema: { body: createInquiryOrderBody, response: one, tags, summary: '创建问诊订单' } },
    async (request) => ({
      success: true,
      data: await createOrder(deps, requireSession(request), request.body),
    }),
  );
  r.get(
    '/api/patient/inquiry/order',
    {
      schema: {
        querystring: inquiryOrderQuery,
        response: { 200: envelope(page(inquiryOrderView)) },
        tags,
        summary: '问诊订单列表',
        description: 'Customers: orders of their account and bound patients. Doctors: their own orders.',
      },
    },
    async (request) => ({
      success: true,
      data: await listMyOrders(deps, requireSession(request), request.query),
    }),
  );
  r.get(
    '/api/patient/inquiry/order/:id',
    { schema: { params: idParam, response: one, tags, summary: '问诊订单详情' } },
    async (request) => ({
      success: true,
      data: await getOrder(deps, requireSession(request), request.params.id),
    }),
  );

  const put = (path: string, summary: string, run: typeof cancelOrder) =>
    r.put(path, { schema: { params: idParam, response: one, tags, summary } }, async (request) => ({
      success: true,
      data: await run(deps, requireSession(request), request.params.id),
    }));
  put('/api/patient/inquiry/order/pay/:id', '支付免费订单（收费订单走支付页面）', payFreeOrder);
  put('/api/patient/inquiry/order/cancel/:id', '取消订单', cancelOrder);
  put('/api/patient/inquiry/order/complete/:id', '完成问诊', completeOrder);
  put('/api/patient/inquiry/order/ing/:id', '开始问诊', startOrder);
  put('/api/patient/inquiry/order/refund/cancel/:id', '取消退款', cancelRefund);
  put('/api/doctor/inquiry/order/refund/approve/:id', '同意退款', approveRefund);
  put('/api/doctor/inquiry/order/refund/reject/:id', '拒绝退款', rejectRefund);

  r.post(
    '/api/patient/inquiry/order/refund',
    { schema: { body: refundBody, response: one, tags, summary: '申请退款' } },
    async (request) => ({
      success: true,
      data: await requestRefund(deps, requireSession(request), request.body),
    }),
  );

  r.put(
    '/api/doctor/inquiry/function/accept/inquiry/:orderId',
    { schema: { params: orderIdParams, response: one, tags, summary: '医生接诊' } },
    async (request) => ({
      success: true,
      data: await acceptOrder(deps, requireSession(request), request.params.orderId),
    }),
  );
  r.get(
    '/api/doctor/inquiry/order/grab',
    {
      schema: {
        querystring: inquiryOrderQuery,
        response: { 200: envelope(page(inquiryOrderView)) },
        tags,
        summary: '抢单池',
      },
    },
    async (request) => ({
      success: true,
      data: await listPool(deps, requireSession(request), request.query),
    }),
  );
  r.put(
    '/api/doctor/inquiry/order/grab/:orderId',
    { schema: { params: orderIdParams, response: one, tags, summary: '抢单' } },
    async (request) => ({
      success: true,
      data: await grabOrder(deps, requireSession(request), request.params.orderId),
    }),
  );
}
