import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { configs } from '../../db/schema/index.ts';

/** The value of one key of the project's configs table, or undefined when the key is absent. */
export async function readConfig(db: Database, projectId: number, key: string): Promise<unknown> {
  const [row] = await db.tenant(projectId, (tx) =>
    tx.select({ value: configs.value }).from(configs).where(eq(configs.key, key)).limit(1),
  );
  return row?.value;
}
