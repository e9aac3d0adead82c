import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  VIDEO_INVITE_TTL_MS,
  VIDEO_MSG,
  VIDEO_ROOM_RANDOM_MAX,
  VIDEO_SIG_EXPIRE_S,
  VIDEO_USER_PREFIX,
  type VideoSettings,
  type VideoSignalData,
} from '@kanghu/shared';
import type { Ctx, OpenCtx } from '../../core/context.ts';
import type { Tx } from '../../db/database.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { issueUserSig } from '../../lib/tls-sig.ts';
import {
  consultOfRoom,
  insertInvite,
  insertRoom,
  type NewRoom,
  type RoomRow,
  redeemInvite,
  roomByCode,
  roomById,
  roomMembers,
  userNames,
} from './repo.ts';

/** The room's user id of an account (a TRTC identifier). */
export const roomUserId = (accountId: number) => `${VIDEO_USER_PREFIX}${accountId}`;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A room the caller belongs to; 404 otherwise (also for a closed room). */
export async function memberRoom(tx: Tx, roomCode: string, userId: number) {
  const room = await roomByCode(tx, roomCode);
  if (!room || room.closedAt) throw notFound(VIDEO_MSG.roomNotFound);
  const members = await roomMembers(tx, room);
  if (!members.includes(userId)) throw notFound(VIDEO_MSG.roomNotFound);
  return { room, members };
}

/** Inserts a room under a free random code (or the given one); 400 when a given code is taken. */
export async function openRoom(tx: Tx, room: Omit<NewRoom, 'roomCode'>, code?: string): Promise<RoomRow> {
  if (code) {
    const row = await insertRoom(tx, { ...room, roomCode: code });
    if (!row) throw badRequest(VIDEO_MSG.roomCodeTaken);
    return row;
  }
  for (let i = 0; i < 20; i++) {
    const row = await insertRoom(tx, { ...room, roomCode: String(randomInt(1, VIDEO_ROOM_RANDOM_MAX)) });
    if (row) return row;
  }
  throw new Error('no free video room code');
}

/** The settings of the room for the caller: a signature for `user_<account>`, never the key. */
async function settingsOf(ctx: Ctx, tx: Tx, room: RoomRow, members: number[]): Promise<VideoSettings> {
  const v = ctx.services.video;
  const userId = roomUserId(ctx.userId);
  const names = await userNames(tx, members);
  const consult = await consultOfRoom(tx, room.id);
  return {
    provider: v.provider,
    sdkAppId: v.sdkAppId,
    userId,
    roomId: Number(room.roomCode),
    userSig: issueUserSig(
      v.secretKey,
      v.sdkAppId,
      userId,
      VIDEO_SIG_EXPIRE_S,
      Math.floor(ctx.now().getTime() / 1000),
    ),
    iceServers: v.iceServers,
    isHost: room.hostUserId === ctx.userId,
    consultationId: consult?.id ?? null,
    title: room.title,
    members: members.map((id) => ({ userId: id, name: names.get(id) ?? `用户${id}` })),
  };
}

/** GET record/sdk/user/sig: the settings of a room the caller belongs to. */
export function userSigOf(ctx: Ctx, roomCode: string): Promise<VideoSettings> {
  return ctx.inTenant(async (tx) => {
    const { room, members } = await memberRoom(tx, roomCode, ctx.userId);
    return settingsOf(ctx, tx, room, members);
  });
}

/**
 * GET /api/third/video: the settings of a room by id; a doctor asking for a room that does not
 * exist (or for none) opens one as its host (the test pages), a patient gets 404.
 */
export function thirdVideo(ctx: Ctx, roomId: number | undefined): Promise<VideoSettings> {
  return ctx.inTenant(async (tx) => {
    const existing = roomId === undefined ? undefined : await roomByCode(tx, String(roomId));
    if (existing) {
      const { room, members } = await memberRoom(tx, existing.roomCode, ctx.userId);
      return settingsOf(ctx, tx, room, members);
    }
    if (ctx.session.userType !== 'servicer') throw notFound(VIDEO_MSG.roomNotFound);
    const room = await openRoom(tx, { projectId: ctx.projectId, hostUserId: ctx.userId }, roomId?.toString());
    return settingsOf(ctx, tx, room, [ctx.userId]);
  });
}

/** A one-time invite link token of the host's room (the link carries it, the database its hash). */
export function createInvite(ctx: Ctx, roomCode: string): Promise<{ token: string; expiresAt: string }> {
  return ctx.inTenant(async (tx) => {
    const { room } = await memberRoom(tx, roomCode, ctx.userId);
    if (room.hostUserId !== ctx.userId) throw new AppError(403, VIDEO_MSG.onlyHost);
    const token = randomBytes(24).toString('base64url');
    const expiresAt = new Date(ctx.now().getTime() + VIDEO_INVITE_TTL_MS);
    await insertInvite(tx, {
      projectId: ctx.projectId,
      roomId: room.id,
      tokenHash: hashToken(token),
      createdBy: ctx.userId,
      expiresAt,
    });
    return { token, expiresAt: expiresAt.toISOString() };
  });
}

/** Joins a room with an invite: the first account takes the link; anyone else is refused. */
export function redeem(ctx: Ctx, token: string): Promise<VideoSettings> {
  return ctx.inTenant(async (tx) => {
    const result = await redeemInvite(tx, hashToken(token), ctx.userId, ctx.now());
    if (result === 'used') throw badRequest(VIDEO_MSG.inviteUsed);
    if (result === 'invalid') throw badRequest(VIDEO_MSG.inviteInvalid);
    const room = await roomById(tx, result.roomId);
    if (!room || room.closedAt) throw badRequest(VIDEO_MSG.ended);
    const { members } = await memberRoom(tx, room.roomCode, ctx.userId);
    return settingsOf(ctx, tx, room, members);
  });
}

/**
 * Relays one WebRTC signalling message (VIDEO_SIGNAL) between members of one room: the sender and
 * the target must both belong to it; without a target it goes to every other member. Delivery is
 * through the hub's bus, so members on other instances get it (Redis).
 */
export async function relaySignal(
  ctx: OpenCtx,
  senderId: number,
  data: VideoSignalData,
): Promise<{ targets: number }> {
  const { targets, fromName } = await ctx.inTenant(async (tx) => {
    const { members } = await memberRoom(tx, data.roomCode, senderId);
    if (data.to !== undefined && !members.includes(data.to)) throw notFound(VIDEO_MSG.roomNotFound);
    const names = await userNames(tx, [senderId]);
    return {
      targets: data.to !== undefined ? [data.to] : members.filter((id) => id !== senderId),
      fromName: names.get(senderId) ?? `用户${senderId}`,
    };
  });
  for (const to of targets) await ctx.push(to, 'VIDEO_SIGNAL', { ...data, from: senderId, fromName });
  return { targets: targets.length };
}
