import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { patientDiseases, patients } from '../../db/schema/index.ts';

/** The id of the project's patient with this ID number (visibility is checked by the caller). */
export async function patientIdByIdcard(tx: Tx, idcard: string): Promise<number | null> {
  const [row] = await tx
    .select({ id: patients.id })
    .from(patients)
    .where(sql`upper(${patients.idcard}) = ${idcard.toUpperCase()}`)
    .limit(1);
  return row?.id ?? null;
}

/** The patient's disease types (spec 3 section 3: 1 hypertension, 2 diabetes, 3 COPD, 4 lipids). */
export async function diseaseTypes(tx: Tx, patientId: number): Promise<number[]> {
  const rows = await tx
    .select({ type: patientDiseases.type })
    .from(patientDiseases)
    .where(eq(patientDiseases.patientId, patientId));
  return rows.map((r) => r.type);
}
