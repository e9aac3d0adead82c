import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject } from '../fixtures.ts';
import { setFunction } from '../inquiry/helpers.ts';
import { type Account, account, countRows, otherOrgDoctor } from '../patients/helpers.ts';

describe('doctor function settings and schedule templates', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let other: TestProject;
  let doctor: Account;
  let doctor2: Account;
  let admin: Account;
  let patient: Account;
  let otherProjectDoctor: Account;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    other = await createProject();
    doctor = await account(app, p, { role: 'doctor' });
    doctor2 = await otherOrgDoctor(app, p);
    admin = await account(app, p, { role: 'admin' });
    patient = await account(app, p);
    otherProjectDoctor = await account(app, other, { role: 'doctor' });
  });
  afterAll(() => app.close());

  const get = (who: Account, doctorId?: number, project: TestProject = p) =>
    call(app, project, {
      method: 'GET',
      url: '/api/doctor/function/setting',
      query: doctorId ? { doctorId: String(doctorId) } : {},
      token: who.token,
    });
  const save = (who: Account, payload: Record<string, unknown>, method: 'PUT' | 'POST' = 'PUT') =>
    call(app, p, { method, url: '/api/doctor/function/setting/all', token: who.token, payload });
  const openOf = (res: { json(): { data: Array<{ type: string; isOpen: boolean }> } }) =>
    res
      .json()
      .data.filter((s) => s.isOpen)
      .map((s) => s.type);

  it('lists every switch, all off at first', async () => {
    const res = await get(doctor);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as Array<{ type: string; name: string; isOpen: boolean }>;
    expect(data.map((d) => d.name)).toEqual(['图文问诊', '电话问诊', '视频问诊', '预约挂号', '家庭医生签约']);
    expect(data.every((d) => !d.isOpen)).toBe(true);
  });

  it('saves switches with PUT and POST; inquiry switches are the inquiry function isOpen', async () => {
    const refused = await save(doctor, { list: [{ type: 'inquiry_text', isOpen: true }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('请先完成图文问诊的服务设置');

    await setFunction(p, doctor, { price: 1500, isOpen: false });
    const put = await save(doctor, {
      list: [
        { type: 'inquiry_text', isOpen: true },
        { type: 'reservation', isOpen: true },
      ],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(openOf(put)).toEqual(['inquiry_text', 'reservation']);
    const fn = await call(app, p, {
      method: 'GET',
      url: `/api/doctor/inquiry/function/doctor/${doctor.doctorId}/type/1`,
      token: patient.token,
    });
    expect(fn.json().data.isOpen).toBe(true);

    const post = await save(
      doctor,
      {
        list: [
          { type: 'reservation', isOpen: false },
          { type: 'family_sign', isOpen: true },
        ],
      },
      'POST',
    );
    expect(post.statusCode, post.body).toBe(200);
    expect(openOf(post)).toEqual(['inquiry_text', 'family_sign']);
    expect(openOf(await get(doctor))).toEqual(['inquiry_text', 'family_sign']);
  });

  it('anyone signed in reads the open types of a doctor; missing or foreign doctors are 404', async () => {
    const res = await call(app, p, {
      method: 'GET',
      url: `/api/doctor/function/setting/doctor/${doctor.doctorId}/type`,
      token: patient.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual(['inquiry_text', 'family_sign']);
    const foreign = await call(app, other, {
      method: 'GET',
      url: `/api/doctor/function/setting/doctor/${doctor.doctorId}/type`,
      token: otherProjectDoctor.token,
    });
    expect(foreign.statusCode).toBe(404);
    const anon = await call(app, p, {
      method: 'GET',
      url: `/api/doctor/function/setting/doctor/${doctor.doctorId}/type`,
    });
    expect(anon.statusCode).toBe(401);
  });

  it('bad input is 400 and stores nothing', async () => {
    for (const payload of [
      { list: [] },
      { list: [{ type: 'nope', isOpen: true }] },
      { list: [{ type: 'reservation', isOpen: 'yes' }] },
      {
        list: [
          { type: 'reservation', isOpen: true },
          { type: 'reservation', isOpen: false },
        ],
      },
    ]) {
      const res = await save(doctor, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(openOf(await get(doctor))).toEqual(['inquiry_text', 'family_sign']);
    expect((await get(doctor, undefined)).statusCode).toBe(200);
    const badId = await call(app, p, {
      method: 'GET',
      url: '/api/doctor/function/setting',
      query: { doctorId: 'x' },
      token: doctor.token,
    });
    expect(badId.statusCode).toBe(400);
  });

  it('roles: patients 403, no session 401, another doctor 404, admins act for any doctor', async () => {
    expect((await get(patient)).statusCode).toBe(403);
    expect((await call(app, p, { method: 'GET', url: '/api/doctor/function/setting' })).statusCode).toBe(401);
    expect((await get(doctor2, doctor.doctorId ?? 0)).statusCode).toBe(404);
    const foreign = await save(doctor2, {
      doctorId: doctor.doctorId,
      list: [{ type: 'reservation', isOpen: true }],
    });
    expect(foreign.statusCode).toBe(404);
    expect((await get(otherProjectDoctor, doctor.doctorId ?? 0, other)).statusCode).toBe(404);
    const byAdmin = await save(admin, {
      doctorId: doctor.doctorId,
      list: [{ type: 'reservation', isOpen: true }],
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(openOf(byAdmin)).toContain('reservation');
  });

  describe('schedule templates', () => {
    const tomorrow = () => new Date(Date.now() + 8 * 3600_000 + 86_400_000).toISOString().slice(0, 10);
    let libraryId: number;

    it('creates and lists a template; bad templates are 400', async () => {
      const res = await call(app, p, {
        method: 'POST',
        url: '/api/doctor/inquiry/schedule/segment/library',
        token: doctor.token,
        payload: {
          name: '上午门诊',
          kind: 'offline',
          segmentList: [
            { segment: '08:00-09:00', slots: 3, price: 500 },
            { segment: '09:00-10:00', slots: 2, price: 500 },
          ],
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      libraryId = res.json().data.id;
      const list = await call(app, p, {
        method: 'GET',
        url: '/api/doctor/inquiry/schedule/segment/library',
        token: doctor.token,
      });
      expect(list.json().data.map((l: { id: number }) => l.id)).toContain(libraryId);
      for (const segmentList of [
        [],
        [{ segment: '10:00-09:00', slots: 1 }],
        [{ segment: '08:00-09:00', slots: 0 }],
      ]) {
        const bad = await call(app, p, {
          method: 'POST',
          url: '/api/doctor/inquiry/schedule/segment/library',
          token: doctor.token,
          payload: { name: '坏模板', segmentList },
        });
        expect(bad.statusCode).toBe(400);
      }
    });

    it('copies a template into a date', async () => {
      const date = tomorrow();
      const res = await call(app, p, {
        method: 'POST',
        url: '/api/doctor/inquiry/schedule/segment/library/date',
        query: { date, libraryId: String(libraryId) },
        token: doctor.token,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.map((s: { segment: string; slots: number }) => [s.segment, s.slots])).toEqual([
        ['08:00-09:00', 3],
        ['09:00-10:00', 2],
      ]);
      const read = await call(app, p, {
        method: 'GET',
        url: `/api/doctor/inquiry/schedule/doctor/date/${doctor.doctorId}`,
        query: { date },
        token: patient.token,
      });
      expect(read.json().data).toHaveLength(2);
    });

    it('refuses past dates, bad queries, other doctors’ templates and patients', async () => {
      const url = '/api/doctor/inquiry/schedule/segment/library/date';
      const before = await countRows('doctor_schedules', p.id);
      const past = await call(app, p, {
        method: 'POST',
        url,
        query: { date: '2020-01-01', libraryId: String(libraryId) },
        token: doctor.token,
      });
      expect(past.statusCode).toBe(400);
      expect(past.json().msg).toBe('不能为过去的日期排班');
      const bad = await call(app, p, {
        method: 'POST',
        url,
        query: { date: '2099-13-01', libraryId: String(libraryId) },
        token: doctor.token,
      });
      expect(bad.statusCode).toBe(400);
      const missing = await call(app, p, {
        method: 'POST',
        url,
        query: { date: tomorrow() },
        token: doctor.token,
      });
      expect(missing.statusCode).toBe(400);
      const foreign = await call(app, p, {
        method: 'POST',
        url,
        query: { date: tomorrow(), libraryId: String(libraryId) },
        token: doctor2.token,
      });
      expect(foreign.statusCode).toBe(404);
      const otherProject = await call(app, other, {
        method: 'POST',
        url,
        query: { date: tomorrow(), libraryId: String(libraryId) },
        token: otherProjectDoctor.token,
      });
      expect(otherProject.statusCode).toBe(404);
      const byPatient = await call(app, p, {
        method: 'POST',
        url,
        query: { date: tomorrow(), libraryId: String(libraryId) },
        token: patient.token,
      });
      expect(byPatient.statusCode).toBe(403);
      expect(await countRows('doctor_schedules', p.id)).toBe(before);
    });
  });
});
