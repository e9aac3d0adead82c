import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Viewer } from '../../core/access.ts';
import { type PageQuery, pageRange } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { preSignApplications as a } from '../../db/schema/index.ts';

/**
 * The SQL condition "the viewer reviews this pre-sign application": the applications addressed to
 * their org or to them as the doctor; admins and staff the project's.
 */
function reviewedBy(viewer: Viewer): SQL {
  if (viewer.kind === 'project') return sql`true`;
  if (viewer.kind !== 'org') return sql`false`;
  const org = viewer.orgId !== null ? eq(a.orgId, viewer.orgId) : undefined;
  const own = viewer.doctorId !== null ? eq(a.doctorId, viewer.doctorId) : undefined;
  return or(org, own) ?? sql`false`;
}

/** A page of the applications the viewer reviews in `state`, newest first. */
export async function applicationPage(tx: Tx, viewer: Viewer, state: number, q: PageQuery) {
  const where = and(reviewedBy(viewer), eq(a.state, state));
  const { limit, offset } = pageRange(q);
  const rows = await tx
    .select()
    .from(a)
    .where(where)
    .orderBy(desc(a.createdAt), desc(a.id))
    .limit(limit)
    .offset(offset);
  const [total] = await tx.select({ n: count() }).from(a).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Open applications waiting for the viewer's review (for one doctor when `doctorId` is given). */
export async function pendingApplicationCount(tx: Tx, viewer: Viewer, doctorId?: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(a)
    .where(
      and(reviewedBy(viewer), eq(a.state, 0), doctorId !== undefined ? eq(a.doctorId, doctorId) : undefined),
    );
  return row?.n ?? 0;
}

/** The application if the viewer reviews it. */
export async function reviewableApplication(tx: Tx, viewer: Viewer, id: number) {
  const [row] = await tx
    .select()
    .from(a)
    .where(and(eq(a.id, id), reviewedBy(viewer)))
    .limit(1);
  return row;
}

/** Decides an open application (state 0 -> 1 passed or 2 rejected); undefined once decided. */
export async function decideApplication(tx: Tx, id: number, state: 1 | 2, remark: string | null, at: Date) {
  const [row] = await tx
    .update(a)
    .set({ state, stateRemark: remark, updatedAt: at })
    .where(and(eq(a.id, id), eq(a.state, 0)))
    .returning();
  return row;
}
