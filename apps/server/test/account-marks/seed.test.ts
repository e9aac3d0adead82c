import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccountMarks } from '../../src/db/seed/account-marks-data.ts';
import { call, createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import { type Account, account } from '../patients/helpers.ts';

describe('the demo attention and collections', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let demo: Account;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    demo = await account(app, p, { name: '张三', tel: '13800000001' });
    const wang = await account(app, p, { role: 'doctor', name: '王医生' });
    const li = await account(app, p, { role: 'doctor', name: '李医生' });
    await withAdmin(async (c) => {
      await c.query(`update users set username = 'doctor01' where id = $1`, [wang.id]);
      await c.query(`update users set username = 'doctor02' where id = $1`, [li.id]);
      await c.query(
        `insert into service_cards (project_id, name, serial) values ($1, '家庭医生服务包', 'SEED-FAMILY')`,
        [p.id],
      );
      await seedAccountMarks(c, p.id);
      await seedAccountMarks(c, p.id);
    });
  });
  afterAll(() => app.close());

  const list = async (url: string) =>
    (await call(app, p, { method: 'GET', url, token: demo.token })).json().data as {
      total: number;
      list: { title: string; type: string }[];
    };

  it('the demo patient follows two doctors and collected a doctor and a package, newest first (seeding twice adds nothing)', async () => {
    const attention = await list('/api/user/account/attention');
    expect(attention.list.map((r) => r.title)).toEqual(['李医生', '王医生']);
    const collect = await list('/api/user/account/collect');
    expect(collect.list.map((r) => [r.type, r.title])).toEqual([
      ['service', '家庭医生服务包'],
      ['doctor', '李医生'],
    ]);
  });
});
