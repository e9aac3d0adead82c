import { asc } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { departments, orgs } from '../../db/schema/index.ts';

export interface OrgRow {
  id: number;
  parentId: number | null;
  code: string;
  name: string;
}
export interface DepartmentRow {
  id: number;
  orgId: number;
  parentId: number | null;
  name: string;
}

/** The project's orgs, by sort. */
export function orgRows(tx: Tx): Promise<OrgRow[]> {
  return tx
    .select({ id: orgs.id, parentId: orgs.parentId, code: orgs.code, name: orgs.name })
    .from(orgs)
    .orderBy(asc(orgs.sort), asc(orgs.id));
}

/** The project's departments, by sort. */
export function departmentRows(tx: Tx): Promise<DepartmentRow[]> {
  return tx
    .select({
      id: departments.id,
      orgId: departments.orgId,
      parentId: departments.parentId,
      name: departments.name,
    })
    .from(departments)
    .orderBy(asc(departments.sort), asc(departments.id));
}
