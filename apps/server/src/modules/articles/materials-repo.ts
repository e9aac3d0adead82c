import { and, count, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { publicizeMaterials } from '../../db/schema/index.ts';

export type MaterialRow = typeof publicizeMaterials.$inferSelect;

const shown = eq(publicizeMaterials.isShow, true);

/** Shown materials (of one type), `sort` descending (sort_desc of the spec), then newest. */
export async function pageMaterials(tx: Tx, type: number | undefined, offset: number, limit: number) {
  const where = and(shown, type ? eq(publicizeMaterials.type, type) : undefined);
  const rows = await tx
    .select()
    .from(publicizeMaterials)
    .where(where)
    .orderBy(desc(publicizeMaterials.sort), desc(publicizeMaterials.id))
    .offset(offset)
    .limit(limit);
  const [total] = await tx.select({ n: count() }).from(publicizeMaterials).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findMaterial(tx: Tx, id: number): Promise<MaterialRow | null> {
  const [row] = await tx
    .select()
    .from(publicizeMaterials)
    .where(and(eq(publicizeMaterials.id, id), shown))
    .limit(1);
  return row ?? null;
}
