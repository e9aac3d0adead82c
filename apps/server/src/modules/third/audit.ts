import type { OpenCtx } from '../../core/context.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAuthEvent } from '../auth/audit-service.ts';

/** What an attempt is about; flows refine it as they learn who the caller is. */
export interface AuditNote {
  /** Account identifier (hashed by subjectOf; never stored raw). */
  identifier: string;
  userId?: number | null;
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
    await recordAuthEvent(ctx, {
      kind,
      identifier: note.identifier,
      success: true,
      userId: note.userId ?? null,
    });
    return result;
  } catch (error) {
    await recordAuthEvent(ctx, {
      kind,
      identifier: note.identifier,
      success: false,
      reason: error instanceof AppError ? error.message : 'error',
      userId: note.userId ?? null,
    });
    throw error;
  }
}
