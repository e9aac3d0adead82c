import { z } from 'zod';
import type { RealtimeAction } from '../domain/realtime-constants.ts';

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

/** The plain constants live in domain/realtime-constants.ts (zod-free); re-exported here. */
export {
  REALTIME_ACTIONS,
  type RealtimeAction,
  WS_AUTH_TIMEOUT_MS,
  WS_CLOSE,
  WS_MAX_MESSAGES_PER_SECOND,
  WS_MAX_PAYLOAD_BYTES,
  WS_MSG,
  WS_PATH_PREFIX,
  WS_TASK_MEMORY_MS,
  WS_TASK_MEMORY_SIZE,
} from '../domain/realtime-constants.ts';

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
