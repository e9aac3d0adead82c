import { count, desc, eq } from 'drizzle-orm';
import { type PageQuery, pageRange } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { archiveDiagnoses } from '../../db/schema/index.ts';

export type ArchiveDiagnosisRow = typeof archiveDiagnoses.$inferSelect;

export async function insertArchiveDiagnosis(tx: Tx, values: typeof archiveDiagnoses.$inferInsert) {
  const [row] = await tx.insert(archiveDiagnoses).values(values).returning();
  return row;
}

/** A patient's family-entered diagnoses, newest diagnosis first. */
export async function archiveDiagnosisPage(tx: Tx, patientId: number, q: PageQuery) {
  const where = eq(archiveDiagnoses.patientId, patientId);
  const { limit, offset } = pageRange(q);
  const rows = await tx
    .select()
    .from(archiveDiagnoses)
    .where(where)
    .orderBy(desc(archiveDiagnoses.diagnosedAt), desc(archiveDiagnoses.id))
    .limit(limit)
    .offset(offset);
  const [total] = await tx.select({ n: count() }).from(archiveDiagnoses).where(where);
  return { rows, total: total?.n ?? 0 };
}
