import { randomUUID } from 'node:crypto';
import type { PayInfoQuery, PayInfoView } from '@kanghu/shared';
import { z } from 'zod';
import type { Ctx, OpenCtx } from '../../core/context.ts';
import type { OrderKind } from '../../core/order-kinds.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { newPublicId, projectOfPublicId, providerFor } from './provider.ts';
import { findByPublicId, insertPayment, type PaymentRow, updatePayment } from './repo.ts';
import { sandboxSecret, verify } from './sandbox-sign.ts';

const PAYMENT_DESCRIPTION: Record<OrderKind, string> = {
  inquiry: '在线问诊',
  reserve: '预约挂号',
  service_card: '服务卡',
};

/** What starting a payment needs of the context. */
type PayCtx = Pick<Ctx, 'session' | 'userId' | 'projectId' | 'services' | 'inTenant'>;
type AmountOf = (tx: Tx) => Promise<number>;
type StartArgs = [ctx: PayCtx, kind: OrderKind, orderId: number, query: PayInfoQuery, amountOf: AmountOf];

/**
 * Starts a payment of an order the customer may pay: a pending payments row and the provider's
 * pay URL. `amountOf` (the order module's) checks the order (visible, payable) inside the
 * transaction and answers the amount in cents.
 */
export async function startPayment(
  ...[ctx, kind, orderId, query, amountOf]: StartArgs
): Promise<PayInfoView> {
  if (ctx.session.userType !== 'customer') throw forbidden();
  if (ctx.services.config.paymentProvider === 'none') throw badRequest('支付渠道未配置');
  const provider = providerFor(query.payWay);
  const { projectId } = ctx;
  const payment = await ctx.inTenant(async (tx) =>
    insertPayment(tx, {
      projectId,
      publicId: newPublicId(projectId),
      orderKind: kind,
      orderId,
      userId: ctx.userId,
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

/**
 * Runs `fn` in the project a public payment id names: gateway pages and callbacks carry their
 * project in the payment id, not (necessarily) in the request's tenant.
 */
function inProjectOf<T>(ctx: OpenCtx, projectId: number, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return projectId === ctx.projectId ? ctx.inTenant(fn) : ctx.services.db.tenant(projectId, fn);
}

/** A payment looked up by its public id (public pages and callbacks); null when unknown. */
export async function paymentByPublicId(ctx: OpenCtx, publicId: string): Promise<PaymentRow | null> {
  const projectId = projectOfPublicId(publicId);
  if (projectId === null) return null;
  return inProjectOf(ctx, projectId, (tx) => findByPublicId(tx, publicId));
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
 * move to paid (the handler its order module registered, core/order-kinds.ts). A payment that
 * succeeds for an order no longer payable (cancelled, closed, or paid by another payment) is
 * refunded at once: exactly one of pay and cancel wins.
 */
export async function handleSandboxNotify(
  ctx: OpenCtx,
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
  const secret = await sandboxSecret(ctx.services, projectId);
  if (!/^[0-9a-f]{64}$/.test(signature) || !verify(secret, rawBody, signature))
    throw badRequest('签名校验失败');
  let after: (() => Promise<void>) | undefined;
  const outcome = await inProjectOf(ctx, projectId, async (tx): Promise<NotifyOutcome> => {
    const payment = await findByPublicId(tx, parsed.paymentId, true);
    if (!payment) throw notFound('支付记录不存在');
    if (payment.state !== 'pending') return 'duplicate';
    if (parsed.amount !== payment.amount) throw badRequest('支付金额不符');
    const notifiedAt = ctx.now();
    if (parsed.status === 'FAIL') {
      await updatePayment(tx, payment.id, { state: 'failed', tradeNo: parsed.tradeNo, notifiedAt });
      return 'failed';
    }
    await updatePayment(tx, payment.id, { state: 'succeeded', tradeNo: parsed.tradeNo, notifiedAt });
    const paid = await ctx.services.orderKinds.get(payment.orderKind).onPaid(tx, payment.orderId, projectId);
    if (paid.paid) {
      after = paid.after;
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
  if (after) await after();
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
