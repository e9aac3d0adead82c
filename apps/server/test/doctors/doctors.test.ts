import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject } from '../fixtures.ts';
import { type Account, account } from '../patients/helpers.ts';

const TOMORROW = new Date(Date.now() + 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

describe('doctors: profiles, inquiry settings, schedules', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let doctor: Account;
  let patient: Account;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    doctor = await account(app, p, { role: 'doctor', name: '孙医生' });
    patient = await account(app, p);
  });
  afterAll(() => app.close());

  it('reads and edits the own profile; others cannot edit it', async () => {
    const put = await call(app, p, {
      method: 'PUT',
      url: `/api/doctor/${doctor.doctorId}`,
      token: doctor.token,
      payload: { title: '主任医师', intro: '从医二十年', goodAt: '高血压', photo: '/api/files/x/p.png' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({
      name: '孙医生',
      title: '主任医师',
      goodAt: '高血压',
      isShow: true,
    });
    const get = await call(app, p, {
      method: 'GET',
      url: `/api/doctor/${doctor.doctorId}`,
      token: patient.token,
    });
    expect(get.json().data).toMatchObject({ title: '主任医师', intro: '从医二十年' });
    const byUser = await call(app, p, {
      method: 'GET',
      url: `/api/doctor/user/${doctor.id}`,
      token: patient.token,
    });
    expect(byUser.json().data.id).toBe(doctor.doctorId);
    const other = await account(app, p, { role: 'doctor' });
    const denied = await call(app, p, {
      method: 'PUT',
      url: `/api/doctor/${doctor.doctorId}`,
      token: other.token,
      payload: { title: 'x' },
    });
    expect(denied.statusCode).toBe(403);
    const byPatient = await call(app, p, {
      method: 'PUT',
      url: `/api/doctor/${doctor.doctorId}`,
      token: patient.token,
      payload: { title: 'x' },
    });
    expect(byPatient.statusCode).toBe(403);
    const bad = await call(app, p, {
      method: 'PUT',
      url: `/api/doctor/${doctor.doctorId}`,
      token: doctor.token,
      payload: { name: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('请输入姓名');
    expect((await call(app, p, { method: 'GET', url: `/api/doctor/${doctor.doctorId}` })).statusCode).toBe(
      401,
    );
    const otherProject = await createProject();
    const outsider = await account(app, otherProject, { role: 'doctor' });
    const cross = await call(app, otherProject, {
      method: 'GET',
      url: `/api/doctor/${doctor.doctorId}`,
      token: outsider.token,
    });
    expect(cross.statusCode).toBe(404);
    const crossEdit = await call(app, otherProject, {
      method: 'PUT',
      url: `/api/doctor/${doctor.doctorId}`,
      token: outsider.token,
      payload: { title: '篡改' },
    });
    expect(crossEdit.statusCode).toBe(404);
  });

  it('lists shown doctors with search; hidden ones drop out', async () => {
    const hidden = await account(app, p, { role: 'doctor', name: '隐藏医生' });
    await call(app, p, {
      method: 'PUT',
      url: `/api/doctor/${hidden.doctorId}`,
      token: hidden.token,
      payload: { isShow: false },
    });
    const list = await call(app, p, {
      method: 'GET',
      url: '/api/doctor',
      token: patient.token,
      query: { isShow: '1' },
    });
    const ids = list.json().data.list.map((d: { id: number }) => d.id);
    expect(ids).toContain(doctor.doctorId);
    expect(ids).not.toContain(hidden.doctorId);
    const search = await call(app, p, {
      method: 'GET',
      url: '/api/doctor',
      token: patient.token,
      query: { search: '孙' },
    });
    expect(search.json().data.list.map((d: { id: number }) => d.id)).toEqual([doctor.doctorId]);
  });

  it('inquiry function settings: create, update, read, by type; price in cents', async () => {
    const body = {
      inquiryType: 1,
      isFree: false,
      isOpen: true,
      numPerDay: 20,
      price: 1999,
      segmentList: ['08:00-12:00'],
    };
    const created = await call(app, p, {
      method: 'POST',
      url: '/api/doctor/inquiry/function',
      token: doctor.token,
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(200);
    const fn = created.json().data as { id: number };
    expect(created.json().data).toMatchObject({
      doctorId: doctor.doctorId,
      price: 1999,
      segmentList: ['08:00-12:00'],
    });
    const dup = await call(app, p, {
      method: 'POST',
      url: '/api/doctor/inquiry/function',
      token: doctor.token,
      payload: body,
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().msg).toBe('该问诊类型已设置，请修改');
    const put = await call(app, p, {
      method: 'PUT',
      url: `/api/doctor/inquiry/function/${fn.id}`,
      token: doctor.token,
      payload: { ...body, isFree: true },
    });
    expect(put.json().data).toMatchObject({ isFree: true, price: 0 });
    const get = await call(app, p, {
      method: 'GET',
      url: `/api/doctor/inquiry/function/${fn.id}`,
      token: patient.token,
    });
    expect(get.json().data.id).toBe(fn.id);
    const byType = await call(app, p, {
      method: 'GET',
      url: `/api/doctor/inquiry/function/doctor/${doctor.doctorId}/type/1`,
      token: patient.token,
    });
    expect(byType.json().data.id).toBe(fn.id);
    const none = await call(app, p, {
      method: 'GET',
      url: `/api/doctor/inquiry/function/doctor/${doctor.doctorId}/type/3`,
      token: patient.token,
    });
    expect(none.json().data).toBeNull();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...body, price: 9.9 }, '价格须为整数'],
      [{ ...body, inquiryType: 7 }, '问诊类型有误'],
      [{ ...body, segmentList: ['12:00-08:00'] }, '时间段开始须早于结束'],
      [{ ...body, numPerDay: -1 }, '每日接诊数不能为负数'],
    ];
    for (const [payload, msg] of cases) {
      const res = await call(app, p, {
        method: 'POST',
        url: '/api/doctor/inquiry/function',
        token: doctor.token,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toContain(msg);
    }
    const byPatient = await call(app, p, {
      method: 'PUT',
      url: `/api/doctor/inquiry/function/${fn.id}`,
      token: patient.token,
      payload: body,
    });
    expect(byPatient.statusCode).toBe(403);
  });

  it('schedules by date and segment; booked segments cannot be removed', async () => {
    const save = (segmentList: unknown[]) =>
      call(app, p, {
        method: 'POST',
        url: '/api/doctor/inquiry/schedule/segment/date/offline',
        token: doctor.token,
        payload: { date: TOMORROW, segmentList },
      });
    const res = await save([
      { segment: '08:00-09:00', slots: 2, price: 500 },
      { segment: '09:00-10:00', slots: 1, price: 500 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((s: { segment: string }) => s.segment)).toEqual([
      '08:00-09:00',
      '09:00-10:00',
    ]);
    const read = await call(app, p, {
      method: 'GET',
      url: `/api/doctor/inquiry/schedule/doctor/date/${doctor.doctorId}`,
      token: patient.token,
      query: { date: TOMORROW },
    });
    expect(read.json().data[0]).toMatchObject({
      segment: '08:00-09:00',
      slots: 2,
      booked: 0,
      price: 500,
      kind: 'offline',
    });
    const replaced = await save([{ segment: '08:00-09:00', slots: 3, price: 600 }]);
    expect(replaced.json().data).toEqual([
      expect.objectContaining({ segment: '08:00-09:00', slots: 3, price: 600 }),
    ]);
    const dup = await save([
      { segment: '08:00-09:00', slots: 1 },
      { segment: '08:00-09:00', slots: 1 },
    ]);
    expect(dup.json().msg).toBe('时间段不能重复');
    const badDate = await call(app, p, {
      method: 'GET',
      url: `/api/doctor/inquiry/schedule/doctor/date/${doctor.doctorId}`,
      token: patient.token,
      query: { date: '2026-13-45' },
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().msg).toContain('日期格式有误');
    const byPatient = await call(app, p, {
      method: 'POST',
      url: '/api/doctor/inquiry/schedule/segment/date/offline',
      token: patient.token,
      payload: { date: TOMORROW, segmentList: [] },
    });
    expect(byPatient.statusCode).toBe(403);
  });
});
