import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import { patientAccount, setFunction } from '../inquiry/helpers.ts';
import { type Account, account, countRows } from '../patients/helpers.ts';

describe('inquiry function numPerDay under concurrent order creation', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let doctor: Account;
  let owners: Array<Awaited<ReturnType<typeof patientAccount>>>;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    doctor = await account(app, p, { role: 'doctor' });
    owners = [];
    for (let i = 0; i < 4; i++) owners.push(await patientAccount(app, p));
  });
  afterAll(() => app.close());

  const create = (o: (typeof owners)[number], inquiryType = 1) =>
    call(app, p, {
      method: 'POST',
      url: '/api/patient/inquiry/order',
      token: o.user.token,
      payload: {
        describe: '咳嗽一周',
        inquiryType,
        patientId: o.patient.id,
        doctorId: doctor.doctorId,
        price: 0,
      },
    });

  it('of many parallel creations exactly numPerDay succeed; the rest answer 今日问诊名额已满', async () => {
    const numPerDay = 3;
    await setFunction(p, doctor, { isFree: true, price: 0, numPerDay });
    await setFunction(p, doctor, { isFree: true, price: 0, numPerDay, inquiryType: 2 });
    for (let round = 0; round < 3; round++) {
      await withAdmin((c) => c.query('delete from inquiry_orders where project_id = $1', [p.id]));
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          create(owners[i % owners.length] as (typeof owners)[number], (i % 2) + 1),
        ),
      );
      const ok = results.filter((r) => r.statusCode === 200);
      expect(ok, results.map((r) => r.body).join('\n')).toHaveLength(numPerDay);
      for (const r of results.filter((x) => x.statusCode !== 200)) {
        expect(r.statusCode).toBe(400);
        expect(r.json().msg).toBe('今日问诊名额已满');
      }
      expect(await countRows('inquiry_orders', p.id)).toBe(numPerDay);
    }
  });
});
