import type { OpenCtx } from '../../core/context.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { insertAuthEvent } from './events-repo.ts';

/** Hash of an account identifier for the audit log (never the raw phone, ID or username). */
export function subjectOf(projectId: number, identifier: string): string {
  return sha256Hex(`${projectId}:${identifier.trim().toLowerCase()}`);
}

export interface AuthEvent {
  kind: string;
  identifier: string;
  success: boolean;
  reason?: string;
  userId?: number | null;
}

/** Writes one authentication attempt to the audit table and the server log. */
export async function recordAuthEvent(ctx: OpenCtx, event: AuthEvent): Promise<void> {
  const { projectId } = ctx;
  const subject = subjectOf(projectId, event.identifier);
  await ctx.inTenant((tx) =>
    insertAuthEvent(tx, {
      projectId,
      kind: event.kind,
      subject,
      ip: ctx.ip,
      success: event.success,
      reason: event.reason ?? null,
      userId: event.userId ?? null,
    }),
  );
  logAuthAttempt(ctx, { ...event, subject });
}

/**
 * The server-log line of an authentication attempt (subject hash prefix only, no identifier).
 * Every sign-in path ends here, so this is also where the attempt is noted for the access trail
 * (plugins/audit.ts writes it with the call's outcome).
 */
export function logAuthAttempt(
  ctx: OpenCtx,
  event: { kind: string; subject: string; success: boolean; reason?: string; userId?: number | null },
): void {
  ctx.audit.action = 'login';
  ctx.audit.userId = event.userId ?? null;
  ctx.log.info(
    {
      auth: {
        kind: event.kind,
        subject: event.subject.slice(0, 12),
        success: event.success,
        reason: event.reason,
      },
    },
    'authentication attempt',
  );
}
