import type { InquiryOrderView } from '@kanghu/shared';
import { inquiryContract } from '@kanghu/shared/contracts';
import { inquiry } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppParts, Ctx } from '../../core/context.ts';
import { route, routeTable, type TableEntry } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import { registerInquiryJobs } from './jobs.ts';
import { inquiryPayInfo, registerInquiryOrderKind } from './pay-service.ts';
import * as service from './service.ts';
import * as transitionService from './transition-service.ts';

const tags = ['inquiry'];
/** A state move of the order by id (the caller must see it). */
const move = (
  summary: string,
  run: (ctx: Ctx, id: number) => Promise<InquiryOrderView>,
): TableEntry<typeof inquiry.cancel, 'user'> => ({
  summary,
  handle: (ctx, { params }) => run(ctx, params.id),
});

/**
 * Inquiry orders (spec 3 sections 3 and 4): patient side, doctor accept / grab / refund review.
 * Registers the module's unpaid time-out job and its order kind for payments.
 */
export default async function inquiryRoutes(app: FastifyInstance, opts: { services: Services }) {
  const parts: AppParts = {
    services: opts.services,
    log: app.log,
    jobs: app.jobs,
    send: (projectId, userId, message) => app.realtime.send(projectId, userId, message),
  };
  await registerInquiryJobs(parts);
  registerInquiryOrderKind(parts);

  const serve = routeTable(app, { access: 'user', tags });
  serve(inquiry, inquiryContract, {
    create: {
      summary: '创建问诊订单',
      access: 'customer',
      handle: (ctx, { body }) => service.createOrder(ctx, body),
    },
    list: {
      summary: '问诊订单列表',
      description: 'Customers: orders of their account and bound patients. Doctors: their own orders.',
      handle: (ctx, { query }) => service.listMyOrders(ctx, query),
    },
    get: { summary: '问诊订单详情', handle: (ctx, { params }) => service.getOrder(ctx, params.id) },
    payFree: move('支付免费订单（收费订单走支付页面）', transitionService.payFreeOrder),
    cancel: move('取消订单', transitionService.cancelOrder),
    complete: move('完成问诊', transitionService.completeOrder),
    start: move('开始问诊', transitionService.startOrder),
    refundCancel: move('取消退款', transitionService.cancelRefund),
    refundApprove: move('同意退款', transitionService.approveRefund),
    refundReject: move('拒绝退款', transitionService.rejectRefund),
    refund: { summary: '申请退款', handle: (ctx, { body }) => transitionService.requestRefund(ctx, body) },
    accept: {
      summary: '医生接诊',
      access: 'servicer',
      handle: (ctx, { params }) => transitionService.acceptOrder(ctx, params.orderId),
    },
    pool: { summary: '抢单池', access: 'servicer', handle: (ctx, { query }) => service.listPool(ctx, query) },
    grab: {
      summary: '抢单',
      access: 'servicer',
      handle: (ctx, { params }) => transitionService.grabOrder(ctx, params.orderId),
    },
  });
  route(
    app,
    inquiry.payInfo,
    {
      access: 'customer',
      schemas: inquiryContract.payInfo,
      tags: ['payments'],
      summary: '问诊订单支付信息',
      description: 'Starts a payment; the sandbox answers the URL of its 沙箱支付 page.',
    },
    (ctx, { params, query }) => inquiryPayInfo(ctx, params.id, query),
  );
}
