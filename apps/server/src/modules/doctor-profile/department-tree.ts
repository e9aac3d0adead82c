import type { DepartmentTreeNode } from '@kanghu/shared';
import type { Ctx } from '../../core/context.ts';
import { allDepartments, allOrgs, doctorPlacements } from './repo.ts';

interface Row {
  id: number;
  parentId: number | null;
}

/** Nests rows by parentId; a row whose parent is missing or would close a cycle becomes a root. */
function nest<R extends Row>(rows: R[], toNode: (r: R) => DepartmentTreeNode): DepartmentTreeNode[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const nodes = new Map(rows.map((r) => [r.id, toNode(r)]));
  const roots: DepartmentTreeNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id) as DepartmentTreeNode;
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
    if (parent && !reaches(r.parentId, r.id, byId)) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

function reaches(start: number | null, target: number, byId: Map<number, Row>): boolean {
  const seen = new Set<number>();
  let current = start;
  while (current !== null && !seen.has(current)) {
    if (current === target) return true;
    seen.add(current);
    current = byId.get(current)?.parentId ?? null;
  }
  return false;
}

export function buildDepartmentTree(
  orgRows: Array<Row & { name: string }>,
  deptRows: Array<Row & { name: string; orgId: number }>,
  placements: {
    rows: Array<{ id: number; orgId: number | null; departmentId: number | null }>;
    links: Array<{ doctorId: number; departmentId: number }>;
  },
): DepartmentTreeNode[] {
  const inOrg = new Map<number, number>();
  const inDept = new Map<number, Set<number>>();
  const doctorIds = new Set(placements.rows.map((d) => d.id));
  const place = (deptId: number, doctorId: number) => {
    if (!doctorIds.has(doctorId)) return;
    inDept.set(deptId, (inDept.get(deptId) ?? new Set()).add(doctorId));
  };
  for (const d of placements.rows) {
    if (d.orgId !== null) inOrg.set(d.orgId, (inOrg.get(d.orgId) ?? 0) + 1);
    if (d.departmentId !== null) place(d.departmentId, d.id);
  }
  for (const l of placements.links) place(l.departmentId, l.doctorId);
  const deptsByOrg = new Map<number, typeof deptRows>();
  for (const d of deptRows) deptsByOrg.set(d.orgId, [...(deptsByOrg.get(d.orgId) ?? []), d]);
  return nest(orgRows, (o) => ({
    id: o.id,
    kind: 'org',
    name: o.name,
    orgId: o.id,
    doctorCount: inOrg.get(o.id) ?? 0,
    children: nest(deptsByOrg.get(o.id) ?? [], (d) => ({
      id: d.id,
      kind: 'department',
      name: d.name,
      orgId: d.orgId,
      doctorCount: inDept.get(d.id)?.size ?? 0,
      children: [],
    })),
  }));
}

/**
 * GET /api/doctor/department/custom/summary/project/tree/list: the project's orgs (nested) with
 * their departments (nested, before sub-orgs) and doctor counts. Any signed-in user.
 */
export async function departmentTree(ctx: Ctx) {
  const [orgRows, deptRows, placements] = await ctx.inTenant(async (tx) => [
    await allOrgs(tx),
    await allDepartments(tx),
    await doctorPlacements(tx),
  ]);
  return buildDepartmentTree(orgRows, deptRows, placements);
}
