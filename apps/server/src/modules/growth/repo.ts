import { and, asc, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { physiqueRecords, sportTests } from '../../db/schema/index.ts';

export type PhysiqueRow = typeof physiqueRecords.$inferSelect;
export type SportTestRow = typeof sportTests.$inferSelect;

export async function insertPhysique(
  tx: Tx,
  values: typeof physiqueRecords.$inferInsert,
): Promise<PhysiqueRow> {
  const [row] = await tx.insert(physiqueRecords).values(values).returning();
  if (!row) throw new Error('physique insert returned nothing');
  return row;
}

/** A patient's physique records, newest first (`order` 'desc') or oldest first. */
export function physiqueRows(tx: Tx, patientId: number, order: 'asc' | 'desc', limit: number) {
  const by = order === 'asc' ? asc : desc;
  return tx
    .select()
    .from(physiqueRecords)
    .where(eq(physiqueRecords.patientId, patientId))
    .orderBy(by(physiqueRecords.measuredAt), by(physiqueRecords.id))
    .limit(limit);
}

export async function insertSportTest(tx: Tx, values: typeof sportTests.$inferInsert): Promise<SportTestRow> {
  const [row] = await tx.insert(sportTests).values(values).returning();
  if (!row) throw new Error('sport test insert returned nothing');
  return row;
}

/** A patient's fitness tests, newest first. */
export function sportTestRows(tx: Tx, patientId: number, limit: number) {
  return tx
    .select()
    .from(sportTests)
    .where(eq(sportTests.patientId, patientId))
    .orderBy(desc(sportTests.createdAt), desc(sportTests.id))
    .limit(limit);
}

export async function sportTestOf(tx: Tx, patientId: number, id: number): Promise<SportTestRow | undefined> {
  const [one] = await tx
    .select()
    .from(sportTests)
    .where(and(eq(sportTests.id, id), eq(sportTests.patientId, patientId)))
    .limit(1);
  return one;
}
