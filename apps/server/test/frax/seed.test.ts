import { ostaOf } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFractureRisk } from '../../src/db/seed/fracture-data.ts';
import { call, createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import { type Account, account } from '../patients/helpers.ts';

describe('the demo FRAX record', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let demo: Account;
  let patientId: number;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    demo = await account(app, p, { name: '张三' });
    patientId = await withAdmin(async (c) => {
      await c.query(`update users set tel = '13800000001', idcard = '11010519491231002X' where id = $1`, [
        demo.id,
      ]);
      const r = await c.query<{ id: number }>(
        `insert into patients (project_id, name, idcard, sex, birthday) values ($1, '张三', '11010519491231002X', 2, '1949-12-31') returning id`,
        [p.id],
      );
      const id = r.rows[0]?.id ?? 0;
      await c.query(
        `insert into patient_relations (project_id, user_id, patient_id, relation) values ($1, $2, $3, '本人')`,
        [p.id, demo.id, id],
      );
      await seedFractureRisk(c, p.id);
      return id;
    });
  });
  afterAll(() => app.close());

  it('gives the demo patient one stored record with the OSTA of its day', async () => {
    const res = await call(app, p, {
      method: 'GET',
      url: `/api/patient/algorithm/frax?patientId=${patientId}`,
      token: demo.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data;
    expect(list).toHaveLength(1);
    const expected = ostaOf(52, '1949-12-31', new Date(list[0].createdAt));
    expect(list[0]).toMatchObject({ sex: 2, birthday: '1949-12-31', weight: 52, fracture: true });
    expect(list[0].osta).toMatchObject({ index: expected.index, band: expected.band, age: expected.age });
  });
});
