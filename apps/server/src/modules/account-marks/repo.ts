import type { MarkKind, MarkTargetType } from '@kanghu/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { accountMarks } from '../../db/schema/index.ts';

export interface MarkKey {
  userId: number;
  kind: MarkKind;
  targetType: MarkTargetType;
  targetId: number;
}

const ofTarget = (k: Omit<MarkKey, 'userId'>) =>
  and(
    eq(accountMarks.kind, k.kind),
    eq(accountMarks.targetType, k.targetType),
    eq(accountMarks.targetId, k.targetId),
  );

/** Idempotent: a second add of the same mark keeps the first row (and its time). */
export async function insertMark(tx: Tx, projectId: number, k: MarkKey) {
  await tx
    .insert(accountMarks)
    .values({ projectId, ...k })
    .onConflictDoNothing({
      target: [
        accountMarks.projectId,
        accountMarks.userId,
        accountMarks.kind,
        accountMarks.targetType,
        accountMarks.targetId,
      ],
    });
}

/** Removing a mark that is not there does nothing. */
export async function deleteMark(tx: Tx, k: MarkKey) {
  await tx.delete(accountMarks).where(and(eq(accountMarks.userId, k.userId), ofTarget(k)));
}

/** Whether the account marked the target, and how many accounts did. */
export async function markCounts(tx: Tx, k: MarkKey) {
  const [mine] = await tx
    .select({ id: accountMarks.id })
    .from(accountMarks)
    .where(and(eq(accountMarks.userId, k.userId), ofTarget(k)))
    .limit(1);
  const [all] = await tx.select({ n: count() }).from(accountMarks).where(ofTarget(k));
  return { marked: Boolean(mine), count: all?.n ?? 0 };
}

/** One account's marks of a kind (optionally one type), newest first, paged. */
export async function listMarks(
  tx: Tx,
  filter: { userId: number; kind: MarkKind; targetType?: MarkTargetType },
  offset: number,
  limit: number,
) {
  const where = and(
    eq(accountMarks.userId, filter.userId),
    eq(accountMarks.kind, filter.kind),
    filter.targetType ? eq(accountMarks.targetType, filter.targetType) : undefined,
  );
  const rows = await tx
    .select()
    .from(accountMarks)
    .where(where)
    .orderBy(desc(accountMarks.createdAt), desc(accountMarks.id))
    .offset(offset)
    .limit(limit);
  const [total] = await tx.select({ n: count() }).from(accountMarks).where(where);
  return { rows, total: total?.n ?? 0 };
}
