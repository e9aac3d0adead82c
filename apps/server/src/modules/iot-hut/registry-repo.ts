import { and, asc, count, eq, ilike, inArray, max, or } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { huts, hutVisits, orgs } from '../../db/schema/index.ts';

export interface OrgRow {
  id: number;
  parentId: number | null;
  code: string;
  name: string;
}

export async function allOrgs(tx: Tx): Promise<OrgRow[]> {
  return tx
    .select({ id: orgs.id, parentId: orgs.parentId, code: orgs.code, name: orgs.name })
    .from(orgs)
    .orderBy(asc(orgs.sort), asc(orgs.id));
}

/** Huts placed at each org (not counting the orgs below). */
export function hutCountsByOrg(tx: Tx) {
  return tx.select({ orgId: huts.orgId, n: count() }).from(huts).groupBy(huts.orgId);
}

const hutColumns = {
  id: huts.id,
  code: huts.code,
  name: huts.name,
  orgId: huts.orgId,
  orgCode: orgs.code,
  orgName: orgs.name,
  address: huts.address,
  openHours: huts.openHours,
  state: huts.state,
};

/** Huts of these orgs (default all) whose name or address matches the LIKE `keyword`, with visit stats. */
export function hutRows(tx: Tx, orgIds: number[] | undefined, keyword: string | undefined) {
  const stats = tx
    .select({ hutId: hutVisits.hutId, n: count().as('n'), last: max(hutVisits.visitedAt).as('last') })
    .from(hutVisits)
    .groupBy(hutVisits.hutId)
    .as('stats');
  return tx
    .select({ ...hutColumns, visitCount: stats.n, lastVisit: stats.last })
    .from(huts)
    .innerJoin(orgs, eq(orgs.id, huts.orgId))
    .leftJoin(stats, eq(stats.hutId, huts.id))
    .where(
      and(
        orgIds ? inArray(huts.orgId, orgIds) : undefined,
        keyword ? or(ilike(huts.name, keyword), ilike(huts.address, keyword)) : undefined,
      ),
    )
    .orderBy(asc(orgs.sort), asc(huts.orgId), asc(huts.id));
}

export async function hutByCode(tx: Tx, code: string) {
  const [hut] = await tx.select().from(huts).where(eq(huts.code, code)).limit(1);
  return hut;
}

export async function insertHut(tx: Tx, values: typeof huts.$inferInsert) {
  const [row] = await tx.insert(huts).values(values).returning({ id: huts.id });
  return row;
}
