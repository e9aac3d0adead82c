import type { CheckKind } from '@kanghu/shared';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { type PageQuery, pageRange } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { checkInspectionOrders, checkInspectionRecords, medicineRecords } from '../../db/schema/index.ts';

export type MedicineRow = typeof medicineRecords.$inferSelect;
export type CheckOrderRow = typeof checkInspectionOrders.$inferSelect;

export async function insertMedicine(tx: Tx, values: typeof medicineRecords.$inferInsert) {
  const [row] = await tx.insert(medicineRecords).values(values).returning();
  return row;
}

/** A page of the patient's medication records, newest start date first, and the total. */
export async function medicinePage(tx: Tx, patientId: number, q: PageQuery) {
  const where = eq(medicineRecords.patientId, patientId);
  const { limit, offset } = pageRange(q);
  const rows = await tx
    .select()
    .from(medicineRecords)
    .where(where)
    .orderBy(desc(medicineRecords.startDate), desc(medicineRecords.id))
    .limit(limit)
    .offset(offset);
  const [total] = await tx.select({ n: count() }).from(medicineRecords).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function insertCheckOrder(tx: Tx, values: typeof checkInspectionOrders.$inferInsert) {
  const [row] = await tx.insert(checkInspectionOrders).values(values).returning();
  return row;
}

/** A page of the patient's check/inspection orders, newest first, and the total. */
export async function checkOrderPage(tx: Tx, patientId: number, q: PageQuery) {
  const where = eq(checkInspectionOrders.patientId, patientId);
  const { limit, offset } = pageRange(q);
  const rows = await tx
    .select()
    .from(checkInspectionOrders)
    .where(where)
    .orderBy(desc(checkInspectionOrders.createdAt), desc(checkInspectionOrders.id))
    .limit(limit)
    .offset(offset);
  const [total] = await tx.select({ n: count() }).from(checkInspectionOrders).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The patient's records of one item (and kind), oldest first, at most 500. */
export function itemRecords(tx: Tx, patientId: number, itemName: string, kind: CheckKind | undefined) {
  return tx
    .select()
    .from(checkInspectionRecords)
    .where(
      and(
        eq(checkInspectionRecords.patientId, patientId),
        eq(checkInspectionRecords.itemName, itemName),
        kind ? eq(checkInspectionRecords.kind, kind) : undefined,
      ),
    )
    .orderBy(asc(checkInspectionRecords.checkedAt), asc(checkInspectionRecords.id))
    .limit(500);
}
