import type { DepartmentTreeNode } from '@kanghu/shared';

export interface OrgOption {
  id: number;
  name: string;
  departments: { id: number; name: string }[];
}

/** The project's orgs (depth first) with their departments (nested ones flattened). */
export function orgOptions(tree: DepartmentTreeNode[]): OrgOption[] {
  const out: OrgOption[] = [];
  const departmentsOf = (nodes: DepartmentTreeNode[]): { id: number; name: string }[] =>
    nodes
      .filter((n) => n.kind === 'department')
      .flatMap((n) => [{ id: n.id, name: n.name }, ...departmentsOf(n.children)]);
  const walk = (nodes: DepartmentTreeNode[]) => {
    for (const n of nodes) {
      if (n.kind !== 'org') continue;
      out.push({ id: n.id, name: n.name, departments: departmentsOf(n.children) });
      walk(n.children);
    }
  };
  walk(tree);
  return out;
}

export type TargetKind = 'doctor' | 'department' | 'org';

/** The chosen target of a referral, with the label shown in the form. */
export interface Target {
  kind: TargetKind;
  id: number;
  label: string;
}

export function targetBody(t: Target) {
  if (t.kind === 'doctor') return { targetDoctorId: t.id };
  if (t.kind === 'department') return { targetDepartmentId: t.id };
  return { targetOrgId: t.id };
}
