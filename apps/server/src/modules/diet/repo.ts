import { and, asc, desc, eq, gte, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { dietaryRecords, foods, recipes } from '../../db/schema/index.ts';

export type DietRow = typeof dietaryRecords.$inferSelect;
export type FoodRow = typeof foods.$inferSelect;

/** The food table (a global reference table), filtered by name fragment and category. */
export function foodRows(tx: Tx, query: { keyword?: string | undefined; category?: string | undefined }) {
  const conditions: SQL[] = [eq(foods.active, true)];
  if (query.keyword) conditions.push(ilike(foods.name, `%${query.keyword.replace(/[%_\\]/g, '\\$&')}%`));
  if (query.category) conditions.push(eq(foods.category, query.category));
  return tx
    .select()
    .from(foods)
    .where(and(...conditions))
    .orderBy(asc(foods.sort), asc(foods.id))
    .limit(500);
}

/** The food categories in table order. */
export async function foodCategories(tx: Tx): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ category: foods.category, sort: sql<number>`min(${foods.sort})` })
    .from(foods)
    .where(eq(foods.active, true))
    .groupBy(foods.category)
    .orderBy(sql`min(${foods.sort})`);
  return rows.map((c) => c.category);
}

export function foodsByIds(tx: Tx, ids: number[]): Promise<FoodRow[]> {
  return tx.select().from(foods).where(inArray(foods.id, ids));
}

export async function insertMeal(tx: Tx, values: typeof dietaryRecords.$inferInsert): Promise<DietRow> {
  const [row] = await tx.insert(dietaryRecords).values(values).returning();
  if (!row) throw new Error('dietary insert returned nothing');
  return row;
}

/** A patient's meals eaten in [start, end), newest first (`order` desc) or oldest first. */
export function mealsBetween(
  tx: Tx,
  patientId: number,
  range: { start: Date; end: Date },
  order: 'asc' | 'desc',
): Promise<DietRow[]> {
  const query = tx
    .select()
    .from(dietaryRecords)
    .where(
      and(
        eq(dietaryRecords.patientId, patientId),
        gte(dietaryRecords.eatenAt, range.start),
        lt(dietaryRecords.eatenAt, range.end),
      ),
    );
  return order === 'desc'
    ? query.orderBy(desc(dietaryRecords.eatenAt), desc(dietaryRecords.id)).limit(500)
    : query.orderBy(asc(dietaryRecords.eatenAt));
}

export function mealOf(tx: Tx, patientId: number, id: number): Promise<DietRow[]> {
  return tx
    .select()
    .from(dietaryRecords)
    .where(and(eq(dietaryRecords.id, id), eq(dietaryRecords.patientId, patientId)))
    .limit(1);
}

/** The seeded recipe suggestions (a global reference table), in table order. */
export function recipeRows(tx: Tx) {
  return tx.select().from(recipes).orderBy(asc(recipes.sort), asc(recipes.id));
}
