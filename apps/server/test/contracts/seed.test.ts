import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccompanyOrders } from '../../src/db/seed/accompany-data.ts';
import { seedContracts } from '../../src/db/seed/contract-data.ts';
import { seedTasks } from '../../src/db/seed/task-data.ts';
import { createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import { type Account, account } from '../patients/helpers.ts';
import { ok } from './helpers.ts';

/** The demo people the seeds look up by username (as seed/index.ts and staff-data.ts make them). */
async function demoPeople(app: FastifyInstance, p: TestProject) {
  const people: Record<string, Account> = {};
  for (const [username, role] of [
    ['doctor01', 'doctor'],
    ['doctor02', 'doctor'],
    ['assistant01', 'assistant'],
    ['admin01', 'admin'],
  ] as const) {
    const a = await account(app, p, { role, name: username });
    await withAdmin((c) => c.query('update users set username = $1 where id = $2', [username, a.id]));
    people[username] = a;
  }
  const family = await account(app, p, { name: '张三' });
  await withAdmin(async (c) => {
    for (const [i, name] of ['张三', '李四', '张小宝'].entries()) {
      const r = await c.query<{ id: number }>(
        `insert into patients (project_id, name, idcard, doctor_id, birthday) values ($1, $2, $3, $4, '1950-01-01') returning id`,
        [p.id, name, `${p.id}${i}`.padStart(18, '0'), people.doctor01?.doctorId],
      );
      await c.query('insert into patient_relations (project_id, user_id, patient_id) values ($1, $2, $3)', [
        p.id,
        family.id,
        r.rows[0]?.id,
      ]);
    }
  });
  return { doctor: people.doctor01 as Account, family };
}

describe('the demo seed of contracts, tasks and accompany orders', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let doctor: Account;
  let family: Account;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    ({ doctor, family } = await demoPeople(app, p));
    await withAdmin(async (c) => {
      await seedContracts(c, p.id);
      await seedTasks(c, p.id);
      await seedAccompanyOrders(c, p.id);
    });
  });
  afterAll(() => app.close());

  it('gives doctor01 contracts in each state, tasks in each state, a sign-in history', async () => {
    const counts = await ok(app, p, doctor, 'GET', '/api/patient/sign/contract/count');
    expect(counts).toMatchObject({ signed: 1, renewal_due: 1, pending: 1, terminated: 1, expiring: 1 });
    const pending = await ok(app, p, family, 'GET', '/api/patient/sign/contract?state=pending');
    expect(pending.list[0]).toMatchObject({ awaiting: 'resident', actions: { confirm: true } });
    const states = new Set<string>();
    for (const scope of ['todo', 'created', 'all']) {
      const page = await ok(app, p, doctor, 'GET', `/api/user/task/center?scope=${scope}&pageSize=50`);
      for (const t of page.list as Array<{ state: string; overdue: boolean }>)
        states.add(t.overdue ? `${t.state}-overdue` : t.state);
    }
    expect([...states].sort()).toEqual(['finished', 'pending', 'received', 'received-overdue']);
    const signIns = await ok(app, p, doctor, 'GET', '/api/user/sign/in/record');
    expect(signIns).toMatchObject({ today: false, streak: 6, total: 11 });
    const orders = await ok(app, p, doctor, 'GET', '/api/patient/accompany/order');
    expect(orders.list.map((o: { state: string }) => o.state).sort()).toEqual([
      'completed',
      'created',
      'received',
    ]);
  });
});
