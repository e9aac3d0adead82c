import type { PayInfoQuery, PayInfoView } from '@kanghu/shared';
import type { AppParts, Ctx } from '../../core/context.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { startPayment } from '../payments/service.ts';
import { pushState } from './notify.ts';
import { findOrder, visibleTo } from './repo.ts';
import { markPaidInTx } from './transition-service.ts';

/** pay-info of an inquiry order: the customer pays an unpaid, priced order they see. */
export function inquiryPayInfo(ctx: Ctx, orderId: number, query: PayInfoQuery): Promise<PayInfoView> {
  return startPayment(ctx, 'inquiry', orderId, query, async (tx) => {
    const found = await findOrder(tx, orderId, visibleTo({ kind: 'patient', userId: ctx.userId }));
    if (!found) throw notFound();
    if (found.order.state !== 'created') throw badRequest('订单当前状态不能支付');
    if (found.order.price <= 0) throw badRequest('该订单无需支付');
    return found.order.price;
  });
}

/** Payments move a paid inquiry order to paid (in the payment's transaction), then push its state. */
export function registerInquiryOrderKind(parts: AppParts): void {
  parts.services.orderKinds.register('inquiry', {
    async onPaid(tx, orderId, projectId) {
      const paid = await markPaidInTx(tx, orderId, new Date());
      if (!paid) return { paid: false };
      const push: Ctx['push'] = (userId, action, data) => parts.send(projectId, userId, { action, data });
      return { paid: true, after: () => pushState({ push }, paid) };
    },
  });
}
