import type { PrescriptionKind } from '@kanghu/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { inquiryOrders, inquiryPrescriptions } from '../../db/schema/index.ts';

export type PrescriptionRow = typeof inquiryPrescriptions.$inferSelect;
type PrescriptionInsert = typeof inquiryPrescriptions.$inferInsert;

export async function findPrescription(
  tx: Tx,
  orderId: number,
  kind: PrescriptionKind,
): Promise<PrescriptionRow | null> {
  const [row] = await tx
    .select()
    .from(inquiryPrescriptions)
    .where(and(eq(inquiryPrescriptions.orderId, orderId), eq(inquiryPrescriptions.kind, kind)))
    .limit(1);
  return row ?? null;
}

/** Writes (or rewrites) the one prescription of a kind of an order. */
export async function upsertPrescription(
  tx: Tx,
  key: Pick<PrescriptionInsert, 'projectId' | 'orderId' | 'kind'>,
  values: Omit<PrescriptionInsert, 'projectId' | 'orderId' | 'kind'>,
): Promise<PrescriptionRow> {
  const [row] = await tx
    .insert(inquiryPrescriptions)
    .values({ ...key, ...values })
    .onConflictDoUpdate({
      target: [inquiryPrescriptions.projectId, inquiryPrescriptions.orderId, inquiryPrescriptions.kind],
      set: values,
    })
    .returning();
  if (!row) throw new Error('upsert returned nothing');
  return row;
}

/** Appends photos unless the order would then hold more than `max`; null when it would. */
export async function appendImages(
  tx: Tx,
  orderId: number,
  urls: string[],
  max: number,
  now: Date,
): Promise<string[] | null> {
  const [row] = await tx
    .update(inquiryOrders)
    .set({
      imageList: sql`${inquiryOrders.imageList} || ${JSON.stringify(urls)}::jsonb`,
      updatedAt: now,
    })
    .where(
      and(
        eq(inquiryOrders.id, orderId),
        sql`jsonb_array_length(${inquiryOrders.imageList}) + ${urls.length} <= ${max}`,
      ),
    )
    .returning({ imageList: inquiryOrders.imageList });
  return row?.imageList ?? null;
}
