import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '../fixtures.ts';
import { createPatient } from '../patients/helpers.ts';
import { type Cast, cast, ok } from './helpers.ts';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

describe('home monitoring of the signed residents (/health/doctor/family/monitor)', () => {
  let app: FastifyInstance;
  let c: Cast;
  let unsignedId: number;

  beforeAll(async () => {
    app = await createTestApp();
    c = await cast(app);
    const contract = await ok(app, c.p, c.doctor, 'POST', '/api/patient/sign/contract', {
      patientId: c.patient.id,
    });
    await ok(app, c.p, c.owner, 'PUT', `/api/patient/sign/contract/confirm/${contract.id}`);
    const readings = [
      { type: 'bp', values: { systolic: 128, diastolic: 82 }, measureTime: hoursAgo(50) },
      { type: 'bp', values: { systolic: 168, diastolic: 102 }, measureTime: hoursAgo(2) },
      { type: 'bg', values: { glucose: 5.2 }, period: 'fasting', measureTime: hoursAgo(3) },
    ];
    for (const r of readings)
      await ok(app, c.p, c.owner, 'POST', '/api/patient/life/measurement', { patientId: c.patient.id, ...r });
    const unsigned = await createPatient(app, c.p, c.owner, { name: '未签约', doctorId: c.doctor.doctorId });
    unsignedId = unsigned.id;
    await ok(app, c.p, c.owner, 'POST', '/api/patient/life/measurement', {
      patientId: unsigned.id,
      type: 'bp',
      values: { systolic: 170, diastolic: 100 },
      measureTime: hoursAgo(1),
    });
  });
  afterAll(() => app.close());

  it('lists signed residents only, with the newest reading of each type and the recent abnormal count', async () => {
    const page = await ok(app, c.p, c.doctor, 'GET', '/api/patient/sign/family/monitor');
    expect(page.total).toBe(1);
    const [item] = page.list;
    expect(item).toMatchObject({
      patientId: c.patient.id,
      patientName: '孙七',
      contractState: 'signed',
      abnormalCount: 1,
    });
    expect(item.latest.map((m: { type: string }) => m.type)).toEqual(['bp', 'bg']);
    expect(item.latest[0].values).toMatchObject({ systolic: 168, diastolic: 102 });
    const abnormal = await ok(app, c.p, c.doctor, 'GET', '/api/patient/sign/family/monitor?abnormal=1');
    expect(abnormal.total).toBe(1);
    const search = await ok(app, c.p, c.doctor, 'GET', '/api/patient/sign/family/monitor?search=不存在');
    expect(search.total).toBe(0);
  });

  it('the detail lists the recent readings; unsigned residents and other orgs answer 404', async () => {
    const detail = await ok(app, c.p, c.doctor, 'GET', `/api/patient/sign/family/monitor/${c.patient.id}`);
    expect(detail.readingCount).toBe(3);
    expect(detail.recent[0].values).toMatchObject({ systolic: 168 });
    const unsigned = await call(app, c.p, {
      method: 'GET',
      url: `/api/patient/sign/family/monitor/${unsignedId}`,
      token: c.doctor.token,
    });
    expect(unsigned.statusCode).toBe(404);
    expect(unsigned.json().msg).toBe('该居民暂无生效的签约');
    const far = await call(app, c.p, {
      method: 'GET',
      url: `/api/patient/sign/family/monitor/${c.patient.id}`,
      token: c.farDoctor.token,
    });
    expect(far.statusCode).toBe(404);
    const farList = await ok(app, c.p, c.farDoctor, 'GET', '/api/patient/sign/family/monitor');
    expect(farList.total).toBe(0);
    const resident = await call(app, c.p, {
      method: 'GET',
      url: '/api/patient/sign/family/monitor',
      token: c.owner.token,
    });
    expect(resident.statusCode).toBe(403);
    const none = await call(app, c.p, { method: 'GET', url: '/api/patient/sign/family/monitor' });
    expect(none.statusCode).toBe(401);
  });
});
