import {
  COMMENT_MSG,
  DEFAULT_MODERATION_MODE,
  MODERATOR_ROLES,
  type ModerationMode,
  POST_RATE_WINDOW_MS,
  type PostDraft,
  type PostLimits,
  postProblem,
} from '@kanghu/shared';
import type { Ctx } from '../../core/context.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest, forbidden, tooMany } from '../../lib/errors.ts';
import { posterStanding } from './repo.ts';

/** The project's moderation switch (features.commentModeration; pre-moderation when unset). */
export function moderationMode(ctx: Ctx): ModerationMode {
  return ctx.project.settings.features?.commentModeration ?? DEFAULT_MODERATION_MODE;
}

/** Whether the caller may audit comments and posts (a servicer of a MODERATOR_ROLES role). */
export function isModerator(ctx: Ctx): boolean {
  const s = ctx.session;
  return s.userType === 'servicer' && (MODERATOR_ROLES as readonly string[]).includes(s.role);
}

export function assertModerator(ctx: Ctx): void {
  if (!isModerator(ctx)) throw forbidden(COMMENT_MSG.notModerator);
}

/**
 * The abuse limits of one comment or post (domain postProblem): 400 with the Chinese message,
 * 429 when the account posts too fast. `rate: false` skips the rate (an edit is not a new post).
 */
export async function checkDraft(ctx: Ctx, tx: Tx, draft: PostDraft, limits: PostLimits, rate = true) {
  const now = ctx.now();
  const standing = await posterStanding(tx, ctx.userId, new Date(now.getTime() - POST_RATE_WINDOW_MS));
  const problem = postProblem(draft, limits, standing, rate ? standing.recent : 0, now);
  if (problem === COMMENT_MSG.tooFast) throw tooMany(problem);
  if (problem) throw badRequest(problem);
}
