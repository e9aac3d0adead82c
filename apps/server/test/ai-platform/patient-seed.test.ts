import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { seedAiArticles } from '../../src/db/seed/ai-articles-data.ts';
import { seedAiPatient } from '../../src/db/seed/ai-patient-data.ts';
import { seedYuhangResident } from '../../src/db/seed/yuhang-resident-data.ts';
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
      // 75 district reports and prescriptions, plus the demo resident's earlier prescription.
      expect(n.rows[0]).toEqual({ r: 76, m: 30, a: 3, s: 12, u: 1 });
      // Articles of the project, three article pushes (the demo resident got all), lab results of five residents.
      await seedAiArticles(c as unknown as pg.Client, p.id);
      const a = await c.query<{ pushes: number; demo: number; labs: number; articles: number }>(
        `select (select count(*)::int from ai_intervention_messages where project_id = $1 and article_id is not null) as pushes,
                (select count(*)::int from ai_intervention_recipients r join patient_relations pr on pr.patient_id = r.patient_id
                  join ai_intervention_messages m on m.id = r.message_id
                  where r.project_id = $1 and m.article_id is not null) as demo,
                (select count(*)::int from check_inspection_records where project_id = $1) as labs,
                (select count(*)::int from articles where project_id = $1 and status = 'published') as articles`,
        [p.id],
      );
      expect(a.rows[0]).toMatchObject({ pushes: 3, demo: 3, labs: 35 });
      expect(a.rows[0]?.articles).toBeGreaterThan(20);

      // The yuhang resident screens' demo, for the same resident.
      await seedYuhangResident(c as unknown as pg.Client, p.id);
      const y = await c.query(
        `select (select count(*)::int from measurements where project_id = $1 and type = 'mattress') as bed,
                (select count(*)::int from check_inspection_records where project_id = $1 and item_name like '%不耐受%') as food,
                (select count(*)::int from medicine_records where project_id = $1) as meds,
                (select count(*)::int from follow_plans where project_id = $1) as plans,
                (select count(*)::int from device_applications where project_id = $1) as apply,
                (select count(*)::int from ask_records where project_id = $1) as chat`,
        [p.id],
      );
      expect(y.rows[0]).toEqual({ bed: 7, food: 1, meds: 2, plans: 2, apply: 1, chat: 3 });
      // Every seeded follow plan has its disease (the template's: the follow form asks for its readings).
      const plans = await c.query<{ disease: string | null }>(
        `select t.disease from follow_plans fp left join follow_templates t on t.id = fp.template_id
         where fp.project_id = $1`,
        [p.id],
      );
      expect(plans.rows.map((r) => r.disease)).toEqual(['hbp', 'hbp']);
    });
  });
});
