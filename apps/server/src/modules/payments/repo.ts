import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { payments } from '../../db/schema/index.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type OrderKind = PaymentRow['orderKind'];

export async function insertPayment(tx: Tx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function findByPublicId(tx: Tx, publicId: string, lock = false): Promise<PaymentRow | null> {
  const q = tx.select().from(payments).where(eq(payments.publicId, publicId)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** The succeeded payment of an order (the one a refund goes back to). */
export async function findSucceeded(tx: Tx, kind: OrderKind, orderId: number): Promise<PaymentRow | null> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderKind, kind), eq(payments.orderId, orderId), eq(payments.state, 'succeeded')))
    .orderBy(desc(payments.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function updatePayment(tx: Tx, id: number, patch: Partial<typeof payments.$inferInsert>) {
  await tx
    .update(payments)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(payments.id, id));
}
