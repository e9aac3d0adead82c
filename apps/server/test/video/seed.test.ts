import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedVideoConsultations } from '../../src/db/seed/video-data.ts';
import { call, createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import { type Account, account, createPatient } from '../patients/helpers.ts';

const RECORD = '/api/base/remote/video/consultation/record';

describe('the demo remote consultations', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let wang: Account;
  let li: Account;
  let zhang: Account;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    wang = await account(app, p, { role: 'doctor', name: '王医生' });
    li = await account(app, p, { role: 'doctor', name: '李医生' });
    zhang = await account(app, p, { name: '张三' });
    const patientId = (await createPatient(app, p, zhang, { name: '张三', idcard: '11010519491231002X' })).id;
    await withAdmin(async (c) => {
      await c.query(`update users set username = 'doctor01' where id = $1`, [wang.id]);
      await c.query(`update users set username = 'doctor02' where id = $1`, [li.id]);
      await seedVideoConsultations(c, p.id);
      expect(patientId).toBeGreaterThan(0);
    });
  });
  afterAll(() => app.close());

  const list = async (who: Account, state: string) =>
    (await call(app, p, { method: 'GET', url: `${RECORD}/list?state=${state}`, token: who.token })).json()
      .data as { total: number; list: { title: string; patientName?: string }[] };

  it('王医生, 李医生 and 张三 each see one upcoming and one ended consultation', async () => {
    for (const who of [wang, li, zhang]) {
      expect((await list(who, 'scheduled')).list.map((c) => c.title)).toEqual(['高血压用药调整远程会诊']);
      expect((await list(who, 'ended')).list.map((c) => c.title)).toEqual(['糖尿病足风险评估会诊']);
    }
  });
});
