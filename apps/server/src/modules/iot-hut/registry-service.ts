import { randomBytes } from 'node:crypto';
import type { HutOrgNode, HutView, hutCreateBody, hutListQuery } from '@kanghu/shared';
import type { z } from 'zod';
import type { Ctx } from '../../core/context.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { allOrgs, hutByCode, hutCountsByOrg, hutRows, insertHut, type OrgRow } from './registry-repo.ts';

/** Org ids of the subtree under `rootId` (itself included); cycles are cut. */
function subtreeIds(rows: OrgRow[], rootId: number): Set<number> {
  const children = new Map<number, number[]>();
  for (const r of rows)
    if (r.parentId !== null) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r.id]);
  const ids = new Set<number>();
  const stack = [rootId];
  while (stack.length > 0) {
    const id = stack.pop() as number;
    if (ids.has(id)) continue;
    ids.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return ids;
}

function orgByCode(rows: OrgRow[], code: string): OrgRow {
  const org = rows.find((o) => o.code === code);
  if (!org) throw notFound('机构不存在');
  return org;
}

/** GET /api/iot/hut/regulatory/org/findTree/code: orgs nested by parent with hut counts. */
export function hutOrgTree(ctx: Ctx, code: string | undefined) {
  return ctx.inTenant(async (tx) => {
    const rows = await allOrgs(tx);
    const counts = await hutCountsByOrg(tx);
    const own = new Map(counts.map((c) => [c.orgId, c.n]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const kids = new Map<number, OrgRow[]>();
    const roots: OrgRow[] = [];
    for (const r of rows) {
      const parent = r.parentId === null ? undefined : byId.get(r.parentId);
      if (parent && !subtreeIds(rows, r.id).has(parent.id))
        kids.set(parent.id, [...(kids.get(parent.id) ?? []), r]);
      else roots.push(r);
    }
    const build = (r: OrgRow): HutOrgNode => {
      const children = (kids.get(r.id) ?? []).map(build);
      const hutCount = (own.get(r.id) ?? 0) + children.reduce((s, c) => s + c.hutCount, 0);
      return { id: r.id, code: r.code, name: r.name, hutCount, children };
    };
    return code ? [build(orgByCode(rows, code))] : roots.map(build);
  });
}

/** GET /api/iot/hut/regulatory/org/findAllHutList: huts of an org and the orgs below it. */
export function hutList(ctx: Ctx, q: z.output<typeof hutListQuery>) {
  return ctx.inTenant(async (tx): Promise<HutView[]> => {
    let orgIds: number[] | undefined;
    if (q.orgCode) {
      const rows = await allOrgs(tx);
      orgIds = [...subtreeIds(rows, orgByCode(rows, q.orgCode).id)];
    }
    const keyword = q.keyword ? `%${q.keyword.replace(/[\\%_]/g, '\\$&')}%` : undefined;
    const rows = await hutRows(tx, orgIds, keyword);
    return rows.map((r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      orgId: r.orgId,
      orgCode: r.orgCode,
      orgName: r.orgName,
      address: r.address,
      openHours: r.openHours,
      state: r.state,
      visitCount: Number(r.visitCount ?? 0),
      lastVisitTime: r.lastVisit ? new Date(r.lastVisit as unknown as string).toISOString() : null,
    }));
  });
}

/** POST /api/iot/hut/regulatory/hut: admins and staff place a hut at an org. */
export function createHut(ctx: Ctx, body: z.output<typeof hutCreateBody>) {
  return ctx.inTenant(async (tx) => {
    const org = orgByCode(await allOrgs(tx), body.orgCode);
    if (await hutByCode(tx, body.code)) throw conflict('小屋编码已存在');
    const secret = randomBytes(32).toString('base64url');
    const row = await insertHut(tx, {
      projectId: ctx.projectId,
      code: body.code,
      name: body.name,
      orgId: org.id,
      address: body.address || null,
      openHours: body.openHours || null,
      secretHash: sha256Hex(secret),
    });
    if (!row) throw badRequest('保存失败');
    return { id: row.id, code: body.code, secret };
  });
}
