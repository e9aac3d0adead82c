import { randomInt } from 'node:crypto';
import type { CreateInquiryOrderBody, InquiryOrderQuery, InquiryOrderView } from '@kanghu/shared';
import { visiblePatient } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { pageOf, pageRange } from '../../core/paging.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { useCardRight } from '../service-cards/card-use.ts';
import { scheduleInquiryTimeout } from './jobs.ts';
import { pushState } from './notify.ts';
import {
  countToday,
  findDoctor,
  findOrder,
  insertOrder,
  listOrders,
  lockFunctions,
  myOrdersWhere,
  type OrderInsert,
  orderScope,
  poolCondition,
} from './repo.ts';
import { doctorSelf, orderViewer } from './viewers.ts';
import { orderView } from './views.ts';

function orderNo(now: Date): string {
  const t = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `IQ${t}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/**
 * A customer orders an inquiry for a patient they see: priced by the doctor's inquiry function
 * (numPerDay holds under concurrency), or paid with a service-card right (then paid at once).
 * An unpaid order is closed by a job after INQUIRY_UNPAID_TIMEOUT_SECONDS.
 */
export async function createOrder(ctx: Ctx, body: CreateInquiryOrderBody): Promise<InquiryOrderView> {
  const useCard = body.isUseCard;
  if (useCard && body.userCardId === undefined) throw badRequest('请选择服务卡');
  if (body.startTime && body.endTime && Date.parse(body.endTime) <= Date.parse(body.startTime))
    throw badRequest('结束时间须晚于开始时间');
  const now = ctx.now();
  const created = await ctx.inTenant(async (tx) => {
    const patient = await visiblePatient(tx, await ctx.viewer(tx), body.patientId);
    if (body.doctorId !== undefined) {
      const doctor = await findDoctor(tx, body.doctorId);
      if (!doctor) throw notFound('医生不存在');
      const fn = await lockFunctions(tx, doctor.id, body.inquiryType);
      if (!fn?.isOpen) throw badRequest('医生未开通该问诊服务');
      const expected = fn.isFree ? 0 : fn.price;
      if (!useCard && body.price !== expected) throw badRequest('订单金额有误');
      if (fn.numPerDay > 0 && (await countToday(tx, doctor.id)) >= fn.numPerDay)
        throw badRequest('今日问诊名额已满');
    }
    // A card right pays the whole inquiry: consumed in this transaction, the order is free and paid.
    if (useCard && body.userCardId !== undefined)
      await useCardRight(tx, ctx.userId, body.userCardId, body.inquiryType);
    const values: OrderInsert = {
      projectId: ctx.projectId,
      orderNo: orderNo(now),
      userId: ctx.userId,
      patientId: patient.id,
      doctorId: body.doctorId ?? null,
      inquiryType: body.inquiryType,
      describe: body.describe,
      imageList: body.imageList,
      tel: body.tel ?? patient.tel,
      startTime: body.startTime ? new Date(body.startTime) : null,
      endTime: body.endTime ? new Date(body.endTime) : null,
      price: useCard ? 0 : body.price,
      isUseCard: useCard,
      userCardId: useCard ? (body.userCardId ?? null) : null,
      state: useCard ? 'paid' : 'created',
      paidAt: useCard ? now : null,
    };
    const row = await insertOrder(tx, values);
    const full = await findOrder(tx, row.id);
    if (!full) throw new Error('order vanished');
    return full;
  });
  if (useCard) await pushState(ctx, created);
  else await scheduleInquiryTimeout(ctx.jobs, ctx.projectId, created.order.id);
  return orderView(created);
}

/** One order the caller sees (doctors also the pool orders of their org, to grab them). */
export function getOrder(ctx: Ctx, id: number): Promise<InquiryOrderView> {
  return ctx.inTenant(async (tx) => {
    const row = await findOrder(tx, id, orderScope(await orderViewer(ctx, tx)));
    if (!row) throw notFound();
    return orderView(row);
  });
}

/** Customers: orders of their account and bound patients. Doctors: their own orders. */
export function listMyOrders(ctx: Ctx, query: InquiryOrderQuery) {
  return ctx.inTenant(async (tx) => {
    const where = myOrdersWhere(await orderViewer(ctx, tx), query);
    const { offset, limit } = pageRange(query);
    const { rows, total } = await listOrders(tx, where, offset, limit);
    return pageOf(rows.map(orderView), total, query);
  });
}

/** Pool orders (paid, no doctor yet) a doctor may grab. */
export function listPool(ctx: Ctx, query: InquiryOrderQuery) {
  return ctx.inTenant(async (tx) => {
    const self = await doctorSelf(ctx, tx);
    const { offset, limit } = pageRange(query);
    const { rows, total } = await listOrders(tx, poolCondition(self.orgId), offset, limit);
    return pageOf(rows.map(orderView), total, query);
  });
}
