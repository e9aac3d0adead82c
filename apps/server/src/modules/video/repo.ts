import { and, count, desc, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import {
  doctors,
  patients,
  remoteConsultations,
  users,
  videoInvites,
  videoRooms,
} from '../../db/schema/index.ts';
import { boundUsers } from '../patients/repo.ts';

export type RoomRow = typeof videoRooms.$inferSelect;
export type ConsultRow = typeof remoteConsultations.$inferSelect;
export type NewRoom = Omit<typeof videoRooms.$inferInsert, 'id' | 'createdAt'>;
export type NewConsult = Omit<typeof remoteConsultations.$inferInsert, 'id' | 'createdAt'>;

/** Inserts a room; null when its code is taken in the project. */
export async function insertRoom(tx: Tx, room: NewRoom): Promise<RoomRow | null> {
  const [row] = await tx.insert(videoRooms).values(room).onConflictDoNothing().returning();
  return row ?? null;
}

export async function roomByCode(tx: Tx, roomCode: string): Promise<RoomRow | undefined> {
  const [row] = await tx.select().from(videoRooms).where(eq(videoRooms.roomCode, roomCode)).limit(1);
  return row;
}

export async function roomById(tx: Tx, id: number): Promise<RoomRow | undefined> {
  const [row] = await tx.select().from(videoRooms).where(eq(videoRooms.id, id)).limit(1);
  return row;
}

export async function closeRoom(tx: Tx, id: number, at: Date): Promise<void> {
  await tx.update(videoRooms).set({ closedAt: at }).where(eq(videoRooms.id, id));
}

export async function insertConsult(tx: Tx, c: NewConsult): Promise<ConsultRow> {
  const [row] = await tx.insert(remoteConsultations).values(c).returning();
  if (!row) throw new Error('consultation insert returned nothing');
  return row;
}

export async function consultById(tx: Tx, id: number): Promise<ConsultRow | undefined> {
  const [row] = await tx.select().from(remoteConsultations).where(eq(remoteConsultations.id, id)).limit(1);
  return row;
}

export async function consultOfRoom(tx: Tx, roomId: number): Promise<ConsultRow | undefined> {
  const [row] = await tx
    .select()
    .from(remoteConsultations)
    .where(eq(remoteConsultations.roomId, roomId))
    .limit(1);
  return row;
}

/** Ends a scheduled consultation; null when it was already ended. */
export async function endConsult(tx: Tx, id: number, at: Date): Promise<ConsultRow | null> {
  const [row] = await tx
    .update(remoteConsultations)
    .set({ state: 'ended', endedAt: at })
    .where(and(eq(remoteConsultations.id, id), eq(remoteConsultations.state, 'scheduled')))
    .returning();
  return row ?? null;
}

/** Marks the pre-start reminder sent; false when it already was (a retried job sends nothing). */
export async function markReminded(tx: Tx, id: number, at: Date): Promise<boolean> {
  const rows = await tx
    .update(remoteConsultations)
    .set({ remindedAt: at })
    .where(and(eq(remoteConsultations.id, id), isNull(remoteConsultations.remindedAt)))
    .returning({ id: remoteConsultations.id });
  return rows.length > 0;
}

export async function pageConsults(
  tx: Tx,
  where: SQL | undefined,
  pageNo: number,
  pageSize: number,
): Promise<{ rows: ConsultRow[]; total: number }> {
  const rows = await tx
    .select()
    .from(remoteConsultations)
    .where(where)
    .orderBy(desc(remoteConsultations.startTime), desc(remoteConsultations.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  const [t] = await tx.select({ n: count() }).from(remoteConsultations).where(where);
  return { rows, total: t?.n ?? 0 };
}

/** Consultations where the account is host, one of the doctors, or a guest of the room. */
export function takesPartIn(userId: number, doctorId: number | null): SQL {
  const guest = sql`exists (select 1 from ${videoInvites} i where i.room_id = ${remoteConsultations.roomId} and i.used_by = ${userId})`;
  const conds = [eq(remoteConsultations.hostUserId, userId), guest];
  if (doctorId !== null) conds.push(sql`${doctorId} = any(${remoteConsultations.doctorIds})`);
  return or(...conds) as SQL;
}

export async function doctorsByIds(tx: Tx, ids: number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ doctorId: doctors.id, userId: doctors.userId, name: doctors.name, orgId: users.orgId })
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(inArray(doctors.id, ids));
}

export async function userNames(tx: Tx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, name: users.name, doctorName: doctors.name })
    .from(users)
    .leftJoin(doctors, eq(doctors.userId, users.id))
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.doctorName ?? r.name ?? `用户${r.id}`]));
}

export async function patientNames(tx: Tx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: patients.id, name: patients.name })
    .from(patients)
    .where(inArray(patients.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Accounts that guests used to join the room. */
export async function guestsOf(tx: Tx, roomId: number): Promise<number[]> {
  const rows = await tx
    .select({ userId: videoInvites.usedBy })
    .from(videoInvites)
    .where(and(eq(videoInvites.roomId, roomId), sql`${videoInvites.usedBy} is not null`));
  return rows.flatMap((r) => (r.userId === null ? [] : [r.userId]));
}

/** Every account of the room: host, other doctors, the patient's accounts, guests. */
export async function roomMembers(tx: Tx, room: RoomRow): Promise<number[]> {
  const ids = new Set([room.hostUserId, ...room.memberUserIds]);
  if (room.patientId !== null) for (const id of await boundUsers(tx, room.patientId)) ids.add(id);
  for (const id of await guestsOf(tx, room.id)) ids.add(id);
  return [...ids];
}

export async function insertInvite(
  tx: Tx,
  invite: Omit<typeof videoInvites.$inferInsert, 'id'>,
): Promise<void> {
  await tx.insert(videoInvites).values(invite);
}

/**
 * Uses an invite for one account: the first account takes it, the same account may open it again;
 * `used` when another account took it, `invalid` when unknown or expired.
 */
export async function redeemInvite(
  tx: Tx,
  tokenHash: string,
  userId: number,
  now: Date,
): Promise<{ roomId: number } | 'used' | 'invalid'> {
  const [taken] = await tx
    .update(videoInvites)
    .set({ usedBy: userId, usedAt: now })
    .where(
      and(
        eq(videoInvites.tokenHash, tokenHash),
        gt(videoInvites.expiresAt, now),
        or(isNull(videoInvites.usedBy), eq(videoInvites.usedBy, userId)),
      ),
    )
    .returning({ roomId: videoInvites.roomId });
  if (taken) return taken;
  const [known] = await tx
    .select({ usedBy: videoInvites.usedBy, expiresAt: videoInvites.expiresAt })
    .from(videoInvites)
    .where(eq(videoInvites.tokenHash, tokenHash))
    .limit(1);
  return known && known.usedBy !== null && known.expiresAt > now ? 'used' : 'invalid';
}
