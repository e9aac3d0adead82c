import type { PrescriptionBody, PrescriptionKind, PrescriptionView } from '@kanghu/shared';
import type { Ctx } from '../../core/context.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { findOrder, type OrderWithNames, visibleTo } from '../inquiry/repo.ts';
import { doctorSelf, orderViewer } from '../inquiry/viewers.ts';
import { checkAttachments } from '../records/attachments.ts';
import { appendImages, findPrescription, type PrescriptionRow, upsertPrescription } from './repo.ts';

/** The doctor writes once the order is accepted (also after completion, e.g. a late test order). */
const WRITABLE_STATES = new Set(['accepted', 'in_progress', 'completed']);
/** The patient adds photos while the inquiry is open. */
const PHOTO_STATES = new Set(['paid', 'accepted', 'in_progress']);
export const MAX_ORDER_IMAGES = 9;

/** The order if the caller sees it: the patient side (account and bound accounts) or its doctor. */
async function visibleOrder(ctx: Ctx, tx: Tx, orderId: number): Promise<OrderWithNames> {
  const found = await findOrder(tx, orderId, visibleTo(await orderViewer(ctx, tx)));
  if (!found) throw notFound('订单不存在');
  return found;
}

function view(row: PrescriptionRow, order: OrderWithNames): PrescriptionView {
  return {
    id: row.id,
    orderId: row.orderId,
    orderNo: order.order.orderNo,
    kind: row.kind,
    doctorId: row.doctorId,
    doctorName: order.doctorName,
    patientId: row.patientId,
    patientName: order.patientName,
    diagnosis: row.diagnosis,
    items: row.items,
    advice: row.advice,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The prescription (or test order) of an order; null when the doctor has not written one. */
export function getPrescription(
  ctx: Ctx,
  orderId: number,
  kind: PrescriptionKind,
): Promise<PrescriptionView | null> {
  return ctx.inTenant(async (tx) => {
    const order = await visibleOrder(ctx, tx, orderId);
    const row = await findPrescription(tx, orderId, kind);
    return row ? view(row, order) : null;
  });
}

/** The order's doctor writes (or rewrites) its prescription or test order. */
export function savePrescription(ctx: Ctx, body: PrescriptionBody): Promise<PrescriptionView> {
  return ctx.inTenant(async (tx) => {
    const self = await doctorSelf(ctx, tx);
    const order = await findOrder(tx, body.orderId, visibleTo({ kind: 'doctor', doctorId: self.doctorId }));
    if (!order) throw notFound('订单不存在');
    if (!WRITABLE_STATES.has(order.order.state)) throw badRequest('接诊后才能开具');
    const row = await upsertPrescription(
      tx,
      { projectId: ctx.projectId, orderId: body.orderId, kind: body.kind },
      {
        doctorId: self.doctorId,
        patientId: order.order.patientId,
        diagnosis: body.diagnosis,
        items: body.items,
        advice: body.advice ?? null,
        updatedAt: ctx.now(),
      },
    );
    return view(row, order);
  });
}

/** Adds uploaded photos to an open order (at most MAX_ORDER_IMAGES in all); answers the list. */
export function addOrderImages(ctx: Ctx, orderId: number, imageList: string[]): Promise<string[]> {
  return ctx.inTenant(async (tx) => {
    const order = await visibleOrder(ctx, tx, orderId);
    if (!PHOTO_STATES.has(order.order.state)) throw badRequest('订单当前状态不能上传照片');
    const checked = await checkAttachments(
      tx,
      ctx.project.key,
      imageList.map((url) => ({ url, name: '' })),
    );
    const list = await appendImages(
      tx,
      orderId,
      checked.map((c) => c.url),
      MAX_ORDER_IMAGES,
      ctx.now(),
    );
    if (!list) throw badRequest(`最多上传${MAX_ORDER_IMAGES}张图片`);
    return list;
  });
}
