import { CARD_UNPAID_TIMEOUT_SECONDS, type PayInfoQuery, type PayInfoView } from '@kanghu/shared';
import type { Ctx } from '../../core/context.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { startPayment } from '../payments/service.ts';
import { expireUnpaid, findUserCard } from './repo.ts';

/**
 * pay-info of a card order: the provider's cashier page (sandbox: 沙箱支付). The one import of
 * payments (one way: payments reaches card orders through the order-kind registry).
 */
export function cardPayInfo(ctx: Ctx, id: number, query: PayInfoQuery): Promise<PayInfoView> {
  return startPayment(ctx, 'service_card', id, query, async (tx) => {
    await expireUnpaid(tx, { userId: ctx.userId }, CARD_UNPAID_TIMEOUT_SECONDS);
    const row = await findUserCard(tx, id, ctx.userId);
    if (!row) throw notFound('服务卡不存在');
    if (row.state !== 'unpaid') throw badRequest('订单当前状态不能支付');
    if (row.price <= 0) throw badRequest('该订单无需支付');
    return row.price;
  });
}
