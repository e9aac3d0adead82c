import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { uploads } from '../../db/schema/index.ts';

export type UploadRow = typeof uploads.$inferSelect;

export async function insertUpload(
  db: Database,
  projectId: number,
  row: Omit<typeof uploads.$inferInsert, 'projectId' | 'id' | 'createdAt'>,
): Promise<number> {
  const [created] = await db.tenant(projectId, (tx) =>
    tx
      .insert(uploads)
      .values({ ...row, projectId })
      .returning({ id: uploads.id }),
  );
  if (!created) throw new Error('upload row not created');
  return created.id;
}

/** The upload of this project with that stored name; another project's file is not found. */
export async function findUpload(
  db: Database,
  projectId: number,
  storedName: string,
): Promise<UploadRow | null> {
  const [row] = await db.tenant(projectId, (tx) =>
    tx.select().from(uploads).where(eq(uploads.storedName, storedName)).limit(1),
  );
  return row ?? null;
}
