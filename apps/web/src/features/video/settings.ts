import { VIDEO_MSG, VIDEO_ROOM_RANDOM_MAX, VIDEO_USER_PREFIX, VIDEO_USER_RANDOM_MAX } from '@kanghu/shared';

/** The room settings of spec 1 section 3, as read from the URL (or typed on the host test page). */
export interface RoomSettings {
  /** Null when the URL has none. */
  sdkAppId: number | null;
  secretKey: string;
  userId: string;
  roomId: number;
  /** The invite signature of a guest (our one-time invite token). */
  userSig: string;
  type: 'host' | 'invite';
}

/** The guest page the invite link opens. */
export const INVITE_PATH = '/test/video/2';

/**
 * Settings from the query (sdkAppId, secretKey, userId, roomId, type) and the fragment (the invite
 * signature: kept out of the query so no server or proxy log ever sees it); missing userId and
 * roomId get the spec's random defaults.
 */
export function parseRoomSettings(
  search: string,
  hash: string,
  random: () => number = Math.random,
): RoomSettings {
  const q = new URLSearchParams(search);
  const h = new URLSearchParams(hash.replace(/^#/, ''));
  const num = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : null);
  return {
    sdkAppId: num(q.get('sdkAppId')),
    secretKey: q.get('secretKey') ?? '',
    userId: q.get('userId') ?? `${VIDEO_USER_PREFIX}${Math.floor(random() * VIDEO_USER_RANDOM_MAX)}`,
    roomId: num(q.get('roomId')) ?? Math.floor(random() * VIDEO_ROOM_RANDOM_MAX),
    userSig: h.get('userSig') ?? q.get('userSig') ?? '',
    type: q.get('type') === 'invite' ? 'invite' : 'host',
  };
}

/** The spec 1 section 5 alert for settings that cannot start a call, or null. */
export function roomSettingsError(s: RoomSettings): string | null {
  if (s.type === 'invite')
    return s.sdkAppId !== null && s.userSig && s.userId && s.roomId ? null : VIDEO_MSG.needInvite;
  if (s.sdkAppId === null || !s.secretKey) return VIDEO_MSG.needKey;
  if (!s.userId || !s.roomId) return VIDEO_MSG.needRoom;
  return null;
}

/** A one-time invite link: the room in the query, the token in the fragment. */
export function inviteLinkSettings(
  origin: string,
  room: { sdkAppId: number; roomId: number },
  token: string,
  random: () => number = Math.random,
): string {
  const q = new URLSearchParams({
    type: 'invite',
    sdkAppId: String(room.sdkAppId),
    roomId: String(room.roomId),
    userId: `${VIDEO_USER_PREFIX}${Math.floor(random() * VIDEO_USER_RANDOM_MAX)}`,
  });
  return `${origin}${INVITE_PATH}?${q}#userSig=${encodeURIComponent(token)}`;
}
