import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { doctorOf } from '../../core/names.ts';
import { type PageQuery, pageRange } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import {
  checkInspectionRecords,
  diagnosisRecords,
  doctors,
  examinationRecords,
  uploads,
} from '../../db/schema/index.ts';

export type CheckRow = typeof checkInspectionRecords.$inferSelect;
export type ExamRow = typeof examinationRecords.$inferSelect;
export type DiagnosisRow = typeof diagnosisRecords.$inferSelect;

/** The stored names among `names` of files uploaded to this project (row-level security). */
export async function knownUploads(tx: Tx, names: string[]): Promise<Set<string>> {
  const found = await tx
    .select({ storedName: uploads.storedName })
    .from(uploads)
    .where(inArray(uploads.storedName, names));
  return new Set(found.map((f) => f.storedName));
}

// ---- check and inspection records ----

export async function insertCheck(tx: Tx, values: typeof checkInspectionRecords.$inferInsert) {
  const [row] = await tx.insert(checkInspectionRecords).values(values).returning();
  return row;
}

/** A patient's records (of one kind), newest first, with the total. */
export async function checkPage(tx: Tx, patientId: number, kind: CheckRow['kind'] | undefined, q: PageQuery) {
  const where: SQL | undefined = and(
    eq(checkInspectionRecords.patientId, patientId),
    kind ? eq(checkInspectionRecords.kind, kind) : undefined,
  );
  const { limit, offset } = pageRange(q);
  const rows = await tx
    .select()
    .from(checkInspectionRecords)
    .where(where)
    .orderBy(desc(checkInspectionRecords.checkedAt), desc(checkInspectionRecords.id))
    .limit(limit)
    .offset(offset);
  const [total] = await tx.select({ n: count() }).from(checkInspectionRecords).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function checkById(tx: Tx, id: number): Promise<CheckRow | undefined> {
  const [row] = await tx.select().from(checkInspectionRecords).where(eq(checkInspectionRecords.id, id));
  return row;
}

export async function updateCheckRemark(tx: Tx, id: number, remark: string) {
  const [row] = await tx
    .update(checkInspectionRecords)
    .set({ doctorRemark: remark, updatedAt: new Date() })
    .where(eq(checkInspectionRecords.id, id))
    .returning();
  return row;
}

export async function deleteCheck(tx: Tx, id: number): Promise<void> {
  await tx.delete(checkInspectionRecords).where(eq(checkInspectionRecords.id, id));
}

// ---- examination records ----

export async function insertExamination(tx: Tx, values: typeof examinationRecords.$inferInsert) {
  const [row] = await tx.insert(examinationRecords).values(values).returning();
  return row;
}

export async function examinationPage(tx: Tx, patientId: number, q: PageQuery) {
  const where = eq(examinationRecords.patientId, patientId);
  const { limit, offset } = pageRange(q);
  const rows = await tx
    .select()
    .from(examinationRecords)
    .where(where)
    .orderBy(desc(examinationRecords.examinedAt), desc(examinationRecords.id))
    .limit(limit)
    .offset(offset);
  const [total] = await tx.select({ n: count() }).from(examinationRecords).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function examinationById(tx: Tx, id: number): Promise<ExamRow | undefined> {
  const [row] = await tx.select().from(examinationRecords).where(eq(examinationRecords.id, id));
  return row;
}

// ---- diagnosis records (with the doctor's name, core/names.ts) ----

const withDoctor = { row: diagnosisRecords, doctorName: doctors.name };

export async function insertDiagnosis(tx: Tx, values: typeof diagnosisRecords.$inferInsert) {
  const [row] = await tx.insert(diagnosisRecords).values(values).returning();
  return row;
}

export async function diagnosisPage(tx: Tx, patientId: number, q: PageQuery) {
  const where = eq(diagnosisRecords.patientId, patientId);
  const { limit, offset } = pageRange(q);
  const rows = await tx
    .select(withDoctor)
    .from(diagnosisRecords)
    .leftJoin(doctors, doctorOf(diagnosisRecords.doctorId))
    .where(where)
    .orderBy(desc(diagnosisRecords.medicalTime), desc(diagnosisRecords.id))
    .limit(limit)
    .offset(offset);
  const [total] = await tx.select({ n: count() }).from(diagnosisRecords).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function diagnosisById(
  tx: Tx,
  id: number,
): Promise<{ row: DiagnosisRow; doctorName: string | null } | undefined> {
  const [hit] = await tx
    .select(withDoctor)
    .from(diagnosisRecords)
    .leftJoin(doctors, doctorOf(diagnosisRecords.doctorId))
    .where(eq(diagnosisRecords.id, id));
  return hit;
}
