import type { PrescriptionBody, PrescriptionKind, PrescriptionView } from '@kanghu/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { SessionRecord } from '../../core/sessions.ts';
import type { Tx } from '../../db/database.ts';
import { inquiryOrders, inquiryPrescriptions } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { Services } from '../../services.ts';
import { findOrder, type OrderWithNames, visibleTo } from '../inquiry/repo.ts';
import { doctorOf } from '../inquiry/service.ts';
import { checkAttachments } from '../records/attachments.ts';

type PrescriptionRow = typeof inquiryPrescriptions.$inferSelect;

/** The doctor writes once the order is accepted (also after completion, e.g. a late test order). */
const WRITABLE_STATES = new Set(['accepted', 'in_progress', 'completed']);
/** The patient adds photos while the inquiry is open. */
const PHOTO_STATES = new Set(['paid', 'accepted', 'in_progress']);
export const MAX_ORDER_IMAGES = 9;

/** The order if the caller sees it: the patient side (account and bound accounts) or its doctor. */
async function visibleOrder(tx: Tx, session: SessionRecord, orderId: number): Promise<OrderWithNames> {
  const where =
    session.userType === 'customer'
      ? visibleTo({ kind: 'patient', userId: session.userId })
      : visibleTo({ kind: 'doctor', doctorId: (await doctorOf(tx, session)).doctorId });
  const found = await findOrder(tx, orderId, where);
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
  services: Services,
  session: SessionRecord,
  orderId: number,
  kind: PrescriptionKind,
): Promise<PrescriptionView | null> {
  return services.db.tenant(session.projectId, async (tx) => {
    const order = await visibleOrder(tx, session, orderId);
    const [row] = await tx
      .select()
      .from(inquiryPrescriptions)
      .where(and(eq(inquiryPrescriptions.orderId, orderId), eq(inquiryPrescriptions.kind, kind)))
      .limit(1);
    return row ? view(row, order) : null;
  });
}

/** The order's doctor writes (or rewrites) its prescription or test order. */
export function savePrescription(
  services: Services,
  session: SessionRecord,
  body: PrescriptionBody,
): Promise<PrescriptionView> {
  if (session.userType !== 'servicer') throw forbidden();
  return services.db.tenant(session.projectId, async (tx) => {
    const self = await doctorOf(tx, session);
    const order = await findOrder(tx, body.orderId, eq(inquiryOrders.doctorId, self.doctorId));
    if (!order) throw notFound('订单不存在');
    if (!WRITABLE_STATES.has(order.order.state)) throw badRequest('接诊后才能开具');
    const values = {
      doctorId: self.doctorId,
      patientId: order.order.patientId,
      diagnosis: body.diagnosis,
      items: body.items,
      advice: body.advice ?? null,
      updatedAt: new Date(),
    };
    const [row] = await tx
      .insert(inquiryPrescriptions)
      .values({ projectId: session.projectId, orderId: body.orderId, kind: body.kind, ...values })
      .onConflictDoUpdate({
        target: [inquiryPrescriptions.projectId, inquiryPrescriptions.orderId, inquiryPrescriptions.kind],
        set: values,
      })
      .returning();
    if (!row) throw new Error('upsert returned nothing');
    return view(row, order);
  });
}

/** Adds uploaded photos to an open order (at most MAX_ORDER_IMAGES in all); answers the list. */
export function addOrderImages(
  services: Services,
  session: SessionRecord,
  projectKey: string,
  orderId: number,
  imageList: string[],
): Promise<string[]> {
  if (session.userType !== 'customer') throw forbidden();
  return services.db.tenant(session.projectId, async (tx) => {
    const order = await visibleOrder(tx, session, orderId);
    if (!PHOTO_STATES.has(order.order.state)) throw badRequest('订单当前状态不能上传照片');
    const checked = await checkAttachments(
      tx,
      projectKey,
      imageList.map((url) => ({ url, name: '' })),
    );
    const [row] = await tx
      .update(inquiryOrders)
      .set({
        imageList: sql`${inquiryOrders.imageList} || ${JSON.stringify(checked.map((c) => c.url))}::jsonb`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(inquiryOrders.id, orderId),
          sql`jsonb_array_length(${inquiryOrders.imageList}) + ${checked.length} <= ${MAX_ORDER_IMAGES}`,
        ),
      )
      .returning({ imageList: inquiryOrders.imageList });
    if (!row) throw badRequest(`最多上传${MAX_ORDER_IMAGES}张图片`);
    return row.imageList;
  });
}
