import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDeviceWorkbench } from '../../src/db/seed/device-workbench-data.ts';
import { call, createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import { type Account, account } from '../patients/helpers.ts';

/** The demo seed of the doctor's device management, on a project shaped like the demo one. */
describe('the demo seed of devices, readings and device applications', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let doctor: Account;
  const get = (url: string) => call(app, p, { method: 'GET', url, token: doctor.token });

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    doctor = await account(app, p, { role: 'doctor', name: '王医生' });
    const family = await account(app, p, { name: '张三' });
    await withAdmin(async (c) => {
      await c.query(`update orgs set code = 'DEMO01' where id = $1`, [p.orgId]);
      await c.query(`update users set username = 'doctor01' where id = $1`, [doctor.id]);
      const people = [
        ['张三', '11010519491231002X', '1949-12-31', false],
        ['李四', '110105195503150015', '1955-03-15', false],
        ['张小宝', '110105201806010023', '2018-06-01', true],
      ] as const;
      for (const [name, idcard, birthday, child] of people) {
        const r = await c.query<{ id: number }>(
          `insert into patients (project_id, name, idcard, tel, birthday, is_child, org_id, doctor_id)
           values ($1,$2,$3,'13800000011',$4,$5,$6,$7) returning id`,
          [p.id, name, idcard, birthday, child, p.orgId, doctor.doctorId],
        );
        await c.query('insert into patient_relations (project_id, user_id, patient_id) values ($1,$2,$3)', [
          p.id,
          family.id,
          r.rows[0]?.id,
        ]);
      }
      await seedDeviceWorkbench(c, p.id);
    });
  });
  afterAll(() => app.close());

  it('binds a device with two weeks of graded readings to each adult patient; a child gets none', async () => {
    const page = (await get('/api/iot/family/doctor/device')).json().data;
    expect(page.list.map((d: { patientName: string }) => d.patientName).sort()).toEqual(['张三', '李四']);
    for (const d of page.list) {
      expect(d.recentReadings).toBeGreaterThanOrEqual(10);
      expect(d.lastReading).not.toBeNull();
      const records = (await get(`/api/iot/family/doctor/device/record?patientId=${d.patientId}`)).json()
        .data;
      expect(records.total).toBe(d.recentReadings);
      expect(records.devices).toEqual([expect.objectContaining({ id: d.id, current: true })]);
    }
    const bp = page.list.find((d: { deviceMeasureType: string }) => d.deviceMeasureType === 'bp');
    expect(bp.recentAbnormal).toBeGreaterThan(0);
    const specs = (
      await call(app, p, { method: 'POST', url: '/api/iot/spec', token: doctor.token, payload: {} })
    ).json();
    expect(specs.data).toHaveLength(4);
  });

  it('leaves one device application waiting for review (李四, a glucose meter), one approved, one refused', async () => {
    const all = (await get('/api/iot/device/apply?pageSize=10')).json().data;
    expect(all.list.map((a: { state: number }) => a.state).sort()).toEqual([0, 1, 2]);
    const pending = (await get('/api/iot/device/apply?state=0')).json().data;
    expect(pending.list).toEqual([
      expect.objectContaining({ name: '李四', deviceType: '血糖仪', idcard: expect.stringContaining('*') }),
    ]);
  });
});
