/**
 * Plain constants of the realtime channel (no zod): web chunks import them without pulling the
 * schemas in. The protocol itself is described in schemas/realtime.ts.
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
