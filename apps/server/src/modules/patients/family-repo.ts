import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Viewer } from '../../core/access.ts';
import { type PageQuery, pageRange } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { familyMembers } from '../../db/schema/index.ts';

export type MemberRow = typeof familyMembers.$inferSelect;
type NewMember = typeof familyMembers.$inferInsert;

/** Owners see their own members; servicers those of their org (admins and staff all). */
function scope(viewer: Viewer): SQL {
  if (viewer.kind === 'customer') return eq(familyMembers.ownerUserId, viewer.userId);
  if (viewer.kind === 'project') return sql`true`;
  return viewer.orgId === null ? sql`false` : eq(familyMembers.orgId, viewer.orgId);
}

export async function memberVisibleTo(tx: Tx, viewer: Viewer, id: number): Promise<MemberRow | undefined> {
  const [m] = await tx
    .select()
    .from(familyMembers)
    .where(and(eq(familyMembers.id, id), scope(viewer)))
    .limit(1);
  return m;
}

/** The members the viewer sees (of one audit state), newest first, with the total. */
export async function membersPage(tx: Tx, viewer: Viewer, auditStatus: number | undefined, q: PageQuery) {
  const where = and(
    scope(viewer),
    auditStatus === undefined ? undefined : eq(familyMembers.auditStatus, auditStatus),
  );
  const { limit, offset } = pageRange(q);
  const rows = await tx
    .select()
    .from(familyMembers)
    .where(where)
    .orderBy(desc(familyMembers.createdAt), desc(familyMembers.id))
    .limit(limit)
    .offset(offset);
  const [total] = await tx.select({ n: count() }).from(familyMembers).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function ownerHasMember(tx: Tx, ownerUserId: number, idcard: string): Promise<boolean> {
  const [dup] = await tx
    .select({ id: familyMembers.id })
    .from(familyMembers)
    .where(and(eq(familyMembers.ownerUserId, ownerUserId), eq(familyMembers.idcard, idcard)));
  return dup !== undefined;
}

export async function insertMember(tx: Tx, values: NewMember): Promise<MemberRow> {
  const [row] = await tx.insert(familyMembers).values(values).returning();
  if (!row) throw new Error('family member insert returned nothing');
  return row;
}

export async function updateMember(
  tx: Tx,
  id: number,
  values: Partial<NewMember>,
): Promise<MemberRow | undefined> {
  const [row] = await tx
    .update(familyMembers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(familyMembers.id, id))
    .returning();
  return row;
}

export async function deleteMember(tx: Tx, id: number): Promise<void> {
  await tx.delete(familyMembers).where(eq(familyMembers.id, id));
}
