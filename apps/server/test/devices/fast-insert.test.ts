import { prepareReading } from '@kanghu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Database } from '../../src/db/database.ts';
import { insertReadingFast } from '../../src/modules/devices/fast-insert.ts';
import { createProject, databaseUrl, type TestProject, withAdmin } from '../fixtures.ts';

describe('one-round-trip IoT insert keeps row-level security', () => {
  let db: Database;
  let a: TestProject;
  let b: TestProject;
  let patientA: number;

  beforeAll(async () => {
    db = new Database(databaseUrl(), { max: 1 });
    a = await createProject();
    b = await createProject();
    patientA = await withAdmin(async (c) => {
      const r = await c.query<{ id: number }>(
        `insert into patients (project_id, name) values ($1, '甲') returning id`,
        [a.id],
      );
      return r.rows[0]?.id ?? 0;
    });
  });
  afterAll(() => db.close());

  const reading = (projectId: number) =>
    prepareReading({
      projectId,
      patientId: patientA,
      type: 'bp',
      values: { systolic: 120, diastolic: 80 },
      source: 'iot',
      measuredAt: new Date(),
      subject: null,
    });

  it('inserts for its tenant and leaves no tenant setting on the pooled connection', async () => {
    const { id } = await insertReadingFast(db, reading(a.id));
    expect(id).toBeGreaterThan(0);
    const after = await db.pool.query<{ v: string | null }>(
      `select current_setting('app.project_id', true) as v`,
    );
    expect(after.rows[0]?.v ?? '').toBe('');
    const visible = await db.tenant(a.id, (tx) => tx.execute(`select id from measurements where id = ${id}`));
    expect(visible.rows).toHaveLength(1);
  });

  it('a row whose project differs from the tenant setting is refused by the policy', async () => {
    // Tenant setting b, row claims project a: the WITH CHECK policy refuses it.
    await expect(
      db.pool.query(
        `with tenant as (select set_config('app.project_id', $1::text, true))
         insert into measurements (project_id, patient_id, type, values, unit, loinc, source, measured_at, level)
         select $2::int, $3::int, 'bp', '{}'::jsonb, 'mm[Hg]', 'x', 'iot', now(), 'normal' from tenant`,
        [String(b.id), a.id, patientA],
      ),
    ).rejects.toThrow(/row-level security/);
  });
});
