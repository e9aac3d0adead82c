import { type BoardEntry, boardConfig } from '@kanghu/shared';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import { readConfig } from './configs-repo.ts';

/** Keys never answered by the open config call (integration secrets and the like). */
export function isSecretKey(key: string): boolean {
  return key.toLowerCase().startsWith('secret');
}

/** GET /api/config/:key: a per-project value; unknown and secret keys both answer 404. */
export async function publicConfigValue(db: Database, projectId: number, key: string): Promise<unknown> {
  if (isSecretKey(key)) throw notFound();
  const value = await readConfig(db, projectId, key);
  if (value === undefined) throw notFound();
  return value;
}

/** The board (workbench shortcuts) of the signed-in user's type; empty when none is configured. */
export async function boardFor(
  db: Database,
  projectId: number,
  userType: 'customer' | 'servicer',
): Promise<BoardEntry[]> {
  const parsed = boardConfig.safeParse((await readConfig(db, projectId, 'board')) ?? {});
  return parsed.success ? parsed.data[userType] : [];
}
