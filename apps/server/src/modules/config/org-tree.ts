import type { OrgNode } from '@kanghu/shared';
import type { OpenCtx } from '../../core/context.ts';
import { type DepartmentRow, departmentRows, type OrgRow, orgRows } from './org-repo.ts';

/**
 * Nests rows by parentId. A row whose parent is missing (or that would close a cycle) becomes a
 * root, so no row is ever lost or visited twice.
 */
function nest<R extends { id: number; parentId: number | null }>(rows: R[], toNode: (row: R) => OrgNode) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const nodes = new Map(rows.map((row) => [row.id, toNode(row)]));
  const roots: OrgNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id) as OrgNode;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    if (parent && !closesCycle(row.id, row.parentId, byId)) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** True when walking up from `startId` reaches `id` (linking `id` under `startId` closes a cycle). */
function closesCycle(
  id: number,
  startId: number | null,
  byId: Map<number, { parentId: number | null }>,
): boolean {
  const seen = new Set<number>();
  let current = startId;
  while (current !== null && !seen.has(current)) {
    if (current === id) return true;
    seen.add(current);
    current = byId.get(current)?.parentId ?? null;
  }
  return false;
}

/** Builds the tree: orgs nested by parent, each org's departments (nested too) before its sub-orgs. */
export function buildOrgTree(orgRows: OrgRow[], deptRows: DepartmentRow[]): OrgNode[] {
  const deptsByOrg = new Map<number, DepartmentRow[]>();
  for (const d of deptRows) deptsByOrg.set(d.orgId, [...(deptsByOrg.get(d.orgId) ?? []), d]);
  return nest(orgRows, (o) => ({
    id: o.id,
    code: o.code,
    name: o.name,
    kind: 'org',
    children: nest(deptsByOrg.get(o.id) ?? [], (d) => ({
      id: d.id,
      code: String(d.id),
      name: d.name,
      kind: 'department',
      children: [],
    })),
  }));
}

/** GET /api/base/org/tree: the project's orgs and departments. */
export async function orgTree(ctx: OpenCtx): Promise<OrgNode[]> {
  const [orgList, deptList] = await ctx.inTenant(
    async (tx) => [await orgRows(tx), await departmentRows(tx)] as const,
  );
  return buildOrgTree(orgList, deptList);
}
