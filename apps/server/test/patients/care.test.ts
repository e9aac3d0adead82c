import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject } from '../fixtures.ts';
import { type Account, account, countRows, createPatient, otherOrgDoctor } from './helpers.ts';

describe('patient tags and call records', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let owner: Account;
  let doctor: Account;
  let far: Account;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    owner = await account(app, p);
    doctor = await account(app, p, { role: 'doctor' });
    far = await otherOrgDoctor(app, p);
  });
  afterAll(() => app.close());

  it('servicers tag patients; the dictionary grows; customers read but cannot tag', async () => {
    const patient = await createPatient(app, p, owner);
    const add = await call(app, p, {
      method: 'PUT',
      url: `/api/patient/${patient.id}/tag/add`,
      token: doctor.token,
      payload: { name: '重点关注' },
    });
    expect(add.statusCode, add.body).toBe(200);
    const [tag] = add.json().data;
    expect(tag.name).toBe('重点关注');
    const dict = await call(app, p, {
      method: 'GET',
      url: '/api/patient/tag',
      token: owner.token,
      query: { isShow: '1' },
    });
    expect(dict.json().data).toEqual([tag]);
    const read = await call(app, p, {
      method: 'GET',
      url: `/api/patient/${patient.id}/tag`,
      token: owner.token,
    });
    expect(read.json().data).toEqual([tag]);
    const byOwner = await call(app, p, {
      method: 'PUT',
      url: `/api/patient/${patient.id}/tag/add`,
      token: owner.token,
      payload: { tagId: tag.id },
    });
    expect(byOwner.statusCode).toBe(403);
    const byFar = await call(app, p, {
      method: 'PUT',
      url: `/api/patient/${patient.id}/tag/add`,
      token: far.token,
      payload: { tagId: tag.id },
    });
    expect(byFar.statusCode).toBe(404);
    const empty = await call(app, p, {
      method: 'PUT',
      url: `/api/patient/${patient.id}/tag/add`,
      token: doctor.token,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    const unknown = await call(app, p, {
      method: 'PUT',
      url: `/api/patient/${patient.id}/tag/add`,
      token: doctor.token,
      payload: { tagId: 2_000_000_000 },
    });
    expect(unknown.statusCode).toBe(400);
    const filtered = await call(app, p, {
      method: 'GET',
      url: '/api/patient',
      token: doctor.token,
      query: { tagId: String(tag.id) },
    });
    expect(filtered.json().data.list.map((x: { id: number }) => x.id)).toEqual([patient.id]);
    const del = await call(app, p, {
      method: 'PUT',
      url: `/api/patient/${patient.id}/tag/delete`,
      token: doctor.token,
      payload: { tagId: tag.id },
    });
    expect(del.json().data).toEqual([]);
  });

  it('call records: servicers of the org record and read them, phones masked', async () => {
    const patient = await createPatient(app, p, owner);
    const startTime = new Date(Date.now() - 60_000).toISOString();
    const res = await call(app, p, {
      method: 'POST',
      url: '/api/patient/call/tel/record',
      token: doctor.token,
      payload: { patientId: patient.id, startTime, duration: 95, remark: '血压随访' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      duration: 95,
      tel: `${patient.tel.slice(0, 3)}****${patient.tel.slice(7)}`,
    });
    const before = await countRows('patient_call_records', p.id);
    for (const payload of [
      { patientId: patient.id, startTime, duration: -1 },
      { patientId: patient.id, startTime: 'yesterday', duration: 5 },
      { patientId: patient.id, startTime, duration: '十' },
    ]) {
      const bad = await call(app, p, {
        method: 'POST',
        url: '/api/patient/call/tel/record',
        token: doctor.token,
        payload,
      });
      expect(bad.statusCode, bad.body).toBe(400);
    }
    const byFar = await call(app, p, {
      method: 'POST',
      url: '/api/patient/call/tel/record',
      token: far.token,
      payload: { patientId: patient.id, startTime, duration: 5 },
    });
    expect(byFar.statusCode).toBe(404);
    expect(await countRows('patient_call_records', p.id)).toBe(before);
    const list = await call(app, p, {
      method: 'GET',
      url: `/api/patient/call/tel/record/user/${doctor.id}/patient/${patient.id}`,
      token: doctor.token,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toHaveLength(1);
    const byCustomer = await call(app, p, {
      method: 'GET',
      url: `/api/patient/call/tel/record/user/${doctor.id}/patient/${patient.id}`,
      token: owner.token,
    });
    expect(byCustomer.statusCode).toBe(403);
  });
});
