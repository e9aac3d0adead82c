import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { SEED_ASSETS_DIR } from '../../paths.ts';
import { PUBLICIZE_MATERIALS } from './publicize-data.ts';
import { seedUpload } from './seed-upload.ts';

/**
 * The demo publicity materials. A material with pictures gets each committed picture as an
 * upload under its paragraph and the first as cover (the swipe viewer /app/common/picture/move
 * shows them); without an uploads folder the materials are text only.
 */
export async function seedPublicizeMaterials(client: pg.Client, projectId: number, uploadsDir?: string) {
  const owner = await client.query<{ id: number }>(
    `select id from users where project_id = $1 and username = 'doctor01' limit 1`,
    [projectId],
  );
  const userId = owner.rows[0]?.id ?? 0;
  for (const m of PUBLICIZE_MATERIALS) {
    const pictures: (string | null)[] = [];
    for (const [i] of m.paragraphs.entries()) {
      const name = m.pictures ? `${m.pictures}-${i + 1}.jpg` : null;
      pictures.push(
        name
          ? await seedUpload(client, projectId, uploadsDir, {
              name,
              body: await readFile(path.join(SEED_ASSETS_DIR, 'publicize', name)),
              mime: 'image/jpeg',
              ext: 'jpg',
              category: 'article',
              userId,
            })
          : null,
      );
    }
    const body = m.paragraphs
      .map(
        (p, i) => `<p>${p}</p>${pictures[i] ? `<p><img src="${pictures[i]}" alt="第${i + 1}幅" /></p>` : ''}`,
      )
      .join('');
    await client.query(
      `insert into publicize_materials (project_id, type, title, summary, body, sort, cover)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [projectId, m.type, m.title, m.summary, body, m.sort, pictures[0] ?? null],
    );
  }
}
