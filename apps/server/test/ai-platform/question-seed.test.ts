import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { seedAiQuestions } from '../../src/db/seed/ai-question-data.ts';
import { createProject, withAdmin } from '../fixtures.ts';
import { seedFixture } from './helpers.ts';

describe('AI platform questionnaire seed (issue 16)', () => {
  it('adds built-in questionnaires and aidoc01 pre-diagnosis questionnaires for district residents, looked up by query', async () => {
    const p = await createProject();
    await withAdmin(async (c) => {
      await seedFixture(c, p.id, 20);
      await seedAiQuestions(c as unknown as pg.Client, p.id);
      const n = await c.query<{ a: number; r: number; severe: number }>(
        `select (select count(*)::int from questionnaire_assignments where project_id = $1) as a,
                (select count(*)::int from questionnaire_records where project_id = $1) as r,
                (select count(*)::int from questionnaire_records where project_id = $1 and tone = 'severe') as severe`,
        [p.id],
      );
      expect(n.rows[0]).toEqual({ a: 14, r: 7, severe: 1 });
    });
  });
});
