import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { seedAiPatient } from '../../src/db/seed/ai-patient-data.ts';
import { createProject, withAdmin } from '../fixtures.ts';
import { seedFixture } from './helpers.ts';

describe('AI platform patient-side seed (issue 16)', () => {
  it('seeds the demo resident account and the district records by query', async () => {
    const p = await createProject();
    await withAdmin(async (c) => {
      await seedFixture(c, p.id, 15);
      await seedAiPatient(c as unknown as pg.Client, p.id, 'x');
      const n = await c.query<{ r: number; m: number; a: number; s: number; u: number }>(
        `select (select count(*)::int from ai_local_reports where project_id = $1) as r,
                (select count(*)::int from ai_intervention_recipients where project_id = $1) as m,
                (select count(*)::int from ai_ask_records where project_id = $1) as a,
                (select count(*)::int from ai_sign_records where project_id = $1) as s,
                (select count(*)::int from patient_relations where project_id = $1) as u`,
        [p.id],
      );
      expect(n.rows[0]).toEqual({ r: 75, m: 30, a: 3, s: 12, u: 1 });
    });
  });
});
