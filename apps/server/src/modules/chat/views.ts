import type { AskRecordView, AskRoomView } from '@kanghu/shared';
import type { Tx } from '../../db/database.ts';
import { latestOf, otherOf, type RecordRow, type RoomRow, unreadByRoom, usersByIds } from './repo.ts';

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

export async function roomView(tx: Tx, me: number, room: RoomRow): Promise<AskRoomView> {
  const [view] = await roomViews(tx, me, [room]);
  if (!view) throw new Error('room view missing');
  return view;
}

/** Rooms as `me` sees them: the other party (with my alias), the last record, my unread count. */
export async function roomViews(tx: Tx, me: number, rooms: RoomRow[]): Promise<AskRoomView[]> {
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
