import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { seedAiPatient } from '../../src/db/seed/ai-patient-data.ts';
import { seedYuhangResident } from '../../src/db/seed/yuhang-resident-data.ts';
import { createProject, withAdmin } from '../fixtures.ts';

describe('AI platform patient-side seed (issue 16)', () => {
  it('seeds the demo resident account and the district records by query', async () => {
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
         select $1, '居民' || i, '33011319580412' || lpad(i::text, 3, '0') || 'X', 1, '1958-04-12', $2 from generate_series(1, 15) i`,
        [p.id, org.rows[0]?.id],
      );
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
    });
  });
});
