import {
  ASK_REVOKE_WINDOW_MS,
  type AskRecordView,
  type AskRoomView,
  MSG,
  type SendAskRecordBody,
} from '@kanghu/shared';
import { eq, sql } from 'drizzle-orm';
import type { SessionRecord } from '../../core/sessions.ts';
import type { Tx } from '../../db/database.ts';
import { askRecords } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { ConsultDeps } from '../inquiry/deps.ts';
import {
  ensureRoom,
  findRecord,
  findRoom,
  findUser,
  insertRecord,
  latestOf,
  markRead,
  otherOf,
  type RecordRow,
  type RoomRow,
  recordsOf,
  revokeRecord,
  roomsWithRecords,
  setAlias,
  unreadByRoom,
  unreadCount,
  usersByIds,
} from './repo.ts';

export function recordView(r: RecordRow): AskRecordView {
  const revoked = r.revokedAt !== null;
  return {
    id: r.id,
    askId: r.askId,
    userId: r.userId,
    receiveUserId: r.receiveUserId,
    type: r.type,
    text: revoked ? null : r.text,
    url: revoked ? null : r.url,
    duration: r.duration,
    title: r.title,
    read: r.readAt !== null,
    revoked,
    createdAt: r.createdAt.toISOString(),
  };
}

async function roomOf(tx: Tx, session: SessionRecord, askId: number): Promise<RoomRow> {
  const room = await findRoom(tx, askId, session.userId);
  if (!room) throw notFound();
  return room;
}

/** POST /api/message/ask: the room of the signed-in user and `toId` (one side a servicer). */
export async function openRoom(
  deps: ConsultDeps,
  session: SessionRecord,
  body: { fromId?: number; toId: number },
) {
  if (body.fromId !== undefined && body.fromId !== session.userId) throw forbidden();
  if (body.toId === session.userId) throw badRequest('不能与自己聊天');
  return deps.services.db.tenant(session.projectId, async (tx) => {
    const other = await findUser(tx, body.toId);
    if (!other) throw notFound('用户不存在');
    if (session.userType === 'customer' && other.userType === 'customer') throw forbidden('不能与该用户聊天');
    const room = await ensureRoom(tx, session.projectId, session.userId, other.id);
    return roomView(tx, session.userId, room);
  });
}

async function roomView(tx: Tx, me: number, room: RoomRow): Promise<AskRoomView> {
  const [view] = await roomViews(tx, me, [room]);
  if (!view) throw new Error('room view missing');
  return view;
}

async function roomViews(tx: Tx, me: number, rooms: RoomRow[]): Promise<AskRoomView[]> {
  const ids = rooms.map((r) => r.id);
  const others = new Map(
    (
      await usersByIds(
        tx,
        rooms.map((r) => otherOf(r, me)),
      )
    ).map((u) => [u.id, u]),
  );
  const latest = new Map((await latestOf(tx, ids)).map((r) => [r.askId, r]));
  const unread = new Map((await unreadByRoom(tx, me, ids)).map((u) => [u.askId, u.n]));
  return rooms.map((room) => {
    const otherId = otherOf(room, me);
    const u = others.get(otherId);
    const last = latest.get(room.id);
    return {
      id: room.id,
      other: {
        userId: otherId,
        name: u?.name ?? null,
        photo: u?.photo ?? null,
        role: u?.role ?? '',
        alias: room.aliases[String(me)] || null,
      },
      lastRecord: last ? recordView(last) : null,
      unread: unread.get(room.id) ?? 0,
      lastRecordAt: last?.createdAt.toISOString() ?? null,
    };
  });
}

export async function getRoom(deps: ConsultDeps, session: SessionRecord, askId: number) {
  return deps.services.db.tenant(session.projectId, async (tx) =>
    roomView(tx, session.userId, await roomOf(tx, session, askId)),
  );
}

export async function listRooms(deps: ConsultDeps, session: SessionRecord, pageNo: number, pageSize: number) {
  return deps.services.db.tenant(session.projectId, async (tx) => {
    const { rows, total } = await roomsWithRecords(tx, session.userId, (pageNo - 1) * pageSize, pageSize);
    return { list: await roomViews(tx, session.userId, rows), total, pageNo, pageSize };
  });
}

/**
 * Stores a record, then pushes ASK_RECORD to the other party. A task id the sender already used
 * answers the stored record again and pushes nothing (a resend never duplicates).
 */
export async function sendRecord(
  deps: ConsultDeps,
  session: SessionRecord,
  body: SendAskRecordBody,
  taskId: string | null = null,
): Promise<AskRecordView> {
  if (body.userId !== undefined && body.userId !== session.userId) throw forbidden();
  const isText = body.type === 'text';
  const sent = await deps.services.chatWriter.send({
    projectId: session.projectId,
    askId: body.askId,
    userId: session.userId,
    receiveUserId: body.receiveUserId ?? null,
    type: body.type,
    text: isText ? (body.text ?? '').trim() : null,
    url: isText ? null : (body.url ?? body.text ?? null),
    duration: body.type === 'voice' ? (body.duration ?? null) : null,
    title: body.title ?? null,
    taskId,
  });
  if (sent.row === null) throw sent.status === 'no_room' ? notFound() : badRequest('接收人有误');
  const { row } = sent;
  const created = sent.status === 'created';
  const view = recordView(row);
  if (created) await deps.send(session.projectId, row.receiveUserId, { action: 'ASK_RECORD', data: view });
  return view;
}

/** A server notice in the room of two users (stored, then pushed to both). */
export async function systemNotice(
  deps: ConsultDeps,
  projectId: number,
  fromUserId: number,
  toUserId: number,
  text: string,
): Promise<void> {
  const row = await deps.services.db.tenant(projectId, async (tx) => {
    const room = await ensureRoom(tx, projectId, fromUserId, toUserId);
    const { row } = await insertRecord(tx, {
      projectId,
      askId: room.id,
      userId: fromUserId,
      receiveUserId: toUserId,
      type: 'system',
      text,
    });
    return row;
  });
  const data = recordView(row);
  await Promise.all(
    [fromUserId, toUserId].map((u) => deps.send(projectId, u, { action: 'ASK_RECORD', data })),
  );
}

export async function listRecords(
  deps: ConsultDeps,
  session: SessionRecord,
  askId: number,
  beforeId: number | undefined,
  pageSize: number,
) {
  return deps.services.db.tenant(session.projectId, async (tx) => {
    const room = await roomOf(tx, session, askId);
    return (await recordsOf(tx, room.id, beforeId, pageSize)).map(recordView);
  });
}

export async function latestRecord(deps: ConsultDeps, session: SessionRecord, askId: number) {
  return deps.services.db.tenant(session.projectId, async (tx) => {
    const room = await roomOf(tx, session, askId);
    const [last] = await latestOf(tx, [room.id]);
    return last ? recordView(last) : null;
  });
}

export async function readRoom(deps: ConsultDeps, session: SessionRecord, askId: number) {
  return deps.services.db.tenant(session.projectId, async (tx) => {
    const room = await roomOf(tx, session, askId);
    return { count: await markRead(tx, room.id, session.userId) };
  });
}

/** The sender revokes within ASK_REVOKE_WINDOW_MS; the other party gets REVOKE_ASK_RECORD. */
export async function revoke(deps: ConsultDeps, session: SessionRecord, id: number) {
  const row = await deps.services.db.tenant(session.projectId, async (tx) => {
    const record = await findRecord(tx, id);
    if (!record || (record.userId !== session.userId && record.receiveUserId !== session.userId))
      throw notFound();
    if (record.userId !== session.userId || record.type === 'system') throw forbidden(MSG.forbidden);
    if (record.revokedAt) throw badRequest('消息已撤回');
    if (Date.now() - record.createdAt.getTime() > ASK_REVOKE_WINDOW_MS)
      throw badRequest('超过2分钟的消息不能撤回');
    const revoked = await revokeRecord(tx, id);
    if (!revoked) throw badRequest('消息已撤回');
    return revoked;
  });
  await deps.send(session.projectId, row.receiveUserId, {
    action: 'REVOKE_ASK_RECORD',
    data: { id: row.id, askId: row.askId },
  });
  return recordView(row);
}

export async function unreadSummary(deps: ConsultDeps, session: SessionRecord) {
  return deps.services.db.tenant(session.projectId, async (tx) => {
    const rooms = await unreadByRoom(tx, session.userId);
    return {
      total: rooms.reduce((s, r) => s + r.n, 0),
      rooms: rooms.map((r) => ({ askId: r.askId, unread: r.n })),
    };
  });
}

export async function unreadToday(deps: ConsultDeps, session: SessionRecord) {
  return deps.services.db.tenant(session.projectId, async (tx) => ({
    count: await unreadCount(tx, session.userId, sql`${askRecords.createdAt} >= date_trunc('day', now())`),
  }));
}

export async function unreadAll(deps: ConsultDeps, session: SessionRecord) {
  return deps.services.db.tenant(session.projectId, async (tx) => ({
    count: await unreadCount(tx, session.userId),
  }));
}

export async function unreadFrom(deps: ConsultDeps, session: SessionRecord, fromUserId: number) {
  return deps.services.db.tenant(session.projectId, async (tx) => ({
    count: await unreadCount(tx, session.userId, eq(askRecords.userId, fromUserId)),
  }));
}

export async function saveAlias(
  deps: ConsultDeps,
  session: SessionRecord,
  body: { userId: number; askId: number; alias: string },
) {
  return deps.services.db.tenant(session.projectId, async (tx) => {
    const room = await roomOf(tx, session, body.askId);
    if (otherOf(room, session.userId) !== body.userId) throw badRequest('用户不在该会话中');
    await setAlias(tx, room, session.userId, body.alias);
    return roomView(tx, session.userId, {
      ...room,
      aliases: { ...room.aliases, [String(session.userId)]: body.alias },
    });
  });
}
