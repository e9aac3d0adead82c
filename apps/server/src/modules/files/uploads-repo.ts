import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { uploads } from '../../db/schema/index.ts';

export type UploadRow = typeof uploads.$inferSelect;

export async function insertUpload(
  tx: Tx,
  projectId: number,
  row: Omit<typeof uploads.$inferInsert, 'projectId' | 'id' | 'createdAt'>,
): Promise<number> {
  const [created] = await tx
    .insert(uploads)
    .values({ ...row, projectId })
    .returning({ id: uploads.id });
  if (!created) throw new Error('upload row not created');
  return created.id;
}

/** The upload of the transaction's project with that stored name; another project's is not found. */
export async function findUpload(tx: Tx, storedName: string): Promise<UploadRow | null> {
  const [row] = await tx.select().from(uploads).where(eq(uploads.storedName, storedName)).limit(1);
  return row ?? null;
}
