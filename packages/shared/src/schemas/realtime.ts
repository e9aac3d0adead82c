import { z } from 'zod';

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
] as const;
export type RealtimeAction = (typeof REALTIME_ACTIONS)[number];

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
