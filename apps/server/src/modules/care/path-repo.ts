import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import {
  accompanyOrders,
  checkInspectionRecords,
  diagnosisRecords,
  examinationRecords,
  familyDoctorContracts,
  measurements,
  patientCallRecords,
  physicalSignRecords,
  preSignApplications,
  sickbedApplications,
} from '../../db/schema/index.ts';

/** Every row of a patient the health path is built from. */
export async function pathRows(tx: Tx, patientId: number, milestones: readonly number[]) {
  const preSigns = await tx
    .select()
    .from(preSignApplications)
    .where(eq(preSignApplications.patientId, patientId));
  const sickbeds = await tx
    .select()
    .from(sickbedApplications)
    .where(eq(sickbedApplications.patientId, patientId));
  const calls = await tx.select().from(patientCallRecords).where(eq(patientCallRecords.patientId, patientId));
  const diagnoses = await tx.select().from(diagnosisRecords).where(eq(diagnosisRecords.patientId, patientId));
  const signs = await tx
    .select()
    .from(physicalSignRecords)
    .where(eq(physicalSignRecords.patientId, patientId));
  const measured = await tx.execute<{ type: string; n: number; measured_at: Date | string }>(sql`
      select type, n, measured_at from (
        select type, measured_at, row_number() over (partition by type order by measured_at, id)::int as n
          from ${measurements} where patient_id = ${patientId}
      ) t where n in (${sql.join(
        milestones.map((m) => sql`${m}`),
        sql`, `,
      )})`);
  const checks = await tx
    .select()
    .from(checkInspectionRecords)
    .where(eq(checkInspectionRecords.patientId, patientId));
  const exams = await tx.select().from(examinationRecords).where(eq(examinationRecords.patientId, patientId));
  const accompany = await tx
    .select()
    .from(accompanyOrders)
    .where(eq(accompanyOrders.patientId, patientId))
    .orderBy(asc(accompanyOrders.id));
  const contracts = await tx
    .select()
    .from(familyDoctorContracts)
    .where(eq(familyDoctorContracts.patientId, patientId));
  return {
    preSigns,
    contracts,
    sickbeds,
    calls,
    diagnoses,
    signs,
    milestones: measured.rows,
    checks,
    exams,
    accompany,
  };
}
