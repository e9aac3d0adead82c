import { type BoardEntry, boardConfig } from '@kanghu/shared';
import type { Ctx, OpenCtx } from '../../core/context.ts';
import { notFound } from '../../lib/errors.ts';
import { readConfig } from './configs-repo.ts';

/** Keys never answered by the open config call (integration secrets and the like). */
export function isSecretKey(key: string): boolean {
  return key.toLowerCase().startsWith('secret');
}

/** GET /api/config/:key: a per-project value; unknown and secret keys both answer 404. */
export async function publicConfigValue(ctx: OpenCtx, key: string): Promise<unknown> {
  if (isSecretKey(key)) throw notFound();
  const value = await ctx.inTenant((tx) => readConfig(tx, key));
  if (value === undefined) throw notFound();
  return value;
}

/** The board (workbench shortcuts) of the signed-in user's type; empty when none is configured. */
export async function boardFor(ctx: Ctx): Promise<BoardEntry[]> {
  const parsed = boardConfig.safeParse((await ctx.inTenant((tx) => readConfig(tx, 'board'))) ?? {});
  return parsed.success ? parsed.data[ctx.session.userType] : [];
}
