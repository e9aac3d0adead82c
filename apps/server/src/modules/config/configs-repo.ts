import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { configs } from '../../db/schema/index.ts';

/** The value of one key of the project's configs table, or undefined when the key is absent. */
export async function readConfig(tx: Tx, key: string): Promise<unknown> {
  const [row] = await tx.select({ value: configs.value }).from(configs).where(eq(configs.key, key)).limit(1);
  return row?.value;
}
