import { openContextOf } from '../../plugins/request-context.ts';
import type { Services } from '../../services.ts';
import { type Attempt, guardedAttempt as guardedAttemptIn } from './guard-service.ts';

export type { Attempt } from './guard-service.ts';

/** A request as plugins/request-context.ts takes it. */
type RequestLike = Parameters<typeof openContextOf>[0];

/**
 * Transitional (conventions issue): the request-based form modules not yet migrated call
 * (care: find-patient). New code calls guard-service.ts `guardedAttempt(ctx, ...)`.
 */
export function guardedAttempt(
  _services: Services,
  request: RequestLike,
  kind: string,
  identifier: string,
  attempt: () => Promise<Attempt>,
): Promise<number> {
  return guardedAttemptIn(openContextOf(request), kind, identifier, attempt);
}
