import { randomInt } from 'node:crypto';
import type {
  CreateInquiryOrderBody,
  InquiryOrderQuery,
  InquiryOrderView,
  InquiryState,
  RefundBody,
} from '@kanghu/shared';
import { and, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { loadViewer, visiblePatient } from '../../core/access.ts';
import type { SessionRecord } from '../../core/sessions.ts';
import type { Tx } from '../../db/database.ts';
import { doctors, inquiryOrders, patients, users } from '../../db/schema/index.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { systemNotice } from '../chat/service.ts';
import { refundOrderPayment } from '../payments/refunds.ts';
import { releaseCardRight, useCardRight } from '../service-cards/card-use.ts';
import { creditIncome } from '../wallet/ledger.ts';
import type { ConsultDeps } from './deps.ts';
import {
  applyTransition,
  countToday,
  findDoctor,
  findOrder,
  insertOrder,
  listOrders,
  lockFunctions,
  type OrderInsert,
  type OrderRow,
  type OrderViewer,
  type OrderWithNames,
  poolCondition,
  visibleTo,
} from './repo.ts';
import { type Actor, decide, type InquiryEvent, REFUSAL } from './state-machine.ts';
import { orderView } from './views.ts';

interface DoctorSelf {
  doctorId: number;
  orgId: number | null;
}

/** The doctor row of a servicer session; 403 for customers and servicers without one. */
export async function doctorOf(tx: Tx, session: SessionRecord): Promise<DoctorSelf> {
  if (session.userType !== 'servicer') throw forbidden();
  const [row] = await tx
    .select({ doctorId: doctors.id, orgId: users.orgId })
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(eq(doctors.userId, session.userId))
    .limit(1);
  if (!row) throw forbidden();
  return row;
}

async function viewerOf(tx: Tx, session: SessionRecord): Promise<OrderViewer & { orgId?: number | null }> {
  if (session.userType === 'customer') return { kind: 'patient', userId: session.userId };
  const self = await doctorOf(tx, session);
  return { kind: 'doctor', doctorId: self.doctorId, orgId: self.orgId };
}

/** Doctors also see pool orders of their org (to grab them). */
function scopeOf(viewer: OrderViewer & { orgId?: number | null }): SQL {
  if (viewer.kind === 'patient') return visibleTo(viewer);
  return or(visibleTo(viewer), poolCondition(viewer.orgId ?? null)) ?? sql`false`;
}

function orderNo(): string {
  const t = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  return `IQ${t}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** INQUIRY_STATE to both parties, after the change is committed. */
export async function pushState(deps: ConsultDeps, projectId: number, row: OrderWithNames): Promise<void> {
  const view = orderView(row);
  const data = {
    id: view.id,
    orderNo: view.orderNo,
    state: view.state,
    stateText: view.stateText,
    doctorId: view.doctorId,
    patientId: view.patientId,
  };
  const targets = new Set([row.order.userId, ...(row.doctorUserId ? [row.doctorUserId] : [])]);
  await Promise.all(
    [...targets].map((userId) => deps.send(projectId, userId, { action: 'INQUIRY_STATE', data })),
  );
}

export async function createOrder(
  deps: ConsultDeps,
  session: SessionRecord,
  body: CreateInquiryOrderBody,
): Promise<InquiryOrderView> {
  if (session.userType !== 'customer') throw forbidden();
  const useCard = body.isUseCard;
  if (useCard && body.userCardId === undefined) throw badRequest('请选择服务卡');
  if (body.startTime && body.endTime && Date.parse(body.endTime) <= Date.parse(body.startTime))
    throw badRequest('结束时间须晚于开始时间');
  const { projectId } = session;
  const created = await deps.services.db.tenant(projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    const patient = await visiblePatient(tx, viewer, body.patientId);
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
      await useCardRight(tx, session.userId, body.userCardId, body.inquiryType);
    const values: OrderInsert = {
      projectId,
      orderNo: orderNo(),
      userId: session.userId,
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
      paidAt: useCard ? new Date() : null,
    };
    const row = await insertOrder(tx, values);
    const full = await findOrder(tx, row.id);
    if (!full) throw new Error('order vanished');
    return full;
  });
  if (useCard) await pushState(deps, projectId, created);
  else await deps.scheduleTimeout(projectId, created.order.id);
  return orderView(created);
}

export async function getOrder(
  deps: ConsultDeps,
  session: SessionRecord,
  id: number,
): Promise<InquiryOrderView> {
  return deps.services.db.tenant(session.projectId, async (tx) => {
    const viewer = await viewerOf(tx, session);
    const row = await findOrder(tx, id, scopeOf(viewer));
    if (!row) throw notFound();
    return orderView(row);
  });
}

export async function listMyOrders(deps: ConsultDeps, session: SessionRecord, query: InquiryOrderQuery) {
  return deps.services.db.tenant(session.projectId, async (tx) => {
    const viewer = await viewerOf(tx, session);
    const where = and(
      visibleTo(viewer),
      query.state ? eq(inquiryOrders.state, query.state) : undefined,
      query.patientId ? eq(inquiryOrders.patientId, query.patientId) : undefined,
    );
    const offset = (query.pageNo - 1) * query.pageSize;
    const { rows, total } = await listOrders(tx, where ?? sql`true`, offset, query.pageSize);
    return { list: rows.map(orderView), total, pageNo: query.pageNo, pageSize: query.pageSize };
  });
}

/** Pool orders (paid, no doctor yet) a doctor may grab. */
export async function listPool(deps: ConsultDeps, session: SessionRecord, query: InquiryOrderQuery) {
  return deps.services.db.tenant(session.projectId, async (tx) => {
    const self = await doctorOf(tx, session);
    const offset = (query.pageNo - 1) * query.pageSize;
    const { rows, total } = await listOrders(tx, poolCondition(self.orgId), offset, query.pageSize);
    return { list: rows.map(orderView), total, pageNo: query.pageNo, pageSize: query.pageSize };
  });
}

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
  deps: ConsultDeps,
  projectId: number,
  id: number,
  where: (tx: Tx) => Promise<SQL>,
  f: Fire,
): Promise<InquiryOrderView> {
  const result = await deps.services.db.tenant(projectId, async (tx) => {
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
  await pushState(deps, projectId, result);
  return orderView(result);
}

function actorOf(session: SessionRecord): Actor {
  return session.userType === 'customer' ? 'patient' : 'doctor';
}

/** An event fired by the patient account or the order's doctor (whoever may see the order). */
export function transition(
  deps: ConsultDeps,
  session: SessionRecord,
  id: number,
  event: InquiryEvent,
  options: Omit<Fire, 'event' | 'actor'> = {},
): Promise<InquiryOrderView> {
  return fire(deps, session.projectId, id, async (tx) => visibleTo(await viewerOf(tx, session)), {
    event,
    actor: actorOf(session),
    ...options,
  });
}

const now = () => new Date();

export const cancelOrder = (deps: ConsultDeps, s: SessionRecord, id: number) =>
  transition(deps, s, id, 'cancel', {
    patch: () => ({ closeReason: '用户取消', finishedAt: now() }),
    after: (tx, order) => releaseCardRight(tx, order),
  });

export const startOrder = (deps: ConsultDeps, s: SessionRecord, id: number) =>
  transition(deps, s, id, 'start');

export async function completeOrder(deps: ConsultDeps, s: SessionRecord, id: number) {
  const view = await transition(deps, s, id, 'complete', {
    patch: () => ({ finishedAt: now() }),
    after: async (tx, order) => {
      if (order.doctorId !== null) await creditIncome(tx, s.projectId, order.doctorId, order.id, order.price);
    },
  });
  await notice(deps, s.projectId, view, '本次问诊已结束');
  return view;
}

/** A system notice in the chat room of the order's two parties. */
async function notice(deps: ConsultDeps, projectId: number, view: InquiryOrderView, text: string) {
  if (view.doctorUserId !== null) await systemNotice(deps, projectId, view.doctorUserId, view.userId, text);
}

/** Patient "pay": only free orders are paid this way; priced ones go through the provider. */
export const payFreeOrder = (deps: ConsultDeps, s: SessionRecord, id: number) =>
  transition(deps, s, id, 'pay', {
    check: (order) => {
      if (order.price > 0) throw badRequest('请通过支付页面完成支付');
    },
    patch: () => ({ paidAt: now() }),
  });

export const requestRefund = (deps: ConsultDeps, s: SessionRecord, body: RefundBody) =>
  transition(deps, s, body.orderId, 'refund', {
    check: (order) => {
      if (body.refundMoney > order.price) throw badRequest('退款金额不能超过订单金额');
    },
    patch: (order) => ({
      refundFrom: order.state,
      refundMoney: body.refundMoney,
      refundReason: body.refundReason,
    }),
  });

export const cancelRefund = (deps: ConsultDeps, s: SessionRecord, id: number) =>
  transition(deps, s, id, 'refund_cancel', { patch: () => ({ refundFrom: null }) });

export const rejectRefund = (deps: ConsultDeps, s: SessionRecord, id: number) =>
  transition(deps, s, id, 'refund_reject', { patch: () => ({ refundFrom: null }) });

export const approveRefund = (deps: ConsultDeps, s: SessionRecord, id: number) =>
  transition(deps, s, id, 'refund_approve', {
    patch: () => ({ finishedAt: now() }),
    after: async (tx, order) => {
      await refundOrderPayment(tx, s.projectId, 'inquiry', order.id, order.refundMoney ?? 0);
      await releaseCardRight(tx, order);
    },
  });

/**
 * Doctor accepts: an order addressed to them, or a pool order of their org (grab). The
 * compare-and-set also requires the order to be unassigned or theirs, so of two doctors
 * grabbing one order exactly one wins.
 */
export async function acceptOrder(
  deps: ConsultDeps,
  session: SessionRecord,
  id: number,
  onlyPool = false,
): Promise<InquiryOrderView> {
  let self: DoctorSelf | null = null;
  const view = await fire(
    deps,
    session.projectId,
    id,
    async (tx) => {
      self = await doctorOf(tx, session);
      const pool = poolCondition(self.orgId);
      if (onlyPool) return pool;
      return or(eq(inquiryOrders.doctorId, self.doctorId), pool) ?? sql`false`;
    },
    {
      event: 'accept',
      actor: 'doctor',
      patch: () => ({ doctorId: (self as DoctorSelf | null)?.doctorId ?? null, acceptedAt: now() }),
      extra: () => {
        const doctorId = (self as DoctorSelf | null)?.doctorId ?? 0;
        return or(isNull(inquiryOrders.doctorId), eq(inquiryOrders.doctorId, doctorId)) ?? sql`false`;
      },
    },
  );
  await notice(deps, session.projectId, view, '医生已接诊，可以开始问诊了');
  return view;
}

/** What a doctor who lost a grab race (or came too late) is told. */
export const GRAB_LOST = '手慢了，该订单已被其他医生接诊';

/**
 * PUT /api/doctor/inquiry/order/grab/:id: accept a pool order. An order of the doctor's org that
 * another doctor took first (before or during this call) answers 400 GRAB_LOST instead of the
 * bare refusal or 404, so the loser learns what happened; other orders stay 404.
 */
export async function grabOrder(deps: ConsultDeps, session: SessionRecord, id: number) {
  try {
    return await acceptOrder(deps, session, id, true);
  } catch (error) {
    if (!(error instanceof AppError) || (error.statusCode !== 400 && error.statusCode !== 404)) throw error;
    const taken = await deps.services.db.tenant(session.projectId, async (tx) => {
      const self = await doctorOf(tx, session);
      const org =
        self.orgId === null
          ? isNull(patients.orgId)
          : or(isNull(patients.orgId), eq(patients.orgId, self.orgId));
      const found = await findOrder(tx, id, and(org, isNotNull(inquiryOrders.doctorId)));
      return found !== null && found.order.doctorId !== self.doctorId;
    });
    if (taken) throw badRequest(GRAB_LOST);
    throw error;
  }
}

/** System: closes an unpaid order after the time-out (pg-boss job); false when it moved on. */
export async function closeUnpaid(deps: ConsultDeps, projectId: number, id: number): Promise<boolean> {
  try {
    await fire(deps, projectId, id, async () => sql`true`, {
      event: 'timeout',
      actor: 'system',
      patch: () => ({ closeReason: '超时未支付', finishedAt: now() }),
    });
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/** System: marks an order paid after the provider's notify (same transaction as the payment). */
export async function markPaidInTx(tx: Tx, id: number): Promise<OrderWithNames | null> {
  const found = await findOrder(tx, id);
  if (!found) return null;
  const d = decide(found.order.state as InquiryState, 'pay', 'system');
  if (!d.ok) return null;
  const changed = await applyTransition(tx, id, d.from, { state: d.to, paidAt: now() });
  return changed ? findOrder(tx, id) : null;
}
