import { and, desc, eq } from 'drizzle-orm';
import { type Viewer, visibleTo } from '../../core/access.ts';
import { patientOf } from '../../core/names.ts';
import type { Tx } from '../../db/database.ts';
import { fractureRiskAssessments, patients } from '../../db/schema/index.ts';

export type FraxValues = Omit<typeof fractureRiskAssessments.$inferInsert, 'id' | 'createdAt'>;

export async function insertAssessment(tx: Tx, values: FraxValues) {
  const [row] = await tx
    .insert(fractureRiskAssessments)
    .values(values)
    .returning({ id: fractureRiskAssessments.id });
  return row;
}

function selectAssessments(tx: Tx) {
  return tx
    .select({ row: fractureRiskAssessments, patientName: patients.name })
    .from(fractureRiskAssessments)
    .innerJoin(patients, patientOf(fractureRiskAssessments.patientId));
}

export type FraxRow = Awaited<ReturnType<typeof selectAssessments>>[number];

/** One assessment whose patient the viewer sees. */
export async function visibleAssessment(tx: Tx, viewer: Viewer, id: number): Promise<FraxRow | undefined> {
  const [row] = await selectAssessments(tx)
    .where(and(eq(fractureRiskAssessments.id, id), visibleTo(viewer)))
    .limit(1);
  return row;
}

/** The newest assessments of one patient (whose visibility the caller checked). */
export function patientAssessments(tx: Tx, patientId: number, limit: number) {
  return selectAssessments(tx)
    .where(eq(fractureRiskAssessments.patientId, patientId))
    .orderBy(desc(fractureRiskAssessments.createdAt), desc(fractureRiskAssessments.id))
    .limit(limit);
}
