import {
  MARK_MSG,
  type MarkKind,
  type MarkListInput,
  type MarkPage,
  type MarkState,
  type MarkTargetInput,
  type MarkTargetType,
  type MarkView,
} from '@kanghu/shared';
import type { Ctx } from '../../core/context.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { deleteMark, insertMark, listMarks, markCounts } from './repo.ts';
import { TARGET_RESOLVERS, type TargetInfo } from './targets.ts';

function resolverOf(kind: MarkKind, type: MarkTargetType) {
  const resolver = TARGET_RESOLVERS[type];
  if (!resolver) throw badRequest(MARK_MSG.typeClosed(kind, type));
  return resolver;
}

async function stateOf(tx: Tx, ctx: Ctx, kind: MarkKind, t: MarkTargetInput): Promise<MarkState> {
  const key = { userId: ctx.userId, kind, targetType: t.type, targetId: t.relationId };
  return { relationId: t.relationId, type: t.type, ...(await markCounts(tx, key)) };
}

/** POST: the target must exist in the caller's project (else 404, nothing stored); adding twice is one mark. */
export function addMark(ctx: Ctx, kind: MarkKind, t: MarkTargetInput) {
  return ctx.inTenant(async (tx) => {
    const found = await resolverOf(kind, t.type)(tx, [t.relationId]);
    if (!found.has(t.relationId)) throw notFound(MARK_MSG.targetMissing(t.type));
    await insertMark(tx, ctx.projectId, {
      userId: ctx.userId,
      kind,
      targetType: t.type,
      targetId: t.relationId,
    });
    return stateOf(tx, ctx, kind, t);
  });
}

/** DELETE: removes the caller's own mark; one that is not there (or a removed target) is fine. */
export function removeMark(ctx: Ctx, kind: MarkKind, t: MarkTargetInput) {
  return ctx.inTenant(async (tx) => {
    resolverOf(kind, t.type);
    await deleteMark(tx, { userId: ctx.userId, kind, targetType: t.type, targetId: t.relationId });
    return stateOf(tx, ctx, kind, t);
  });
}

/** GET check: whether the caller marked the target and how many accounts did. */
export function checkMark(ctx: Ctx, kind: MarkKind, t: MarkTargetInput) {
  return ctx.inTenant(async (tx) => {
    resolverOf(kind, t.type);
    return stateOf(tx, ctx, kind, t);
  });
}

const UNAVAILABLE: TargetInfo = { title: MARK_MSG.unavailable, subtitle: null, image: null };

/** GET list: the caller's own marks, newest first, each with the target's title (or 已失效). */
export function listMine(ctx: Ctx, kind: MarkKind, q: MarkListInput): Promise<MarkPage> {
  return ctx.inTenant(async (tx) => {
    const { rows, total } = await listMarks(
      tx,
      { userId: ctx.userId, kind, targetType: q.type },
      (q.pageNo - 1) * q.pageSize,
      q.pageSize,
    );
    const byType = new Map<MarkTargetType, number[]>();
    for (const r of rows) {
      const type = r.targetType as MarkTargetType;
      byType.set(type, [...(byType.get(type) ?? []), r.targetId]);
    }
    const infos = new Map<string, TargetInfo>();
    for (const [type, ids] of byType) {
      const found = (await TARGET_RESOLVERS[type]?.(tx, ids)) ?? new Map<number, TargetInfo>();
      for (const [id, info] of found) infos.set(`${type}:${id}`, info);
    }
    const list: MarkView[] = rows.map((r) => {
      const info = infos.get(`${r.targetType}:${r.targetId}`);
      return {
        id: r.id,
        relationId: r.targetId,
        type: r.targetType as MarkTargetType,
        available: Boolean(info),
        ...(info ?? UNAVAILABLE),
        createdAt: r.createdAt.toISOString(),
      };
    });
    return { list, total, pageNo: q.pageNo, pageSize: q.pageSize };
  });
}
