import { and, desc, eq, or } from 'drizzle-orm';
import { type Viewer, visibleTo } from '../../core/access.ts';
import type { Tx } from '../../db/database.ts';
import { patients, thirdPatientBindings } from '../../db/schema/index.ts';

export type Binding = typeof thirdPatientBindings.$inferSelect;

/** Whether the viewer sees a patient with this ID number (customers: one of theirs). */
export async function seesIdcard(tx: Tx, viewer: Viewer, idcard: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.idcard, idcard.toUpperCase()), visibleTo(viewer)))
    .limit(1);
  return row !== undefined;
}

/** Inserts the pair (projectId, idcard, bindIdcard) or updates its fields. */
export async function upsertBinding(
  tx: Tx,
  key: { projectId: number; idcard: string; bindIdcard: string },
  fields: Omit<typeof thirdPatientBindings.$inferInsert, 'projectId' | 'idcard' | 'bindIdcard'>,
): Promise<Binding> {
  const [row] = await tx
    .insert(thirdPatientBindings)
    .values({ ...key, ...fields })
    .onConflictDoUpdate({
      target: [thirdPatientBindings.projectId, thirdPatientBindings.idcard, thirdPatientBindings.bindIdcard],
      set: fields,
    })
    .returning();
  if (!row) throw new Error('side switch bind returned nothing');
  return row;
}

/** The bindings where the person is either side, newest first (at most 100). */
export function bindingsOfIdcard(tx: Tx, idcard: string): Promise<Binding[]> {
  return tx
    .select()
    .from(thirdPatientBindings)
    .where(or(eq(thirdPatientBindings.idcard, idcard), eq(thirdPatientBindings.bindIdcard, idcard)))
    .orderBy(desc(thirdPatientBindings.updatedAt), desc(thirdPatientBindings.id))
    .limit(100);
}
