import { and, asc, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { patientCallRecords, patientTagLinks, patientTags } from '../../db/schema/index.ts';

export type CallRecordRow = typeof patientCallRecords.$inferSelect;

// ---- tags ----

/** The project's tag dictionary (shown or hidden ones). */
export function tagDictionary(tx: Tx, isShow: boolean) {
  return tx
    .select({ id: patientTags.id, name: patientTags.name })
    .from(patientTags)
    .where(eq(patientTags.isShow, isShow))
    .orderBy(asc(patientTags.sort), asc(patientTags.id));
}

/** The id of the tag `name`, added to the dictionary when new. */
export async function tagIdByName(tx: Tx, projectId: number, name: string): Promise<number | undefined> {
  await tx.insert(patientTags).values({ projectId, name }).onConflictDoNothing();
  const [t] = await tx.select({ id: patientTags.id }).from(patientTags).where(eq(patientTags.name, name));
  return t?.id;
}

export async function tagExists(tx: Tx, id: number): Promise<boolean> {
  const [t] = await tx.select({ id: patientTags.id }).from(patientTags).where(eq(patientTags.id, id));
  return t !== undefined;
}

export async function linkTag(tx: Tx, projectId: number, patientId: number, tagId: number): Promise<void> {
  await tx.insert(patientTagLinks).values({ projectId, patientId, tagId }).onConflictDoNothing();
}

export async function unlinkTag(tx: Tx, patientId: number, tagId: number): Promise<void> {
  await tx
    .delete(patientTagLinks)
    .where(and(eq(patientTagLinks.patientId, patientId), eq(patientTagLinks.tagId, tagId)));
}

// ---- phone-call records ----

export async function insertCallRecord(
  tx: Tx,
  values: typeof patientCallRecords.$inferInsert,
): Promise<CallRecordRow> {
  const [row] = await tx.insert(patientCallRecords).values(values).returning();
  if (!row) throw new Error('call record insert returned nothing');
  return row;
}

/** The calls of one servicer to one patient, newest first (at most 200). */
export function callRecordsOf(tx: Tx, userId: number, patientId: number): Promise<CallRecordRow[]> {
  return tx
    .select()
    .from(patientCallRecords)
    .where(and(eq(patientCallRecords.patientId, patientId), eq(patientCallRecords.userId, userId)))
    .orderBy(desc(patientCallRecords.startTime))
    .limit(200);
}
