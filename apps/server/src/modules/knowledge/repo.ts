import { and, asc, count, desc, eq, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import {
  knowledgeCategories,
  knowledgeCourseItems,
  knowledgeItems,
  knowledgeStudents,
  users,
} from '../../db/schema/index.ts';
import type { KnowledgeConfig } from '../../db/schema/knowledge.ts';

export type ItemRow = Awaited<ReturnType<typeof selectItems>>[number];

/** Items with what a list shows: category name, author name, course item and student counts. */
export function selectItems(tx: Tx, where: SQL | undefined) {
  return tx
    .select({
      item: knowledgeItems,
      cname: knowledgeCategories.name,
      authorName: users.name,
      itemCount: sql<number>`(select count(*)::int from ${knowledgeCourseItems} ci where ci.course_id = ${knowledgeItems.id})`,
      studentCount: sql<number>`(select count(*)::int from ${knowledgeStudents} ks where ks.knowledge_id = ${knowledgeItems.id})`,
    })
    .from(knowledgeItems)
    .leftJoin(knowledgeCategories, eq(knowledgeCategories.id, knowledgeItems.categoryId))
    .leftJoin(users, eq(users.id, knowledgeItems.authorUserId))
    .where(where)
    .$dynamic();
}

/** Published for learners: shown, and its timed publication (if any) has come. */
export function publishedAt(now: Date): SQL {
  return and(
    eq(knowledgeItems.isShow, 1),
    or(isNull(knowledgeItems.timingShowTime), lte(knowledgeItems.timingShowTime, now)),
  ) as SQL;
}

export async function listItems(
  tx: Tx,
  where: SQL | undefined,
  rank: SQL | undefined,
  offset: number,
  limit: number,
) {
  const order = rank
    ? [desc(rank), asc(knowledgeItems.sort), desc(knowledgeItems.createdAt)]
    : [asc(knowledgeItems.sort), desc(knowledgeItems.createdAt), desc(knowledgeItems.id)];
  const rows = await selectItems(tx, where)
    .orderBy(...order)
    .offset(offset)
    .limit(limit);
  const [total] = await tx.select({ n: count() }).from(knowledgeItems).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findItem(tx: Tx, id: number, extra?: SQL) {
  const [row] = await selectItems(tx, and(eq(knowledgeItems.id, id), extra)).limit(1);
  return row;
}

export async function itemsByIds(tx: Tx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return selectItems(tx, inArray(knowledgeItems.id, [...ids]));
}

export interface ItemWrite {
  title: string;
  type: string;
  cover: string | null;
  introduction: string | null;
  detail: string | null;
  url: string | null;
  categoryId: number | null;
  isShow: number;
  sort: number;
  timingShowTime: Date | null;
  useScene: string | null;
  authorUserId: number | null;
  config: KnowledgeConfig;
  search: SQL;
}

export async function insertItem(tx: Tx, projectId: number, w: ItemWrite) {
  const [row] = await tx
    .insert(knowledgeItems)
    .values({ projectId, ...w, search: w.search as unknown as string })
    .returning({ id: knowledgeItems.id });
  return row?.id ?? 0;
}

export async function updateItem(tx: Tx, id: number, w: ItemWrite) {
  await tx
    .update(knowledgeItems)
    .set({ ...w, search: w.search as unknown as string, updatedAt: new Date() })
    .where(eq(knowledgeItems.id, id));
}

/** The items of a course in order (required flag and sort). */
export function courseItems(tx: Tx, courseId: number) {
  return tx
    .select({ itemId: knowledgeCourseItems.itemId, required: knowledgeCourseItems.required })
    .from(knowledgeCourseItems)
    .where(eq(knowledgeCourseItems.courseId, courseId))
    .orderBy(asc(knowledgeCourseItems.sort), asc(knowledgeCourseItems.id));
}

export async function replaceCourseItems(
  tx: Tx,
  projectId: number,
  courseId: number,
  items: readonly { knowledgeId: number; required: boolean }[],
) {
  await tx.delete(knowledgeCourseItems).where(eq(knowledgeCourseItems.courseId, courseId));
  if (items.length === 0) return;
  await tx
    .insert(knowledgeCourseItems)
    .values(
      items.map((it, i) => ({ projectId, courseId, itemId: it.knowledgeId, required: it.required, sort: i })),
    );
}

/** The courses that contain an item. */
export async function coursesOfItem(tx: Tx, itemId: number) {
  const rows = await tx
    .select({ courseId: knowledgeCourseItems.courseId })
    .from(knowledgeCourseItems)
    .where(eq(knowledgeCourseItems.itemId, itemId));
  return rows.map((r) => r.courseId);
}

export function listCategories(tx: Tx) {
  return tx
    .select()
    .from(knowledgeCategories)
    .orderBy(asc(knowledgeCategories.sort), asc(knowledgeCategories.id));
}

export async function findCategory(tx: Tx, id: number) {
  const [row] = await tx.select().from(knowledgeCategories).where(eq(knowledgeCategories.id, id));
  return row;
}

export async function insertCategory(tx: Tx, projectId: number, name: string, sort: number) {
  const [row] = await tx
    .insert(knowledgeCategories)
    .values({ projectId, name, sort })
    .onConflictDoUpdate({
      target: [knowledgeCategories.projectId, knowledgeCategories.name],
      set: { sort },
    })
    .returning();
  return row;
}

/** Whether a user of the project is a customer (a learner a servicer may assign). */
export async function customerExists(tx: Tx, userId: number) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.userType, 'customer')));
  return Boolean(row);
}

export async function userIsServicer(tx: Tx, userId: number) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.userType, 'servicer')));
  return Boolean(row);
}
