import {
  BIND_CODE_FAILURE_WINDOW_MS,
  BIND_CODE_LOCKED_MSG,
  BIND_CODE_MAX_FAILURES_PER_ACCOUNT,
  BIND_CODE_MAX_FAILURES_PER_IP,
} from '@kanghu/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { bindCodeFailures } from '../../db/schema/index.ts';
import { AppError, tooMany } from '../../lib/errors.ts';
import type { Services } from '../../services.ts';

/** The answer of a wrong, used or expired code: these count as guesses. */
export const BIND_CODE_INVALID = '绑定码无效或已过期';

/**
 * Limits bind-code guessing: with BIND_CODE_MAX_FAILURES_PER_ACCOUNT wrong codes of the account,
 * or BIND_CODE_MAX_FAILURES_PER_IP of the IP, in the last hour, every attempt (even a right code)
 * answers 429 绑定码错误次数过多，请1小时后再试. Each attempt is first written as a failure under a
 * per-account advisory lock (so parallel guesses cannot slip under the limit) and the row is
 * removed when the code was right or the attempt failed for another reason.
 */
export async function guardedBindCode<T>(
  services: Services,
  request: FastifyRequest,
  projectId: number,
  userId: number,
  attempt: () => Promise<T>,
): Promise<T> {
  const ip = request.ip;
  const failureId = await services.db.tenant(projectId, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`bindcode:${userId}`}, 0))`);
    const since = new Date(Date.now() - BIND_CODE_FAILURE_WINDOW_MS);
    const result = await tx.execute<{ account: number; ip: number }>(sql`
      select
        (select count(*) from ${bindCodeFailures}
          where ${bindCodeFailures.userId} = ${userId} and ${bindCodeFailures.createdAt} > ${since})::int as account,
        (select count(*) from ${bindCodeFailures}
          where ${bindCodeFailures.ip} = ${ip} and ${bindCodeFailures.createdAt} > ${since})::int as ip`);
    const counts = result.rows[0];
    if (
      Number(counts?.account ?? 0) >= BIND_CODE_MAX_FAILURES_PER_ACCOUNT ||
      Number(counts?.ip ?? 0) >= BIND_CODE_MAX_FAILURES_PER_IP
    ) {
      return null;
    }
    const [row] = await tx
      .insert(bindCodeFailures)
      .values({ projectId, userId, ip })
      .returning({ id: bindCodeFailures.id });
    return row?.id ?? null;
  });
  if (failureId === null) {
    request.log.warn({ bindCode: { userId, locked: true } }, 'bind code guessing limit reached');
    throw tooMany(BIND_CODE_LOCKED_MSG);
  }
  const forget = () =>
    services.db.tenant(projectId, (tx) =>
      tx.delete(bindCodeFailures).where(eq(bindCodeFailures.id, failureId)),
    );
  try {
    const value = await attempt();
    await forget();
    return value;
  } catch (error) {
    const wrongCode = error instanceof AppError && error.message === BIND_CODE_INVALID;
    if (!wrongCode) await forget();
    throw error;
  }
}
