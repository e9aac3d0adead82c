import {
  type IpRecordView,
  TASK_IP_RECORD_TYPES,
  TASK_IP_RECORD_WINDOW_MS,
  type TaskIpRecordType,
} from '@kanghu/shared';
import type { Ctx } from '../../core/context.ts';
import type { Tx } from '../../db/database.ts';
import { recordIp } from './repo.ts';

/**
 * Stores the caller's address (the request's IP, behind the configured proxies) for a
 * task-centre action, once a minute per type; never logged, never answered back.
 */
export function noteIp(ctx: Ctx, tx: Tx, recordType: TaskIpRecordType, now: Date): Promise<boolean> {
  return recordIp(
    tx,
    {
      projectId: ctx.projectId,
      userId: ctx.userId,
      recordType,
      ip: ctx.ip,
      deviceType: ctx.headers.deviceType,
    },
    new Date(now.getTime() - TASK_IP_RECORD_WINDOW_MS),
  );
}

/** POST /api/user/task/ip/record?recordType */
export async function recordIpFor(ctx: Ctx, recordType: TaskIpRecordType): Promise<IpRecordView> {
  const now = ctx.now();
  const stored = await ctx.inTenant((tx) => noteIp(ctx, tx, recordType, now));
  return {
    recordType,
    recordTypeLabel: TASK_IP_RECORD_TYPES[recordType],
    stored,
    createdAt: now.toISOString(),
  };
}
