import type { Tx } from '../../db/database.ts';
import { badRequest } from '../../lib/errors.ts';
import { providerFor } from './provider.ts';
import { findSucceeded, type OrderKind, updatePayment } from './repo.ts';

/**
 * Refunds `amount` cents of an order's succeeded payment through its provider, inside the
 * caller's transaction (the payment row is locked). Amount 0 (free order) refunds nothing.
 */
export async function refundOrderPayment(
  tx: Tx,
  projectId: number,
  kind: OrderKind,
  orderId: number,
  amount: number,
): Promise<void> {
  if (amount === 0) return;
  const payment = await findSucceeded(tx, kind, orderId);
  if (!payment) throw badRequest('未找到支付记录，无法退款');
  if (payment.refundedAmount + amount > payment.amount) throw badRequest('退款金额不能超过支付金额');
  await providerFor(payment.payWay).refund({
    projectId,
    publicId: payment.publicId,
    tradeNo: payment.tradeNo,
    amount,
  });
  const refundedAmount = payment.refundedAmount + amount;
  await updatePayment(tx, payment.id, {
    refundedAmount,
    state: refundedAmount === payment.amount ? 'refunded' : 'succeeded',
  });
}
