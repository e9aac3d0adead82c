import { and, desc, eq, gte } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { sleepRecords } from '../../db/schema/index.ts';

export type SleepRow = typeof sleepRecords.$inferSelect;

/** One record per child and day: a second entry for the day replaces the first. */
export async function upsertSleep(tx: Tx, values: typeof sleepRecords.$inferInsert): Promise<SleepRow> {
  const [row] = await tx
    .insert(sleepRecords)
    .values(values)
    .onConflictDoUpdate({
      target: [sleepRecords.projectId, sleepRecords.patientId, sleepRecords.day],
      set: { hours: values.hours, remark: values.remark ?? null, createdByUserId: values.createdByUserId },
    })
    .returning();
  if (!row) throw new Error('sleep insert returned nothing');
  return row;
}

/** A patient's records from `fromDay` (YYYY-MM-DD), newest first. */
export function sleepSince(tx: Tx, patientId: number, fromDay: string): Promise<SleepRow[]> {
  return tx
    .select()
    .from(sleepRecords)
    .where(and(eq(sleepRecords.patientId, patientId), gte(sleepRecords.day, fromDay)))
    .orderBy(desc(sleepRecords.day))
    .limit(100);
}
