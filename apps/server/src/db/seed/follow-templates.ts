import { DEFAULT_FOLLOW_TEMPLATES } from '@kanghu/shared';
import type pg from 'pg';

/**
 * The national follow templates of a project, as the app creates them on first use (a project that
 * has them already keeps its rows); answers their ids by code.
 */
export async function seedFollowTemplates(
  client: pg.Client,
  projectId: number,
): Promise<Map<string, number>> {
  for (const t of DEFAULT_FOLLOW_TEMPLATES)
    await client.query(
      `insert into follow_templates (project_id, code, name, disease, follow_mode, follow_frequency, content, form_items, source)
       values ($1,$2,$3,$4,$5,$6,$7,$8,$9) on conflict do nothing`,
      [
        projectId,
        t.code,
        t.name,
        t.disease,
        t.followMode,
        t.followFrequency,
        t.content,
        JSON.stringify(t.formItems),
        t.source,
      ],
    );
  const rows = await client.query<{ id: number; code: string }>(
    'select id, code from follow_templates where project_id = $1 and code = any($2::text[])',
    [projectId, DEFAULT_FOLLOW_TEMPLATES.map((t) => t.code)],
  );
  return new Map(rows.rows.map((r) => [r.code, r.id]));
}
