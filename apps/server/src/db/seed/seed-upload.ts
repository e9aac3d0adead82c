import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';

export interface SeedFile {
  name: string;
  body: Buffer;
  mime: string;
  ext: string;
  /** The `uploads.category` of the file. */
  category: string;
  /** Who uploaded it (an id of the project's users). */
  userId: number;
}

/**
 * Stores a demo file as an upload of `projectId` (the file under the uploads folder, a row in
 * `uploads`) and answers its public path; null without an uploads folder (tests that seed only
 * the database).
 */
export async function seedUpload(
  client: pg.Client,
  projectId: number,
  uploadsDir: string | undefined,
  file: SeedFile,
): Promise<string | null> {
  const key = (await client.query<{ key: string }>('select key from projects where id = $1', [projectId]))
    .rows[0]?.key;
  if (!uploadsDir || !key) return null;
  const storedName = `${randomBytes(16).toString('hex')}.${file.ext}`;
  const dir = path.join(uploadsDir, String(projectId));
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, storedName), file.body, { mode: 0o640 });
  await client.query(
    `insert into uploads (project_id, user_id, stored_name, original_name, mime, size, category)
     values ($1,$2,$3,$4,$5,$6,$7)`,
    [projectId, file.userId, storedName, file.name, file.mime, file.body.length, file.category],
  );
  return `/api/files/${encodeURIComponent(key)}/${storedName}`;
}
