import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { type Viewer, visibleTo } from '../../core/access.ts';
import { patientOf } from '../../core/names.ts';
import { type PageQuery, pageRange } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { accompanyOrders, patients, users } from '../../db/schema/index.ts';

export type AccompanyRow = typeof accompanyOrders.$inferSelect;

/** Patient and servicer names of a set of orders, by order id. */
export async function accompanyNames(tx: Tx, rows: AccompanyRow[]) {
  if (rows.length === 0) return new Map<number, AccompanyNames>();
  const names = await tx
    .select({ id: accompanyOrders.id, patientName: patients.name, servicerName: users.name })
    .from(accompanyOrders)
    .innerJoin(patients, patientOf(accompanyOrders.patientId))
    .leftJoin(users, eq(users.id, accompanyOrders.servicerUserId))
    .where(
      inArray(
        accompanyOrders.id,
        rows.map((r) => r.id),
      ),
    );
  return new Map<number, AccompanyNames>(names.map((n) => [n.id, n]));
}

export interface AccompanyNames {
  patientName: string;
  servicerName: string | null;
}

export async function accompanyById(tx: Tx, id: number): Promise<AccompanyRow | undefined> {
  const [row] = await tx.select().from(accompanyOrders).where(eq(accompanyOrders.id, id)).limit(1);
  return row;
}

export async function insertAccompany(tx: Tx, values: typeof accompanyOrders.$inferInsert) {
  const [row] = await tx.insert(accompanyOrders).values(values).returning();
  return row;
}

/** A page of the orders of the patients the viewer sees, newest first, and the total. */
export async function accompanyPage(
  tx: Tx,
  viewer: Viewer,
  f: { patientId?: number | undefined; state?: string | undefined },
  q: PageQuery,
) {
  const where: SQL | undefined = and(
    visibleTo(viewer),
    f.patientId !== undefined ? eq(accompanyOrders.patientId, f.patientId) : undefined,
    f.state ? eq(accompanyOrders.state, f.state) : undefined,
  );
  const { limit, offset } = pageRange(q);
  const rows = await tx
    .select({ o: accompanyOrders })
    .from(accompanyOrders)
    .innerJoin(patients, patientOf(accompanyOrders.patientId))
    .where(where)
    .orderBy(desc(accompanyOrders.createdAt), desc(accompanyOrders.id))
    .limit(limit)
    .offset(offset);
  const [total] = await tx
    .select({ n: count() })
    .from(accompanyOrders)
    .innerJoin(patients, patientOf(accompanyOrders.patientId))
    .where(where);
  return { rows: rows.map((r) => r.o), total: total?.n ?? 0 };
}

/** Moves an order to `set.state` only from one of `from` (of two concurrent moves one wins). */
export async function moveAccompany(
  tx: Tx,
  id: number,
  from: readonly string[],
  set: Partial<typeof accompanyOrders.$inferInsert>,
): Promise<AccompanyRow | undefined> {
  const [updated] = await tx
    .update(accompanyOrders)
    .set(set)
    .where(and(eq(accompanyOrders.id, id), inArray(accompanyOrders.state, [...from])))
    .returning();
  return updated;
}

export async function setAccompanyPhotos(tx: Tx, id: number, photos: AccompanyRow['photos'], at: Date) {
  const [updated] = await tx
    .update(accompanyOrders)
    .set({ photos, updatedAt: at })
    .where(eq(accompanyOrders.id, id))
    .returning();
  return updated;
}
