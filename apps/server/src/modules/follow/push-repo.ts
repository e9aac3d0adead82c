import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { followMedicationPushes } from '../../db/schema/index.ts';

export type PushRow = typeof followMedicationPushes.$inferSelect;

/** The record's current push and the version the next one gets. */
export async function pushState(
  tx: Tx,
  recordId: number,
): Promise<{ current: PushRow | null; nextVersion: number }> {
  const [last] = await tx
    .select()
    .from(followMedicationPushes)
    .where(eq(followMedicationPushes.recordId, recordId))
    .orderBy(desc(followMedicationPushes.version))
    .limit(1);
  return {
    current: last && last.supersededAt === null ? last : null,
    nextVersion: (last?.version ?? 0) + 1,
  };
}

/**
 * Stores a push as the record's current one, superseding the previous. Two pushes racing for the
 * same version (or two first pushes) meet the unique indexes: one wins, the other answers 409.
 */
export async function insertPush(tx: Tx, row: typeof followMedicationPushes.$inferInsert): Promise<PushRow> {
  await tx
    .update(followMedicationPushes)
    .set({ supersededAt: sql`now()` })
    .where(
      and(eq(followMedicationPushes.recordId, row.recordId), isNull(followMedicationPushes.supersededAt)),
    );
  const [inserted] = await tx.insert(followMedicationPushes).values(row).returning();
  if (!inserted) throw new Error('medication push insert returned nothing');
  return inserted;
}
