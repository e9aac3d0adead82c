import { and, asc, count, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import { type Viewer, visibleTo } from '../../core/access.ts';
import { type PageQuery, pageRange } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { deviceApplications, patients } from '../../db/schema/index.ts';

export type ApplicationRow = typeof deviceApplications.$inferSelect;

/**
 * Which applications a viewer sees: a customer their own; a doctor or assistant those of their
 * org; admins and staff all of the project.
 */
function applicationScope(viewer: Viewer): SQL | undefined {
  if (viewer.kind === 'customer') return eq(deviceApplications.userId, viewer.userId);
  if (viewer.kind === 'org') {
    return viewer.orgId === null ? eq(deviceApplications.id, -1) : eq(deviceApplications.orgId, viewer.orgId);
  }
  return undefined;
}

/** Applications in the viewer's scope (optionally of one state), newest first, and their total. */
export async function applicationPage(tx: Tx, viewer: Viewer, query: PageQuery & { state?: number }) {
  const where = and(
    applicationScope(viewer),
    query.state === undefined ? undefined : eq(deviceApplications.state, query.state),
  );
  const [total] = await tx.select({ n: count() }).from(deviceApplications).where(where);
  const { limit, offset } = pageRange(query);
  const rows = await tx
    .select()
    .from(deviceApplications)
    .where(where)
    .orderBy(desc(deviceApplications.createdAt), desc(deviceApplications.id))
    .limit(limit)
    .offset(offset);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The application in the viewer's scope, locked for the decision. */
export async function applicationForUpdate(
  tx: Tx,
  viewer: Viewer,
  id: number,
): Promise<ApplicationRow | undefined> {
  const [row] = await tx
    .select()
    .from(deviceApplications)
    .where(and(eq(deviceApplications.id, id), applicationScope(viewer)))
    .limit(1)
    .for('update');
  return row;
}

export async function updateApplication(
  tx: Tx,
  id: number,
  fields: Partial<typeof deviceApplications.$inferInsert>,
): Promise<ApplicationRow | undefined> {
  const [row] = await tx
    .update(deviceApplications)
    .set(fields)
    .where(eq(deviceApplications.id, id))
    .returning();
  return row;
}

export async function insertApplication(
  tx: Tx,
  values: typeof deviceApplications.$inferInsert,
): Promise<ApplicationRow> {
  const [row] = await tx.insert(deviceApplications).values(values).returning();
  if (!row) throw new Error('device application insert returned nothing');
  return row;
}

/** The id of a patient the viewer sees with this ID number, if any. */
export async function visiblePatientByIdcard(tx: Tx, viewer: Viewer, idcard: string): Promise<number | null> {
  const [p] = await tx
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.idcard, idcard), visibleTo(viewer)))
    .limit(1);
  return p?.id ?? null;
}

/** The org ids (with ID numbers) of up to 50 patients the viewer sees that belong to an org. */
export async function visiblePatientOrgs(tx: Tx, viewer: Viewer) {
  return tx
    .select({ orgId: patients.orgId, idcard: patients.idcard })
    .from(patients)
    .where(and(visibleTo(viewer), isNotNull(patients.orgId)))
    .orderBy(asc(patients.id))
    .limit(50);
}
