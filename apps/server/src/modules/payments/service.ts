import { randomUUID } from 'node:crypto';
import type { PayInfoQuery, PayInfoView } from '@kanghu/shared';
import { z } from 'zod';
import type { SessionRecord } from '../../core/sessions.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { ConsultDeps } from '../inquiry/deps.ts';
import type { OrderWithNames } from '../inquiry/repo.ts';
import { findOrder, visibleTo } from '../inquiry/repo.ts';
import { markPaidInTx, pushState } from '../inquiry/service.ts';
import { markReservationPaidInTx } from '../reservations/service.ts';
import { activateInTx } from '../service-cards/service.ts';
import { newPublicId, projectOfPublicId, providerFor } from './provider.ts';
import { findByPublicId, insertPayment, type OrderKind, type PaymentRow, updatePayment } from './repo.ts';
import { sandboxSecret, verify } from './sandbox-sign.ts';

const PAYMENT_DESCRIPTION: Record<OrderKind, string> = {
  inquiry: '在线问诊',
  reserve: '预约挂号',
  service_card: '服务卡',
};

/**
 * Starts a payment of an order the customer may pay: a pending payments row and the provider's
 * pay URL. `amountOf` checks the order (visible, payable) inside the transaction.
 */
export async function startPayment(
  deps: ConsultDeps,
  session: SessionRecord,
  kind: OrderKind,
  orderId: number,
  query: PayInfoQuery,
  amountOf: (tx: Tx) => Promise<number>,
): Promise<PayInfoView> {
  if (session.userType !== 'customer') throw forbidden();
  if (deps.services.config.paymentProvider === 'none') throw badRequest('支付渠道未配置');
  const provider = providerFor(query.payWay);
  const { projectId } = session;
  const payment = await deps.services.db.tenant(projectId, async (tx) =>
    insertPayment(tx, {
      projectId,
      publicId: newPublicId(projectId),
      orderKind: kind,
      orderId,
      userId: session.userId,
      provider: provider.name,
      payWay: query.payWay,
      scene: query.scene,
      amount: await amountOf(tx),
    }),
  );
  const { payUrl } = await provider.createPayment({
    projectId,
    publicId: payment.publicId,
    amount: payment.amount,
    payWay: payment.payWay,
    scene: payment.scene,
    description: PAYMENT_DESCRIPTION[kind],
  });
  return { paymentId: payment.publicId, payUrl, amount: payment.amount, provider: provider.name };
}

/** pay-info of an inquiry order. */
export function inquiryPayInfo(
  deps: ConsultDeps,
  session: SessionRecord,
  orderId: number,
  query: PayInfoQuery,
) {
  return startPayment(deps, session, 'inquiry', orderId, query, async (tx) => {
    const found = await findOrder(tx, orderId, visibleTo({ kind: 'patient', userId: session.userId }));
    if (!found) throw notFound();
    if (found.order.state !== 'created') throw badRequest('订单当前状态不能支付');
    if (found.order.price <= 0) throw badRequest('该订单无需支付');
    return found.order.price;
  });
}

/** A payment looked up by its public id (public pages and callbacks); null when unknown. */
export async function paymentByPublicId(deps: ConsultDeps, publicId: string): Promise<PaymentRow | null> {
  const projectId = projectOfPublicId(publicId);
  if (projectId === null) return null;
  return deps.services.db.tenant(projectId, (tx) => findByPublicId(tx, publicId));
}

export const notifyBody = z.object({
  paymentId: z.string().min(1).max(80),
  tradeNo: z.string().min(1).max(64),
  amount: z.number().int().min(0),
  status: z.enum(['SUCCESS', 'FAIL']),
  timestamp: z.number().int(),
});
export type NotifyBody = z.infer<typeof notifyBody>;

export type NotifyOutcome = 'paid' | 'failed' | 'duplicate' | 'refunded';

/**
 * The provider's callback: verified (HMAC of the raw body), idempotent (a payment leaves
 * `pending` once; a repeat changes nothing and succeeds), and in one transaction with the order's
 * move to paid. A payment that succeeds for an order no longer payable (cancelled, closed, or paid
 * by another payment) is refunded at once: exactly one of pay and cancel wins.
 */
export async function handleSandboxNotify(
  deps: ConsultDeps,
  rawBody: string,
  signature: string,
): Promise<NotifyOutcome> {
  let parsed: NotifyBody;
  try {
    parsed = notifyBody.parse(JSON.parse(rawBody));
  } catch {
    throw badRequest('回调内容有误');
  }
  const projectId = projectOfPublicId(parsed.paymentId);
  if (projectId === null) throw badRequest('回调内容有误');
  const secret = await sandboxSecret(deps.services, projectId);
  if (!/^[0-9a-f]{64}$/.test(signature) || !verify(secret, rawBody, signature))
    throw badRequest('签名校验失败');
  const result: { paid: OrderWithNames | null } = { paid: null };
  const outcome = await deps.services.db.tenant(projectId, async (tx): Promise<NotifyOutcome> => {
    const payment = await findByPublicId(tx, parsed.paymentId, true);
    if (!payment) throw notFound('支付记录不存在');
    if (payment.state !== 'pending') return 'duplicate';
    if (parsed.amount !== payment.amount) throw badRequest('支付金额不符');
    const notifiedAt = new Date();
    if (parsed.status === 'FAIL') {
      await updatePayment(tx, payment.id, { state: 'failed', tradeNo: parsed.tradeNo, notifiedAt });
      return 'failed';
    }
    await updatePayment(tx, payment.id, { state: 'succeeded', tradeNo: parsed.tradeNo, notifiedAt });
    if (payment.orderKind === 'inquiry') {
      result.paid = await markPaidInTx(tx, payment.orderId);
      if (result.paid) return 'paid';
    } else if (payment.orderKind === 'service_card') {
      if (await activateInTx(tx, payment.orderId)) return 'paid';
    } else if (await markReservationPaidInTx(tx, payment.orderId)) {
      return 'paid';
    }
    await providerFor(payment.payWay).refund({
      projectId,
      publicId: payment.publicId,
      tradeNo: parsed.tradeNo,
      amount: payment.amount,
    });
    await updatePayment(tx, payment.id, { state: 'refunded', refundedAmount: payment.amount });
    return 'refunded';
  });
  if (result.paid) await pushState(deps, projectId, result.paid);
  return outcome;
}

/** The body the sandbox "gateway" posts back for a confirmed or failed payment. */
export function sandboxCallback(payment: PaymentRow, success: boolean): string {
  const body: NotifyBody = {
    paymentId: payment.publicId,
    tradeNo: `SB${randomUUID().replaceAll('-', '').slice(0, 24)}`,
    amount: payment.amount,
    status: success ? 'SUCCESS' : 'FAIL',
    timestamp: Date.now(),
  };
  return JSON.stringify(body);
}
