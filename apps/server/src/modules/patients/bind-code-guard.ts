import {
  BIND_CODE_FAILURE_WINDOW_MS,
  BIND_CODE_LOCKED_MSG,
  BIND_CODE_MAX_FAILURES_PER_ACCOUNT,
  BIND_CODE_MAX_FAILURES_PER_IP,
} from '@kanghu/shared';
import type { Ctx } from '../../core/context.ts';
import { AppError, tooMany } from '../../lib/errors.ts';
import { forgetBindCodeAttempt, recordBindCodeAttempt } from './relation-repo.ts';

/** The answer of a wrong, used or expired code: these count as guesses. */
export const BIND_CODE_INVALID = '绑定码无效或已过期';

/**
 * Limits bind-code guessing: with BIND_CODE_MAX_FAILURES_PER_ACCOUNT wrong codes of the account,
 * or BIND_CODE_MAX_FAILURES_PER_IP of the IP, in the last hour, every attempt (even a right code)
 * answers 429 绑定码错误次数过多，请1小时后再试. Each attempt is first written as a failure under a
 * per-account advisory lock (so parallel guesses cannot slip under the limit) and the row is
 * removed when the code was right or the attempt failed for another reason.
 */
export async function guardedBindCode<T>(ctx: Ctx, attempt: () => Promise<T>): Promise<T> {
  const { userId } = ctx;
  const failureId = await ctx.inTenant((tx) =>
    recordBindCodeAttempt(tx, {
      projectId: ctx.projectId,
      userId,
      ip: ctx.ip,
      since: new Date(ctx.now().getTime() - BIND_CODE_FAILURE_WINDOW_MS),
      maxAccount: BIND_CODE_MAX_FAILURES_PER_ACCOUNT,
      maxIp: BIND_CODE_MAX_FAILURES_PER_IP,
    }),
  );
  if (failureId === null) {
    ctx.log.warn({ bindCode: { userId, locked: true } }, 'bind code guessing limit reached');
    throw tooMany(BIND_CODE_LOCKED_MSG);
  }
  const forget = () => ctx.inTenant((tx) => forgetBindCodeAttempt(tx, failureId));
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
