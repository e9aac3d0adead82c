import type { PayInfoQuery } from '@kanghu/shared';
import type { Ctx, OpenCtx } from '../../core/context.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { refundOrderPayment } from '../payments/refunds.ts';
import { startPayment } from '../payments/service.ts';
import { findReservation, onlinePay, type ReservationWithNames, setState, visibleTo } from './repo.ts';
import { reservationView, viewerOf } from './service.ts';

/** Runs a state change on a visible reservation; a lost race or wrong state answers 400. */
function change(ctx: Ctx, id: number, run: (tx: Tx, row: ReservationWithNames) => Promise<void>) {
  return ctx.inTenant(async (tx) => {
    const found = await findReservation(tx, id, visibleTo(await viewerOf(ctx, tx)), true);
    if (!found) throw notFound();
    await run(tx, found);
    const full = await findReservation(tx, id);
    if (!full) throw new Error('reservation vanished');
    return reservationView(full);
  });
}

/** Free registrations are confirmed here; priced online ones go through the payment page. */
export const payReservation = (ctx: Ctx, id: number) =>
  change(ctx, id, async (tx, { r }) => {
    if (ctx.session.userType !== 'customer') throw forbidden();
    if (r.state !== 'created') throw badRequest('预约当前状态不能支付');
    if (r.isOfflinePay) throw badRequest('线下支付的预约请到院支付');
    if (r.price > 0) throw badRequest('请通过支付页面完成支付');
    if (!(await setState(tx, id, ['created'], 'paid'))) throw badRequest('预约当前状态不能支付');
  });

/** The patient cancels; an online payment is refunded in full. The slot is freed. */
export const cancelReservation = (ctx: Ctx, id: number) =>
  change(ctx, id, async (tx, { r }) => {
    if (ctx.session.userType !== 'customer') throw forbidden();
    const changed = await setState(tx, id, ['created', 'paid'], 'cancelled');
    if (!changed) throw badRequest('预约当前状态不能取消');
    if (r.state === 'paid' && !r.isOfflinePay)
      await refundOrderPayment(tx, ctx.projectId, 'reserve', id, r.price);
  });

/** The doctor completes a paid registration, or an offline-pay one at the visit. */
export const completeReservation = (ctx: Ctx, id: number) =>
  change(ctx, id, async (tx, { r }) => {
    if (ctx.session.userType !== 'servicer') throw forbidden();
    const from = r.isOfflinePay ? (['created', 'paid'] as const) : (['paid'] as const);
    if (!(await setState(tx, id, from, 'completed'))) throw badRequest('预约当前状态不能完成');
  });

/** pay-info of a registration the customer sees, if it is payable online. */
export function reservationPayInfo(ctx: Ctx, id: number, query: PayInfoQuery) {
  return startPayment(ctx, 'reserve', id, query, async (tx) => {
    const found = await findReservation(tx, id, visibleTo({ kind: 'patient', userId: ctx.userId }));
    if (!found) throw notFound();
    if (found.r.state !== 'created') throw badRequest('预约当前状态不能支付');
    if (found.r.isOfflinePay) throw badRequest('线下支付的预约请到院支付');
    if (found.r.price <= 0) throw badRequest('该预约无需支付');
    return found.r.price;
  });
}

/** Payments mark an online registration paid in the payment's transaction. */
export function registerReservationOrderKind(ctx: Pick<OpenCtx, 'services'>): void {
  ctx.services.orderKinds.register('reserve', {
    async onPaid(tx, orderId) {
      return { paid: (await setState(tx, orderId, ['created'], 'paid', onlinePay())) !== null };
    },
  });
}
