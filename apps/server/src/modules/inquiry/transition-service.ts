import type { InquiryOrderView, InquiryState, RefundBody } from '@kanghu/shared';
import type { SQL } from 'drizzle-orm';
import type { Ctx, OpenCtx } from '../../core/context.ts';
import type { Tx } from '../../db/database.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { refundOrderPayment } from '../payments/refunds.ts';
import { releaseCardRight } from '../service-cards/card-use.ts';
import { creditIncome } from '../wallet/ledger.ts';
import { notice, pushState } from './notify.ts';
import {
  acceptableBy,
  applyTransition,
  type DoctorSelf,
  findOrder,
  type OrderInsert,
  type OrderRow,
  type OrderWithNames,
  takenByOther,
  unassignedOrOf,
  visibleTo,
} from './repo.ts';
import { type Actor, decide, type InquiryEvent, REFUSAL } from './state-machine.ts';
import { actorOf, doctorSelf, orderViewer } from './viewers.ts';
import { orderView } from './views.ts';

interface Fire {
  event: InquiryEvent;
  actor: Actor;
  /** Extra fields written with the state. */
  patch?: (order: OrderRow) => Partial<OrderInsert>;
  /** Extra compare-and-set condition (built after `where` ran). */
  extra?: () => SQL;
  /** Checks before the transition (inside the transaction). */
  check?: (order: OrderRow) => void;
  /** Side effects inside the same transaction, after the state changed. */
  after?: (tx: Tx, order: OrderRow) => Promise<void>;
}

/**
 * Fires one event on an order found with `where`, in one transaction: decide by the table,
 * compare-and-set the state, run side effects; then push INQUIRY_STATE. A lost race answers
 * the refusal of the event (400) and changes nothing.
 */
async function fire(
  ctx: OpenCtx,
  id: number,
  where: (tx: Tx) => Promise<SQL | undefined>,
  f: Fire,
): Promise<InquiryOrderView> {
  const result = await ctx.inTenant(async (tx) => {
    const found = await findOrder(tx, id, await where(tx));
    if (!found) throw notFound();
    const { order } = found;
    const d = decide(
      order.state as InquiryState,
      f.event,
      f.actor,
      (order.refundFrom as InquiryState | null) ?? null,
    );
    if (!d.ok) throw new AppError(d.status, d.msg);
    f.check?.(order);
    const patch = { ...(f.patch?.(order) ?? {}), state: d.to };
    const changed = await applyTransition(tx, id, d.from, patch, f.extra?.());
    if (!changed) throw badRequest(REFUSAL[f.event]);
    await f.after?.(tx, changed);
    const full = await findOrder(tx, id);
    if (!full) throw new Error('order vanished');
    return full;
  });
  await pushState(ctx, result);
  return orderView(result);
}

/** An event fired by the patient account or the order's doctor (whoever may see the order). */
export function transition(
  ctx: Ctx,
  id: number,
  event: InquiryEvent,
  options: Omit<Fire, 'event' | 'actor'> = {},
): Promise<InquiryOrderView> {
  return fire(ctx, id, async (tx) => visibleTo(await orderViewer(ctx, tx)), {
    event,
    actor: actorOf(ctx),
    ...options,
  });
}

export const cancelOrder = (ctx: Ctx, id: number) =>
  transition(ctx, id, 'cancel', {
    patch: () => ({ closeReason: '用户取消', finishedAt: ctx.now() }),
    after: (tx, order) => releaseCardRight(tx, order),
  });

export const startOrder = (ctx: Ctx, id: number) => transition(ctx, id, 'start');

export async function completeOrder(ctx: Ctx, id: number) {
  const view = await transition(ctx, id, 'complete', {
    patch: () => ({ finishedAt: ctx.now() }),
    after: async (tx, order) => {
      if (order.doctorId !== null)
        await creditIncome(tx, ctx.projectId, order.doctorId, order.id, order.price);
    },
  });
  await notice(ctx, view, '本次问诊已结束');
  return view;
}

/** Patient "pay": only free orders are paid this way; priced ones go through the provider. */
export const payFreeOrder = (ctx: Ctx, id: number) =>
  transition(ctx, id, 'pay', {
    check: (order) => {
      if (order.price > 0) throw badRequest('请通过支付页面完成支付');
    },
    patch: () => ({ paidAt: ctx.now() }),
  });

export const requestRefund = (ctx: Ctx, body: RefundBody) =>
  transition(ctx, body.orderId, 'refund', {
    check: (order) => {
      if (body.refundMoney > order.price) throw badRequest('退款金额不能超过订单金额');
    },
    patch: (order) => ({
      refundFrom: order.state,
      refundMoney: body.refundMoney,
      refundReason: body.refundReason,
    }),
  });

export const cancelRefund = (ctx: Ctx, id: number) =>
  transition(ctx, id, 'refund_cancel', { patch: () => ({ refundFrom: null }) });

export const rejectRefund = (ctx: Ctx, id: number) =>
  transition(ctx, id, 'refund_reject', { patch: () => ({ refundFrom: null }) });

export const approveRefund = (ctx: Ctx, id: number) =>
  transition(ctx, id, 'refund_approve', {
    patch: () => ({ finishedAt: ctx.now() }),
    after: async (tx, order) => {
      await refundOrderPayment(tx, ctx.projectId, 'inquiry', order.id, order.refundMoney ?? 0);
      await releaseCardRight(tx, order);
    },
  });

/**
 * Doctor accepts: an order addressed to them, or a pool order of their org (grab). The
 * compare-and-set also requires the order to be unassigned or theirs, so of two doctors
 * grabbing one order exactly one wins.
 */
export async function acceptOrder(ctx: Ctx, id: number, onlyPool = false): Promise<InquiryOrderView> {
  let self: DoctorSelf | null = null;
  const view = await fire(
    ctx,
    id,
    async (tx) => {
      self = await doctorSelf(ctx, tx);
      return acceptableBy(self, onlyPool);
    },
    {
      event: 'accept',
      actor: 'doctor',
      patch: () => ({ doctorId: (self as DoctorSelf | null)?.doctorId ?? null, acceptedAt: ctx.now() }),
      extra: () => unassignedOrOf((self as DoctorSelf | null)?.doctorId ?? 0),
    },
  );
  await notice(ctx, view, '医生已接诊，可以开始问诊了');
  return view;
}

/** What a doctor who lost a grab race (or came too late) is told. */
export const GRAB_LOST = '手慢了，该订单已被其他医生接诊';

/**
 * PUT /api/doctor/inquiry/order/grab/:id: accept a pool order. An order of the doctor's org that
 * another doctor took first (before or during this call) answers 400 GRAB_LOST instead of the
 * bare refusal or 404, so the loser learns what happened; other orders stay 404.
 */
export async function grabOrder(ctx: Ctx, id: number) {
  try {
    return await acceptOrder(ctx, id, true);
  } catch (error) {
    if (!(error instanceof AppError) || (error.statusCode !== 400 && error.statusCode !== 404)) throw error;
    const taken = await ctx.inTenant(async (tx) => takenByOther(tx, id, await doctorSelf(ctx, tx)));
    if (taken) throw badRequest(GRAB_LOST);
    throw error;
  }
}

/** System: closes an unpaid order after the time-out (pg-boss job); false when it moved on. */
export async function closeUnpaid(ctx: OpenCtx, id: number): Promise<boolean> {
  try {
    await fire(ctx, id, async () => undefined, {
      event: 'timeout',
      actor: 'system',
      patch: () => ({ closeReason: '超时未支付', finishedAt: ctx.now() }),
    });
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/** System: marks an order paid after the provider's notify (same transaction as the payment). */
export async function markPaidInTx(tx: Tx, id: number, now: Date): Promise<OrderWithNames | null> {
  const found = await findOrder(tx, id);
  if (!found) return null;
  const d = decide(found.order.state as InquiryState, 'pay', 'system');
  if (!d.ok) return null;
  const changed = await applyTransition(tx, id, d.from, { state: d.to, paidAt: now });
  return changed ? findOrder(tx, id) : null;
}
