import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { seedAiQuestions } from '../../src/db/seed/ai-question-data.ts';
import { createProject, withAdmin } from '../fixtures.ts';

describe('AI platform questionnaire seed (issue 16)', () => {
  it('adds built-in questionnaires and aidoc01 pre-diagnosis questionnaires for district residents, looked up by query', async () => {
    const p = await createProject();
    await withAdmin(async (c) => {
      await c.query(
        `insert into districts (project_id, key, name, org_code, area_code, version) values ($1, '02330113', '临平区', 'Y001', '330113', 'informationInnovation')`,
        [p.id],
      );
      const org = await c.query<{ id: number }>(
        `insert into orgs (project_id, code, name, area_code) values ($1, 'YH-LP01', '临平测试中心', '330113') returning id`,
        [p.id],
      );
      await c.query(
        `insert into users (project_id, user_type, role, username, name, org_id) values ($1, 'servicer', 'doctor', 'aidoc01', '沈建国', $2)`,
        [p.id, org.rows[0]?.id],
      );
      await c.query(
        `insert into patients (project_id, name, idcard, sex, birthday, org_id)
         select $1, '居民' || i, '33011319580412' || lpad(i::text, 3, '0') || 'X', 1, '1958-04-12', $2 from generate_series(1, 20) i`,
        [p.id, org.rows[0]?.id],
      );
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
