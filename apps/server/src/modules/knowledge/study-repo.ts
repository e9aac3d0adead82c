import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { knowledgeItems, knowledgePlays, knowledgeStudents, users } from '../../db/schema/index.ts';

export type StudentRow = typeof knowledgeStudents.$inferSelect;
export type PlayRow = typeof knowledgePlays.$inferSelect;

export async function findStudent(tx: Tx, userId: number, knowledgeId: number) {
  const [row] = await tx
    .select()
    .from(knowledgeStudents)
    .where(and(eq(knowledgeStudents.userId, userId), eq(knowledgeStudents.knowledgeId, knowledgeId)));
  return row;
}

export async function studentById(tx: Tx, id: number) {
  const [row] = await tx.select().from(knowledgeStudents).where(eq(knowledgeStudents.id, id));
  return row;
}

/** Joins (or re-joins a quit course); a completed enrollment stays completed. */
export async function upsertStudent(
  tx: Tx,
  projectId: number,
  s: { userId: number; knowledgeId: number; joinType: number; endTime: Date | null },
) {
  const [row] = await tx
    .insert(knowledgeStudents)
    .values({ projectId, ...s, state: 0 })
    .onConflictDoUpdate({
      target: [knowledgeStudents.projectId, knowledgeStudents.userId, knowledgeStudents.knowledgeId],
      set: {
        state: sql`case when ${knowledgeStudents.state} = 1 then 1 else 0 end`,
        endTime: sql`coalesce(excluded.end_time, ${knowledgeStudents.endTime})`,
      },
    })
    .returning();
  return row as StudentRow;
}

export async function updateStudent(
  tx: Tx,
  id: number,
  set: Partial<Pick<StudentRow, 'state' | 'endTime' | 'joinType' | 'completedAt'>>,
) {
  const [row] = await tx.update(knowledgeStudents).set(set).where(eq(knowledgeStudents.id, id)).returning();
  return row as StudentRow;
}

export async function listStudents(
  tx: Tx,
  filter: { userId?: number; knowledgeId?: number },
  offset: number,
  limit: number,
) {
  const where = and(
    filter.userId ? eq(knowledgeStudents.userId, filter.userId) : undefined,
    filter.knowledgeId ? eq(knowledgeStudents.knowledgeId, filter.knowledgeId) : undefined,
  );
  const rows = await tx
    .select()
    .from(knowledgeStudents)
    .where(where)
    .orderBy(desc(knowledgeStudents.createdAt), desc(knowledgeStudents.id))
    .offset(offset)
    .limit(limit);
  const [total] = await tx.select({ n: count() }).from(knowledgeStudents).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function userNames(tx: Tx, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name ?? '']));
}

/** Keeps the latest position per learner and item; adds the watched seconds; keeps the furthest progress. */
export async function savePlay(
  tx: Tx,
  projectId: number,
  p: {
    userId: number;
    knowledgeId: number;
    courseId: number | null;
    positionSeconds: number;
    durationSeconds: number | null;
    progressPer: number;
    viewDuration: number;
    viewTime: Date;
  },
) {
  const [row] = await tx
    .insert(knowledgePlays)
    .values({ projectId, ...p, maxProgressPer: p.progressPer })
    .onConflictDoUpdate({
      target: [knowledgePlays.projectId, knowledgePlays.userId, knowledgePlays.knowledgeId],
      set: {
        courseId: sql`coalesce(excluded.course_id, ${knowledgePlays.courseId})`,
        positionSeconds: sql`excluded.position_seconds`,
        durationSeconds: sql`coalesce(excluded.duration_seconds, ${knowledgePlays.durationSeconds})`,
        progressPer: sql`excluded.progress_per`,
        maxProgressPer: sql`greatest(${knowledgePlays.maxProgressPer}, excluded.progress_per)`,
        viewDuration: sql`${knowledgePlays.viewDuration} + excluded.view_duration`,
        viewTime: sql`excluded.view_time`,
      },
    })
    .returning();
  return row as PlayRow;
}

export async function playsOf(tx: Tx, userId: number, itemIds: readonly number[]) {
  if (itemIds.length === 0) return new Map<number, PlayRow>();
  const rows = await tx
    .select()
    .from(knowledgePlays)
    .where(and(eq(knowledgePlays.userId, userId), inArray(knowledgePlays.knowledgeId, [...itemIds])));
  return new Map(rows.map((r) => [r.knowledgeId, r]));
}

export async function listPlays(
  tx: Tx,
  filter: { userId: number; knowledgeId?: number },
  offset: number,
  limit: number,
) {
  const where = and(
    eq(knowledgePlays.userId, filter.userId),
    filter.knowledgeId ? eq(knowledgePlays.knowledgeId, filter.knowledgeId) : undefined,
  );
  const rows = await tx
    .select({
      play: knowledgePlays,
      title: knowledgeItems.title,
      type: knowledgeItems.type,
      cover: knowledgeItems.cover,
    })
    .from(knowledgePlays)
    .innerJoin(knowledgeItems, eq(knowledgeItems.id, knowledgePlays.knowledgeId))
    .where(where)
    .orderBy(desc(knowledgePlays.viewTime), desc(knowledgePlays.id))
    .offset(offset)
    .limit(limit);
  const [total] = await tx.select({ n: count() }).from(knowledgePlays).where(where);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Study time per learner (seconds watched, over the items of one course or all), and completed
 * courses, most first.
 */
export async function studyTotals(tx: Tx, itemIds: readonly number[] | null) {
  const rows = await tx.execute<{
    user_id: number;
    name: string | null;
    seconds: number;
    completed: number;
  }>(sql`
    select u.id as user_id, u.name, coalesce(p.seconds, 0)::int as seconds, coalesce(s.completed, 0)::int as completed
    from ${users} u
    left join (
      select user_id, sum(view_duration) as seconds from ${knowledgePlays}
      ${itemIds ? sql`where knowledge_id in (${sql.join(itemIds.length ? itemIds.map((i) => sql`${i}`) : [sql`null`], sql`, `)})` : sql``}
      group by user_id
    ) p on p.user_id = u.id
    left join (
      select user_id, count(*) as completed from ${knowledgeStudents} where state = 1 group by user_id
    ) s on s.user_id = u.id
    where u.user_type = 'customer' and (p.seconds > 0 or s.completed > 0)
    order by seconds desc, completed desc, u.id
  `);
  return rows.rows.map((r) => ({
    userId: Number(r.user_id),
    name: r.name ?? '',
    seconds: Number(r.seconds),
    completed: Number(r.completed),
  }));
}
