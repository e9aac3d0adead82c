import {
  ASK_REVOKE_WINDOW_MS,
  type AskRecordView,
  type AskRoomView,
  MSG,
  type SendAskRecordBody,
} from '@kanghu/shared';
import type { Ctx, OpenCtx } from '../../core/context.ts';
import { type PageQuery, pageOf, pageRange } from '../../core/paging.ts';
import type { SessionRecord } from '../../core/sessions.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import {
  ensureRoom,
  findRecord,
  findRoom,
  findUser,
  insertRecord,
  latestOf,
  markRead,
  otherOf,
  type RoomRow,
  recordsOf,
  revokeRecord,
  roomsWithRecords,
  setAlias,
  unreadAllCount,
  unreadByRoom,
  unreadFromCount,
  unreadTodayCount,
} from './repo.ts';
import { recordView, roomView, roomViews } from './views.ts';

export { recordView } from './views.ts';

async function roomOf(ctx: Ctx, tx: Tx, askId: number): Promise<RoomRow> {
  const room = await findRoom(tx, askId, ctx.userId);
  if (!room) throw notFound();
  return room;
}

type Me = Pick<SessionRecord, 'projectId' | 'userId' | 'userType'>;
type OpenRoomBody = { fromId?: number; toId: number };

async function openRoomIn(tx: Tx, me: Me, body: OpenRoomBody): Promise<AskRoomView> {
  if (body.fromId !== undefined && body.fromId !== me.userId) throw forbidden();
  if (body.toId === me.userId) throw badRequest('不能与自己聊天');
  const other = await findUser(tx, body.toId);
  if (!other) throw notFound('用户不存在');
  if (me.userType === 'customer' && other.userType === 'customer') throw forbidden('不能与该用户聊天');
  const room = await ensureRoom(tx, me.projectId, me.userId, other.id);
  return roomView(tx, me.userId, room);
}

/** POST /api/message/ask: the room of the signed-in user and `toId` (one side a servicer). */
export function openRoom(ctx: Ctx, body: OpenRoomBody): Promise<AskRoomView> {
  return ctx.inTenant((tx) => openRoomIn(tx, ctx.session, body));
}

export function getRoom(ctx: Ctx, askId: number) {
  return ctx.inTenant(async (tx) => roomView(tx, ctx.userId, await roomOf(ctx, tx, askId)));
}

/** Rooms with at least one record, newest message first. */
export function listRooms(ctx: Ctx, query: PageQuery) {
  return ctx.inTenant(async (tx) => {
    const { offset, limit } = pageRange(query);
    const { rows, total } = await roomsWithRecords(tx, ctx.userId, offset, limit);
    return pageOf(await roomViews(tx, ctx.userId, rows), total, query);
  });
}

/**
 * Stores a record, then pushes ASK_RECORD to the other party. A task id the sender already used
 * answers the stored record again and pushes nothing (a resend never duplicates).
 */
export async function sendRecord(
  ctx: Ctx,
  body: SendAskRecordBody,
  taskId: string | null = null,
): Promise<AskRecordView> {
  if (body.userId !== undefined && body.userId !== ctx.userId) throw forbidden();
  const isText = body.type === 'text';
  const sent = await ctx.services.chatWriter.send({
    projectId: ctx.projectId,
    askId: body.askId,
    userId: ctx.userId,
    receiveUserId: body.receiveUserId ?? null,
    type: body.type,
    text: isText ? (body.text ?? '').trim() : null,
    url: isText ? null : (body.url ?? body.text ?? null),
    duration: body.type === 'voice' ? (body.duration ?? null) : null,
    title: body.title ?? null,
    taskId,
  });
  if (sent.row === null) throw sent.status === 'no_room' ? notFound() : badRequest('接收人有误');
  const view = recordView(sent.row);
  if (sent.status === 'created') await ctx.push(sent.row.receiveUserId, 'ASK_RECORD', view);
  return view;
}

/** A server notice in the room of two users (stored, then pushed to both). */
export async function systemNotice(
  ctx: OpenCtx,
  fromUserId: number,
  toUserId: number,
  text: string,
): Promise<void> {
  const row = await ctx.inTenant(async (tx) => {
    const room = await ensureRoom(tx, ctx.projectId, fromUserId, toUserId);
    const { row } = await insertRecord(tx, {
      projectId: ctx.projectId,
      askId: room.id,
      userId: fromUserId,
      receiveUserId: toUserId,
      type: 'system',
      text,
    });
    return row;
  });
  const data = recordView(row);
  await Promise.all([fromUserId, toUserId].map((u) => ctx.push(u, 'ASK_RECORD', data)));
}

/** Newest first; `beforeId` scrolls back. */
export function listRecords(ctx: Ctx, askId: number, beforeId: number | undefined, pageSize: number) {
  return ctx.inTenant(async (tx) => {
    const room = await roomOf(ctx, tx, askId);
    return (await recordsOf(tx, room.id, beforeId, pageSize)).map(recordView);
  });
}

export function latestRecord(ctx: Ctx, askId: number) {
  return ctx.inTenant(async (tx) => {
    const room = await roomOf(ctx, tx, askId);
    const [last] = await latestOf(tx, [room.id]);
    return last ? recordView(last) : null;
  });
}

export function readRoom(ctx: Ctx, askId: number) {
  return ctx.inTenant(async (tx) => {
    const room = await roomOf(ctx, tx, askId);
    return { count: await markRead(tx, room.id, ctx.userId) };
  });
}

/** The sender revokes within ASK_REVOKE_WINDOW_MS; the other party gets REVOKE_ASK_RECORD. */
export async function revoke(ctx: Ctx, id: number) {
  const row = await ctx.inTenant(async (tx) => {
    const record = await findRecord(tx, id);
    if (!record || (record.userId !== ctx.userId && record.receiveUserId !== ctx.userId)) throw notFound();
    if (record.userId !== ctx.userId || record.type === 'system') throw forbidden(MSG.forbidden);
    if (record.revokedAt) throw badRequest('消息已撤回');
    if (ctx.now().getTime() - record.createdAt.getTime() > ASK_REVOKE_WINDOW_MS)
      throw badRequest('超过2分钟的消息不能撤回');
    const revoked = await revokeRecord(tx, id);
    if (!revoked) throw badRequest('消息已撤回');
    return revoked;
  });
  await ctx.push(row.receiveUserId, 'REVOKE_ASK_RECORD', { id: row.id, askId: row.askId });
  return recordView(row);
}

export function unreadSummary(ctx: Ctx) {
  return ctx.inTenant(async (tx) => {
    const rooms = await unreadByRoom(tx, ctx.userId);
    return {
      total: rooms.reduce((s, r) => s + r.n, 0),
      rooms: rooms.map((r) => ({ askId: r.askId, unread: r.n })),
    };
  });
}

export function unreadToday(ctx: Ctx) {
  return ctx.inTenant(async (tx) => ({ count: await unreadTodayCount(tx, ctx.userId) }));
}

export function unreadAll(ctx: Ctx) {
  return ctx.inTenant(async (tx) => ({ count: await unreadAllCount(tx, ctx.userId) }));
}

export function unreadFrom(ctx: Ctx, fromUserId: number) {
  return ctx.inTenant(async (tx) => ({ count: await unreadFromCount(tx, ctx.userId, fromUserId) }));
}

export function saveAlias(ctx: Ctx, body: { userId: number; askId: number; alias: string }) {
  return ctx.inTenant(async (tx) => {
    const room = await roomOf(ctx, tx, body.askId);
    if (otherOf(room, ctx.userId) !== body.userId) throw badRequest('用户不在该会话中');
    await setAlias(tx, room, ctx.userId, body.alias);
    return roomView(tx, ctx.userId, {
      ...room,
      aliases: { ...room.aliases, [String(ctx.userId)]: body.alias },
    });
  });
}
