import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { equityCards } from '../../db/schema/index.ts';

export type EquityRow = typeof equityCards.$inferSelect;
type EquityValues = Omit<typeof equityCards.$inferInsert, 'id' | 'projectId' | 'patientId' | 'createdAt'>;

export async function findEquity(tx: Tx, patientId: number): Promise<EquityRow | null> {
  const [row] = await tx.select().from(equityCards).where(eq(equityCards.patientId, patientId)).limit(1);
  return row ?? null;
}

/** Moves an active card to refunded (compare-and-set); null when it was no longer active. */
export async function refundCard(tx: Tx, id: number, now: Date): Promise<EquityRow | null> {
  const [moved] = await tx
    .update(equityCards)
    .set({ state: 'refunded', refundedAt: now, updatedAt: now })
    .where(and(eq(equityCards.id, id), eq(equityCards.state, 'active')))
    .returning();
  return moved ?? null;
}

/** Re-opens a refunded card (compare-and-set); null when it was no longer refunded. */
export async function reopenCard(tx: Tx, id: number, values: EquityValues): Promise<EquityRow | null> {
  const [row] = await tx
    .update(equityCards)
    .set(values)
    .where(and(eq(equityCards.id, id), eq(equityCards.state, 'refunded')))
    .returning();
  return row ?? null;
}

/** The patient's first card; null when another request made one first. */
export async function insertCard(
  tx: Tx,
  values: EquityValues & { projectId: number; patientId: number },
): Promise<EquityRow | null> {
  const [row] = await tx.insert(equityCards).values(values).onConflictDoNothing().returning();
  return row ?? null;
}
