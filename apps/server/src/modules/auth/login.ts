import type { SessionInfo } from '@kanghu/shared';
import { openContextOf } from '../../plugins/request-context.ts';
import type { Services } from '../../services.ts';
import { type AuthEvent, recordAuthEvent as recordIn } from './audit-service.ts';
import { startSession } from './session-service.ts';

/** A request as plugins/request-context.ts takes it. */
type RequestLike = Parameters<typeof openContextOf>[0];

// Transitional (conventions issue): the request-based forms modules not yet migrated call
// (third). New code calls audit-service.ts `recordAuthEvent(ctx, ...)` and session-service.ts
// `startSession(ctx, userId)`.

/** Writes one authentication attempt to the audit table and the server log. */
export function recordAuthEvent(_services: Services, request: RequestLike, event: AuthEvent): Promise<void> {
  return recordIn(openContextOf(request), event);
}

/** Issues a session for `userId` and answers the session user info. */
export function completeLogin(
  _services: Services,
  request: RequestLike,
  userId: number,
): Promise<SessionInfo> {
  return startSession(openContextOf(request), userId);
}
