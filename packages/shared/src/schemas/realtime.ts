import { z } from 'zod';

/**
 * The realtime channel `/api/message/websocket/:userId` (spec 1 section 7, spec 2 section 4).
 *
 * 1. The client opens the socket (optionally `?project=<key>`; never a token in the URL) and sends
 *    `{action:'AUTH', data:{token, project?}}` within WS_AUTH_TIMEOUT_MS.
 * 2. The server answers `{action:'AUTH_OK', data:{userId, heartbeatMs}}`, or sends ERROR (bad
 *    message, other user, unknown project, time-out) or TOKEN_EXPIRE (token unknown, expired or
 *    revoked) and closes with WS_CLOSE.policy.
 * 3. Server -> client: `{action, data}` (ASK_RECORD, SYSTEM_MSG, ...). TOKEN_EXPIRE is followed by
 *    a close with WS_CLOSE.policy; ERROR is only logged by the client.
 * 4. Client -> server: `{action, data?, taskId?}`. Each message with a taskId is answered with
 *    `{action:'REPLY', taskId, data:{ok:true, result?}}` or `{..., data:{ok:false, msg}}`; the
 *    client resends every PUSH_CHANNEL_RESEND_MS until that reply arrives. A resent taskId is
 *    answered again but processed once.
 */

/** Actions of the message channel (spec 1 section 7) and the push channel (spec 2 section 4). */
export const REALTIME_ACTIONS = [
  'ASK_RECORD',
  'REVOKE_ASK_RECORD',
  'INQUIRY_STATE',
  'SYSTEM_MSG',
  'FAMILY_DOCTOR_MEASURE_DATA',
  'AI_ASK',
  'REMOTE_VIDEO_CONSULTATION',
  'TOKEN_EXPIRE',
  'ERROR',
  'REPLY',
  'PING',
  'PONG',
  'AUTH',
  'AUTH_OK',
] as const;
export type RealtimeAction = (typeof REALTIME_ACTIONS)[number];

/** The path prefix of the channel; the user id follows. */
export const WS_PATH_PREFIX = '/api/message/websocket/';
/** The first message (AUTH) must arrive within this time after the socket opens. */
export const WS_AUTH_TIMEOUT_MS = 5_000;
/** Largest accepted client frame. */
export const WS_MAX_PAYLOAD_BYTES = 64 * 1024;
/** Client messages per second per socket before it is closed. */
export const WS_MAX_MESSAGES_PER_SECOND = 50;
/** Task ids remembered per user for duplicate suppression: count and age. */
export const WS_TASK_MEMORY_SIZE = 1_000;
export const WS_TASK_MEMORY_MS = 10 * 60_000;

/** Close codes of the channel. */
export const WS_CLOSE = {
  /** Normal close (client or server). */
  normal: 1000,
  /** Server shutting down: reconnect after the usual delay. */
  goingAway: 1001,
  /** Refused: bad or missing AUTH, other user, revoked/expired token, flooding. See the message before it. */
  policy: 1008,
  /** Frame larger than WS_MAX_PAYLOAD_BYTES. */
  tooBig: 1009,
} as const;

export interface RealtimeMessage<T = unknown> {
  action: RealtimeAction | string;
  data?: T;
  /** Client-generated id of an outgoing message; the server's REPLY carries the same id. */
  taskId?: string;
}

export const clientMessage = z.object({
  action: z.string().min(1).max(64),
  data: z.unknown().optional(),
  taskId: z.string().min(1).max(64).optional(),
});
export type ClientMessage = z.infer<typeof clientMessage>;

export const authMessage = z.object({
  action: z.literal('AUTH'),
  data: z.object({
    token: z.string().min(20).max(128),
    project: z.string().min(1).max(64).optional(),
  }),
  taskId: z.string().min(1).max(64).optional(),
});
export type AuthMessage = z.infer<typeof authMessage>;

/** Data of REPLY: `{ok:true, result?}` when processed, `{ok:false, msg}` when refused. */
export const replyData = z.union([
  z.object({ ok: z.literal(true), result: z.unknown().optional() }),
  z.object({ ok: z.literal(false), msg: z.string() }),
]);
export type ReplyData = z.infer<typeof replyData>;

export const authOkData = z.object({ userId: z.number().int(), heartbeatMs: z.number().int() });
export type AuthOkData = z.infer<typeof authOkData>;

/** ERROR and TOKEN_EXPIRE carry a Chinese message for the log or the re-login prompt. */
export const errorData = z.object({ msg: z.string() });

/** Chinese messages of the channel (our own: spec "not shown"), besides MSG.sessionExpiredRelogin. */
export const WS_MSG = {
  authTimeout: '连接认证超时，请重新连接',
  authRequired: '请先发送登录信息',
  userMismatch: '没有访问权限',
  unknownProject: '项目不存在',
  invalidMessage: '消息格式有误',
  unsupportedAction: '不支持的消息类型',
  tooManyMessages: '操作过于频繁，请稍后再试',
  failed: '处理失败，请稍后重试',
} as const;
