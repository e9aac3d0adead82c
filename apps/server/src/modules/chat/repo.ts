import { and, desc, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { askRecords, askRooms, users } from '../../db/schema/index.ts';

export type RoomRow = typeof askRooms.$inferSelect;
export type RecordRow = typeof askRecords.$inferSelect;

export const pair = (a: number, b: number) => ({ userLow: Math.min(a, b), userHigh: Math.max(a, b) });
export const otherOf = (room: RoomRow, me: number) => (room.userLow === me ? room.userHigh : room.userLow);
export const memberOf = (userId: number): SQL =>
  or(eq(askRooms.userLow, userId), eq(askRooms.userHigh, userId)) ?? sql`false`;

/** The room of two users, created on first use (concurrent creators get the same row). */
export async function ensureRoom(tx: Tx, projectId: number, a: number, b: number): Promise<RoomRow> {
  const p = pair(a, b);
  await tx
    .insert(askRooms)
    .values({ projectId, ...p })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(askRooms)
    .where(and(eq(askRooms.userLow, p.userLow), eq(askRooms.userHigh, p.userHigh)))
    .limit(1);
  if (!row) throw new Error('room missing after insert');
  return row;
}

export async function findRoom(tx: Tx, id: number, userId: number): Promise<RoomRow | null> {
  const [row] = await tx
    .select()
    .from(askRooms)
    .where(and(eq(askRooms.id, id), memberOf(userId)))
    .limit(1);
  return row ?? null;
}

export async function findUser(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: users.id,
      userType: users.userType,
      role: users.role,
      name: users.name,
      photo: users.photo,
    })
    .from(users)
    .where(and(eq(users.id, id), eq(users.status, 'active')))
    .limit(1);
  return row ?? null;
}

export async function usersByIds(tx: Tx, ids: number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: users.id, role: users.role, name: users.name, photo: users.photo })
    .from(users)
    .where(inArray(users.id, ids));
}

/** Inserts a record; with a task id already used by the sender, answers the existing record. */
export async function insertRecord(
  tx: Tx,
  values: typeof askRecords.$inferInsert,
): Promise<{ row: RecordRow; created: boolean }> {
  const [row] = await tx.insert(askRecords).values(values).onConflictDoNothing().returning();
  if (row) return { row, created: true };
  const [existing] = await tx
    .select()
    .from(askRecords)
    .where(and(eq(askRecords.userId, values.userId), eq(askRecords.taskId, values.taskId ?? '')))
    .limit(1);
  if (!existing) throw new Error('record conflict without a record');
  return { row: existing, created: false };
}

export async function findRecord(tx: Tx, id: number): Promise<RecordRow | null> {
  const [row] = await tx.select().from(askRecords).where(eq(askRecords.id, id)).limit(1).for('update');
  return row ?? null;
}

export async function revokeRecord(tx: Tx, id: number): Promise<RecordRow | null> {
  const [row] = await tx
    .update(askRecords)
    .set({ revokedAt: new Date() })
    .where(and(eq(askRecords.id, id), isNull(askRecords.revokedAt)))
    .returning();
  return row ?? null;
}

export async function recordsOf(tx: Tx, askId: number, beforeId: number | undefined, limit: number) {
  return tx
    .select()
    .from(askRecords)
    .where(and(eq(askRecords.askId, askId), beforeId ? lt(askRecords.id, beforeId) : undefined))
    .orderBy(desc(askRecords.id))
    .limit(limit);
}

export async function markRead(tx: Tx, askId: number, userId: number): Promise<number> {
  const rows = await tx
    .update(askRecords)
    .set({ readAt: new Date() })
    .where(and(eq(askRecords.askId, askId), eq(askRecords.receiveUserId, userId), isNull(askRecords.readAt)))
    .returning({ id: askRecords.id });
  return rows.length;
}

/** Unread records to `userId`, optionally narrowed (today, one room, one sender). */
export async function unreadCount(tx: Tx, userId: number, where: SQL = sql`true`): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(askRecords)
    .where(
      and(
        eq(askRecords.receiveUserId, userId),
        isNull(askRecords.readAt),
        isNull(askRecords.revokedAt),
        where,
      ),
    );
  return row?.n ?? 0;
}

export function unreadAllCount(tx: Tx, userId: number): Promise<number> {
  return unreadCount(tx, userId);
}

/** Unread records to `userId` sent today (the database's day). */
export function unreadTodayCount(tx: Tx, userId: number): Promise<number> {
  return unreadCount(tx, userId, sql`${askRecords.createdAt} >= date_trunc('day', now())`);
}

/** Unread records to `userId` from one sender. */
export function unreadFromCount(tx: Tx, userId: number, fromUserId: number): Promise<number> {
  return unreadCount(tx, userId, eq(askRecords.userId, fromUserId));
}

export async function unreadByRoom(tx: Tx, userId: number, askIds?: number[]) {
  return tx
    .select({ askId: askRecords.askId, n: sql<number>`count(*)::int` })
    .from(askRecords)
    .where(
      and(
        eq(askRecords.receiveUserId, userId),
        isNull(askRecords.readAt),
        isNull(askRecords.revokedAt),
        askIds ? inArray(askRecords.askId, askIds) : undefined,
      ),
    )
    .groupBy(askRecords.askId);
}

/**
 * The user's rooms that have records, newest message first: each room's newest record id comes
 * from the index on (project_id, ask_id, id), so sending never has to rewrite the room row.
 */
export async function roomsWithRecords(tx: Tx, userId: number, offset: number, limit: number) {
  const ordered = await tx.execute<{ id: number }>(sql`
    select r.id from ${askRooms} r
    cross join lateral (
      select x.id as last_id from ${askRecords} x where x.ask_id = r.id order by x.id desc limit 1
    ) l
    where r.user_low = ${userId} or r.user_high = ${userId}
    order by l.last_id desc, r.id desc
    offset ${offset} limit ${limit}`);
  const ids = ordered.rows.map((r) => Number(r.id));
  const found = ids.length ? await tx.select().from(askRooms).where(inArray(askRooms.id, ids)) : [];
  const byId = new Map(found.map((room) => [room.id, room]));
  const rows = ids.map((id) => byId.get(id)).filter((room): room is RoomRow => room !== undefined);
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(askRooms)
    .where(
      and(memberOf(userId), sql`exists (select 1 from ${askRecords} x where x.ask_id = ${askRooms.id})`),
    );
  return { rows, total: count?.n ?? 0 };
}

/** The newest record of each room. */
export async function latestOf(tx: Tx, askIds: number[]): Promise<RecordRow[]> {
  if (askIds.length === 0) return [];
  const result = await tx.execute<{ id: number }>(
    sql`select distinct on (ask_id) id from ${askRecords} where ask_id in ${sql`(${sql.join(
      askIds.map((id) => sql`${id}`),
      sql`, `,
    )})`} order by ask_id, id desc`,
  );
  const ids = result.rows.map((r) => Number(r.id));
  if (ids.length === 0) return [];
  return tx.select().from(askRecords).where(inArray(askRecords.id, ids));
}

export async function setAlias(tx: Tx, room: RoomRow, ownerId: number, alias: string) {
  const aliases = { ...room.aliases };
  if (alias) aliases[String(ownerId)] = alias;
  else delete aliases[String(ownerId)];
  await tx.update(askRooms).set({ aliases }).where(eq(askRooms.id, room.id));
}
