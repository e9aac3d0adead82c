import type { OpenCtx } from '../../core/context.ts';
import { authEvents } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { subjectOf } from '../auth/login.ts';

/** What an attempt is about; flows refine it as they learn who the caller is. */
export interface AuditNote {
  /** Account identifier (hashed by subjectOf; never stored raw). */
  identifier: string;
  userId?: number | null;
}

/**
 * One third-party authentication attempt into the auth audit table and the server log.
 * Transitional: the same as auth's request-based recordAuthEvent, on the context; becomes a call
 * to auth's ctx-based recordAuthEvent (auth/audit-service.ts on the auth migration's branch) once
 * both are merged.
 */
async function recordAttempt(
  ctx: OpenCtx,
  event: { kind: string; identifier: string; success: boolean; reason?: string; userId: number | null },
): Promise<void> {
  const { projectId } = ctx;
  const subject = subjectOf(projectId, event.identifier);
  await ctx.inTenant((tx) =>
    tx.insert(authEvents).values({
      projectId,
      kind: event.kind,
      subject,
      ip: ctx.ip,
      success: event.success,
      reason: event.reason ?? null,
      userId: event.userId,
    }),
  );
  ctx.log.info(
    {
      auth: { kind: event.kind, subject: subject.slice(0, 12), success: event.success, reason: event.reason },
    },
    'authentication attempt',
  );
}

/**
 * Runs one third-party attempt and writes it to the auth audit whatever the outcome: success
 * with the user, or failure with the Chinese message that the caller was answered.
 */
export async function withAudit<T>(
  ctx: OpenCtx,
  kind: string,
  note: AuditNote,
  run: () => Promise<T>,
): Promise<T> {
  try {
    const result = await run();
    await recordAttempt(ctx, {
      kind,
      identifier: note.identifier,
      success: true,
      userId: note.userId ?? null,
    });
    return result;
  } catch (error) {
    await recordAttempt(ctx, {
      kind,
      identifier: note.identifier,
      success: false,
      reason: error instanceof AppError ? error.message : 'error',
      userId: note.userId ?? null,
    });
    throw error;
  }
}
