import { and, count, eq, max, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import {
  checkInspectionRecords,
  diagnosisRecords,
  examinationRecords,
  measurements,
  medicineRecords,
  patientRelations,
  patients,
  sickbedApplications,
} from '../../db/schema/index.ts';

/** The project's patient whose ID number, name and phone all match. */
export async function patientMatching(tx: Tx, m: { idcard: string; name: string; tel: string }) {
  const [p] = await tx
    .select({ id: patients.id, name: patients.name, idcard: patients.idcard, tel: patients.tel })
    .from(patients)
    .where(and(eq(patients.idcard, m.idcard), eq(patients.name, m.name), eq(patients.tel, m.tel)))
    .limit(1);
  return p;
}

export async function isBoundTo(tx: Tx, patientId: number, userId: number): Promise<boolean> {
  const [rel] = await tx
    .select({ id: patientRelations.id })
    .from(patientRelations)
    .where(and(eq(patientRelations.patientId, patientId), eq(patientRelations.userId, userId)))
    .limit(1);
  return Boolean(rel);
}

/** Rows and latest time per data area of a patient: measurement types and the record tables. */
export async function areaStats(tx: Tx, patientId: number) {
  const stats = new Map<string, { n: number; last: Date | null }>();
  const measured = await tx
    .select({ type: measurements.type, n: count(), last: max(measurements.measuredAt) })
    .from(measurements)
    .where(eq(measurements.patientId, patientId))
    .groupBy(measurements.type);
  for (const m of measured) stats.set(m.type, { n: m.n, last: m.last });
  const tables = [
    ['checkInspection', checkInspectionRecords, checkInspectionRecords.checkedAt],
    ['examination', examinationRecords, examinationRecords.examinedAt],
    ['diagnosis', diagnosisRecords, diagnosisRecords.medicalTime],
    ['medicine', medicineRecords, medicineRecords.createdAt],
    ['sickbed', sickbedApplications, sickbedApplications.createdAt],
  ] as const;
  for (const [key, table, time] of tables) {
    const [row] = await tx
      .select({ n: count(), last: max(time) })
      .from(table)
      .where(sql`${table.patientId} = ${patientId}`);
    stats.set(key, { n: row?.n ?? 0, last: row?.last ?? null });
  }
  return stats;
}
