import { and, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { pointsEntries, pointsExchanges, pointsGoods, pointsRules } from '../../db/schema/index.ts';

export type EntryRow = typeof pointsEntries.$inferSelect;
export type GoodsRow = typeof pointsGoods.$inferSelect;
export type ExchangeRow = typeof pointsExchanges.$inferSelect;

/**
 * Serialises every ledger write of one account for the rest of the transaction. The insert
 * trigger of points_entries takes the same lock (same key), so a balance read after this call
 * stays true until commit.
 */
export async function lockAccount(tx: Tx, projectId: number, userId: number): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended('points:' || ${projectId}::int || ':' || ${userId}::int, 0))`,
  );
}

export async function totalsOf(tx: Tx, userId: number) {
  const [row] = await tx
    .select({
      balance: sql<string>`coalesce(sum(${pointsEntries.amount}), 0)`,
      earned: sql<string>`coalesce(sum(${pointsEntries.amount}) filter (where ${pointsEntries.amount} > 0), 0)`,
    })
    .from(pointsEntries)
    .where(eq(pointsEntries.userId, userId));
  const balance = Number(row?.balance ?? 0);
  const earned = Number(row?.earned ?? 0);
  return { balance, earned, spent: earned - balance };
}

export function projectRules(tx: Tx) {
  return tx.select().from(pointsRules);
}

export async function findEntry(tx: Tx, userId: number, kind: string, ref: string) {
  const [row] = await tx
    .select()
    .from(pointsEntries)
    .where(and(eq(pointsEntries.userId, userId), eq(pointsEntries.kind, kind), eq(pointsEntries.ref, ref)))
    .limit(1);
  return row ?? null;
}

/** Entries per kind the account has on one China day. */
export async function dayCounts(tx: Tx, userId: number, day: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({ kind: pointsEntries.kind, n: count() })
    .from(pointsEntries)
    .where(and(eq(pointsEntries.userId, userId), eq(pointsEntries.day, day)))
    .groupBy(pointsEntries.kind);
  return new Map(rows.map((r) => [r.kind, r.n]));
}

/** Inserts one entry; a repeat of (account, kind, ref) inserts nothing and answers null. */
export async function insertEntry(
  tx: Tx,
  entry: {
    projectId: number;
    userId: number;
    kind: string;
    ref: string;
    amount: number;
    day: string;
    note?: string;
  },
): Promise<EntryRow | null> {
  const [row] = await tx
    .insert(pointsEntries)
    .values(entry)
    .onConflictDoNothing({
      target: [pointsEntries.projectId, pointsEntries.userId, pointsEntries.kind, pointsEntries.ref],
    })
    .returning();
  return row ?? null;
}

export async function listEntries(
  tx: Tx,
  userId: number,
  direction: 'in' | 'out' | undefined,
  offset: number,
  limit: number,
) {
  const where = and(
    eq(pointsEntries.userId, userId),
    direction === 'in'
      ? gt(pointsEntries.amount, 0)
      : direction === 'out'
        ? lt(pointsEntries.amount, 0)
        : undefined,
  );
  const rows = await tx
    .select()
    .from(pointsEntries)
    .where(where)
    .orderBy(desc(pointsEntries.createdAt), desc(pointsEntries.id))
    .offset(offset)
    .limit(limit);
  const [total] = await tx.select({ n: count() }).from(pointsEntries).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function listGoods(tx: Tx, offset: number, limit: number) {
  const where = eq(pointsGoods.isShow, true);
  const rows = await tx
    .select()
    .from(pointsGoods)
    .where(where)
    .orderBy(pointsGoods.sort, pointsGoods.id)
    .offset(offset)
    .limit(limit);
  const [total] = await tx.select({ n: count() }).from(pointsGoods).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findGoods(tx: Tx, id: number): Promise<GoodsRow | null> {
  const [row] = await tx
    .select()
    .from(pointsGoods)
    .where(and(eq(pointsGoods.id, id), eq(pointsGoods.isShow, true)))
    .limit(1);
  return row ?? null;
}

/** Takes one item of stock atomically; null when none is left (the row lock orders racers). */
export async function takeStock(tx: Tx, id: number): Promise<GoodsRow | null> {
  const [row] = await tx
    .update(pointsGoods)
    .set({ stock: sql`${pointsGoods.stock} - 1` })
    .where(and(eq(pointsGoods.id, id), eq(pointsGoods.isShow, true), gt(pointsGoods.stock, 0)))
    .returning();
  return row ?? null;
}

export async function insertExchange(tx: Tx, row: typeof pointsExchanges.$inferInsert): Promise<ExchangeRow> {
  const [created] = await tx.insert(pointsExchanges).values(row).returning();
  if (!created) throw new Error('exchange insert returned nothing');
  return created;
}

export async function listExchanges(tx: Tx, userId: number, offset: number, limit: number) {
  const where = eq(pointsExchanges.userId, userId);
  const rows = await tx
    .select()
    .from(pointsExchanges)
    .where(where)
    .orderBy(desc(pointsExchanges.id))
    .offset(offset)
    .limit(limit);
  const [total] = await tx.select({ n: count() }).from(pointsExchanges).where(where);
  return { rows, total: total?.n ?? 0 };
}
