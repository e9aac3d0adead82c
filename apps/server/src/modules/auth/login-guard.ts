import {
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_IP,
  LOGIN_SLOWDOWN_MAX_MS,
  LOGIN_SLOWDOWN_STEP_MS,
  MSG,
  type SessionInfo,
} from '@kanghu/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/database.ts';
import { authEvents } from '../../db/schema/index.ts';
import { type AppError, badRequest, tooMany } from '../../lib/errors.ts';
import type { Services } from '../../services.ts';
import { completeLogin, logAuthAttempt, subjectOf } from './login.ts';

/** Reason recorded for an attempt refused by the lock; such attempts do not extend the lock. */
const LOCKED = 'locked';
/** Reason of an attempt still running; it counts as a failure until it is settled. */
const PENDING = 'pending';

export interface FailureCounts {
  account: number;
  ip: number;
}

/**
 * Recent failures of an account (since its last success) and of an IP, inside the window of
 * LOGIN_FAILURE_WINDOW_MS, read from the auth_events audit table. Attempts still running count.
 */
async function recentFailures(tx: Tx, subject: string, ip: string): Promise<FailureCounts> {
  const since = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS);
  const failed = sql`not ${authEvents.success} and coalesce(${authEvents.reason}, '') <> ${LOCKED} and ${authEvents.createdAt} > ${since}`;
  const result = await tx.execute<{ account: number; ip: number }>(sql`
    select
      (select count(*) from ${authEvents}
        where ${authEvents.subject} = ${subject} and ${failed}
          and ${authEvents.createdAt} > coalesce(
            (select max(${authEvents.createdAt}) from ${authEvents}
              where ${authEvents.subject} = ${subject} and ${authEvents.success}),
            '-infinity'::timestamptz)
      )::int as account,
      (select count(*) from ${authEvents} where ${authEvents.ip} = ${ip} and ${failed})::int as ip`);
  const row = result.rows[0];
  return { account: Number(row?.account ?? 0), ip: Number(row?.ip ?? 0) };
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
 * Counts recent failures and, unless locked, writes this attempt as pending, atomically per
 * account (advisory lock), so parallel guesses cannot all slip under the limit.
 */
function reserve(
  services: Services,
  request: FastifyRequest,
  kind: string,
  subject: string,
): Promise<Reservation> {
  const projectId = request.tenant.project.id;
  return services.db.tenant(projectId, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`login:${subject}`}, 0))`);
    const counts = await recentFailures(tx, subject, request.ip);
    const locked = isLocked(counts);
    const [row] = await tx
      .insert(authEvents)
      .values({ projectId, kind, subject, ip: request.ip, success: false, reason: locked ? LOCKED : PENDING })
      .returning({ id: authEvents.id });
    if (locked || !row) return { locked: true };
    return { locked: false, eventId: row.id, counts };
  });
}

async function settle(
  services: Services,
  request: FastifyRequest,
  eventId: number,
  outcome: { success: boolean; reason: string | null; userId: number | null },
): Promise<void> {
  await services.db.tenant(request.tenant.project.id, (tx) =>
    tx.update(authEvents).set(outcome).where(eq(authEvents.id, eventId)),
  );
}

export type Attempt = { ok: true; userId: number } | { ok: false; reason: string; error?: AppError };

/**
 * Runs one guarded attempt: refuses with 429 登录失败次数过多 while the account or the IP is
 * locked (even with the right password), audits every attempt in auth_events and the log, and
 * slows failures down. A failure answers `error` (default 400 账号或密码错误).
 */
export async function guardedAttempt(
  services: Services,
  request: FastifyRequest,
  kind: string,
  identifier: string,
  attempt: () => Promise<Attempt>,
): Promise<number> {
  const subject = subjectOf(request.tenant.project.id, identifier);
  const reservation = await reserve(services, request, kind, subject);
  if (reservation.locked) {
    logAuthAttempt(request, { kind, subject, success: false, reason: LOCKED });
    throw tooMany(MSG.loginLocked);
  }
  const { eventId, counts } = reservation;
  let result: Attempt;
  try {
    result = await attempt();
  } catch (error) {
    await settle(services, request, eventId, { success: false, reason: 'error', userId: null });
    throw error;
  }
  if (!result.ok) {
    await settle(services, request, eventId, { success: false, reason: result.reason, userId: null });
    logAuthAttempt(request, { kind, subject, success: false, reason: result.reason });
    await sleep(slowdownMs(counts));
    throw result.error ?? badRequest(MSG.badCredentials);
  }
  await settle(services, request, eventId, { success: true, reason: null, userId: result.userId });
  logAuthAttempt(request, { kind, subject, success: true });
  return result.userId;
}

/** A guarded attempt that ends, on success, in a new session (the SessionInfo answer). */
export async function guardedLogin(
  services: Services,
  request: FastifyRequest,
  kind: string,
  identifier: string,
  attempt: () => Promise<Attempt>,
): Promise<SessionInfo> {
  const userId = await guardedAttempt(services, request, kind, identifier, attempt);
  return completeLogin(services, request, userId);
}
