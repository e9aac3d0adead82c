import {
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_IP,
  LOGIN_SLOWDOWN_MAX_MS,
  LOGIN_SLOWDOWN_STEP_MS,
  MSG,
  type SessionInfo,
} from '@kanghu/shared';
import type { OpenCtx } from '../../core/context.ts';
import { type AppError, badRequest, tooMany } from '../../lib/errors.ts';
import { logAuthAttempt, subjectOf } from './audit-service.ts';
import { insertAuthEvent, lockSubject, recentFailures, settleAuthEvent } from './events-repo.ts';
import { startSession } from './session-service.ts';

/** Reason recorded for an attempt refused by the lock; such attempts do not extend the lock. */
const LOCKED = 'locked';
/** Reason of an attempt still running; it counts as a failure until it is settled. */
const PENDING = 'pending';

export interface FailureCounts {
  account: number;
  ip: number;
}

export function isLocked(counts: FailureCounts): boolean {
  return counts.account >= LOGIN_MAX_FAILURES_PER_ACCOUNT || counts.ip >= LOGIN_MAX_FAILURES_PER_IP;
}

/** Slow-down before answering a failure: one step per recent failure of the account, capped. */
export function slowdownMs(counts: FailureCounts): number {
  return Math.min(LOGIN_SLOWDOWN_STEP_MS * (counts.account + 1), LOGIN_SLOWDOWN_MAX_MS);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Reservation = { locked: true } | { locked: false; eventId: number; counts: FailureCounts };

/**
 * Counts recent failures (of the account since its last success, and of the IP, inside
 * LOGIN_FAILURE_WINDOW_MS, from the auth_events audit table, which every instance shares) and,
 * unless locked, writes this attempt as pending, atomically per account (advisory lock), so
 * parallel guesses cannot all slip under the limit.
 */
function reserve(ctx: OpenCtx, kind: string, subject: string): Promise<Reservation> {
  const { projectId, ip } = ctx;
  return ctx.inTenant(async (tx) => {
    await lockSubject(tx, subject);
    const since = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS);
    const counts = await recentFailures(tx, subject, ip, since, LOCKED);
    const locked = isLocked(counts);
    const eventId = await insertAuthEvent(tx, {
      projectId,
      kind,
      subject,
      ip,
      success: false,
      reason: locked ? LOCKED : PENDING,
    });
    if (locked || eventId === null) return { locked: true };
    return { locked: false, eventId, counts };
  });
}

function settle(
  ctx: OpenCtx,
  eventId: number,
  outcome: { success: boolean; reason: string | null; userId: number | null },
): Promise<void> {
  return ctx.inTenant((tx) => settleAuthEvent(tx, eventId, outcome));
}

export type Attempt = { ok: true; userId: number } | { ok: false; reason: string; error?: AppError };

/**
 * Runs one guarded attempt: refuses with 429 登录失败次数过多 while the account or the IP is
 * locked (even with the right password), audits every attempt in auth_events and the log, and
 * slows failures down. A failure answers `error` (default 400 账号或密码错误).
 */
export async function guardedAttempt(
  ctx: OpenCtx,
  kind: string,
  identifier: string,
  attempt: () => Promise<Attempt>,
): Promise<number> {
  const subject = subjectOf(ctx.projectId, identifier);
  const reservation = await reserve(ctx, kind, subject);
  if (reservation.locked) {
    logAuthAttempt(ctx, { kind, subject, success: false, reason: LOCKED });
    throw tooMany(MSG.loginLocked);
  }
  const { eventId, counts } = reservation;
  let result: Attempt;
  try {
    result = await attempt();
  } catch (error) {
    await settle(ctx, eventId, { success: false, reason: 'error', userId: null });
    logAuthAttempt(ctx, { kind, subject, success: false, reason: 'error' });
    throw error;
  }
  if (!result.ok) {
    await settle(ctx, eventId, { success: false, reason: result.reason, userId: null });
    logAuthAttempt(ctx, { kind, subject, success: false, reason: result.reason });
    await sleep(slowdownMs(counts));
    throw result.error ?? badRequest(MSG.badCredentials);
  }
  await settle(ctx, eventId, { success: true, reason: null, userId: result.userId });
  logAuthAttempt(ctx, { kind, subject, success: true, userId: result.userId });
  return result.userId;
}

/** A guarded attempt that ends, on success, in a new session (the SessionInfo answer). */
export async function guardedLogin(
  ctx: OpenCtx,
  kind: string,
  identifier: string,
  attempt: () => Promise<Attempt>,
): Promise<SessionInfo> {
  const userId = await guardedAttempt(ctx, kind, identifier, attempt);
  return startSession(ctx, userId);
}
