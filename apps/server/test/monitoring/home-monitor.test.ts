import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaDate, progressOf } from '../../src/modules/home-monitor/progress.ts';
import { call, createProject, createTestApp, type TestProject } from '../fixtures.ts';
import {
  type Account,
  account,
  type CreatedPatient,
  countRows,
  createPatient,
  otherOrgDoctor,
} from '../patients/helpers.ts';

const BASE = '/api/patient/yzh/home/health/monitor/task';
const today = () => chinaDate(new Date());

describe('home-monitoring tasks', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let other: TestProject;
  let owner: Account;
  let stranger: Account;
  let doctor: Account;
  let farDoctor: Account;
  let otherProjectDoctor: Account;
  let patient: CreatedPatient;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    other = await createProject();
    owner = await account(app, p);
    stranger = await account(app, p);
    doctor = await account(app, p, { role: 'doctor', name: '李医生' });
    farDoctor = await otherOrgDoctor(app, p);
    otherProjectDoctor = await account(app, other, { role: 'doctor' });
    patient = await createPatient(app, p, owner, { doctorId: doctor.doctorId });
  });
  afterAll(() => app.close());

  const body = (extra: Record<string, unknown> = {}) => ({
    patientId: patient.id,
    monitorTypes: ['bp', 'bg'],
    times: 2,
    unit: 'day',
    startDate: today(),
    days: 7,
    remark: '每天早晚各测一次',
    ...extra,
  });

  it('answers the configuration', async () => {
    const res = await call(app, p, {
      method: 'GET',
      url: `${BASE}/config/monitorManage`,
      token: doctor.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.types.map((t: { type: string }) => t.type)).toContain('bp');
    expect(data.units).toEqual([
      { value: 'day', label: '每天' },
      { value: 'week', label: '每周' },
    ]);
  });

  let bpTaskId: number;
  it('a doctor creates one task per type; the same active type again is 409', async () => {
    const res = await call(app, p, { method: 'POST', url: BASE, token: doctor.token, payload: body() });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data;
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      patientId: patient.id,
      monitorType: 'bp',
      monitorTypeLabel: '血压',
      state: 'active',
      doctorName: '李医生',
      progress: { done: 0, expected: 14, percent: 0 },
    });
    expect(list[0].idcard).toContain('*');
    bpTaskId = list[0].id;
    const again = await call(app, p, {
      method: 'POST',
      url: BASE,
      token: doctor.token,
      payload: body({ monitorTypes: ['bp'] }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('该患者已有进行中的血压监测任务');
  });

  it('progress counts the patient’s real readings of the type', async () => {
    const reading = await call(app, p, {
      method: 'POST',
      url: '/api/patient/blood/pressure',
      token: owner.token,
      payload: { patientId: patient.id, high: 128, low: 82, measureTime: new Date().toISOString() },
    });
    expect(reading.statusCode, reading.body).toBe(200);
    const res = await call(app, p, { method: 'GET', url: `${BASE}/detail/${bpTaskId}`, token: owner.token });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d.progress).toMatchObject({
      done: 1,
      expected: 14,
      expectedSoFar: 2,
      elapsedSlots: 1,
      metSlots: 0,
    });
    expect(d.progress.percent).toBe(7);
    expect(d.slots).toHaveLength(7);
    expect(d.slots[0]).toMatchObject({ count: 1, target: 2, met: false, future: false });
    expect(d.slots[1].future).toBe(true);
    expect(d.readings).toHaveLength(1);
    expect(d.readings[0].values).toMatchObject({ systolic: 128, diastolic: 82 });
  });

  it('the patient lists their tasks; filters by state', async () => {
    const res = await call(app, p, {
      method: 'GET',
      url: `${BASE}?patientId=${patient.id}&state=active`,
      token: owner.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.total).toBe(2);
    expect(res.json().data.pageSize).toBe(15);
    const bp = res.json().data.list.find((t: { monitorType: string }) => t.monitorType === 'bp');
    expect(bp.progress.done).toBe(1);
    const done = await call(app, p, { method: 'GET', url: `${BASE}?state=terminated`, token: owner.token });
    expect(done.json().data.total).toBe(0);
  });

  it('others see nothing: a stranger, another org, another project', async () => {
    for (const who of [stranger, farDoctor]) {
      const list = await call(app, p, { method: 'GET', url: BASE, token: who.token });
      expect(list.json().data.total).toBe(0);
      const one = await call(app, p, { method: 'GET', url: `${BASE}/detail/${bpTaskId}`, token: who.token });
      expect(one.statusCode).toBe(404);
      expect(one.json().msg).toBe('监测任务不存在');
    }
    const far = await call(app, other, {
      method: 'GET',
      url: `${BASE}/detail/${bpTaskId}`,
      token: otherProjectDoctor.token,
    });
    expect(far.statusCode).toBe(404);
    const create = await call(app, p, { method: 'POST', url: BASE, token: farDoctor.token, payload: body() });
    expect(create.statusCode).toBe(404);
    expect(create.json().msg).toBe('患者不存在');
  });

  it('customers may not create or terminate', async () => {
    const create = await call(app, p, {
      method: 'POST',
      url: BASE,
      token: owner.token,
      payload: body({ monitorTypes: ['weight'] }),
    });
    expect(create.statusCode).toBe(403);
    const stop = await call(app, p, {
      method: 'POST',
      url: `${BASE}/terminate`,
      token: owner.token,
      payload: { idcard: patient.idcard, monitorTypes: ['bp'] },
    });
    expect(stop.statusCode).toBe(403);
  });

  it('bad input is 400 in Chinese and stores nothing', async () => {
    const before = await countRows('monitor_tasks', p.id);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ monitorTypes: [] }, '请选择监测类型'],
      [{ monitorTypes: ['x'] }, '监测类型有误'],
      [{ times: 0 }, '监测频次至少1次'],
      [{ times: 'abc' }, '监测频次须为数字'],
      [{ days: 400 }, '监测天数不能超过365天'],
      [{ startDate: '2026-13-40' }, '开始日期格式有误'],
      [{ startDate: '2020-01-01', monitorTypes: ['temp'] }, '开始日期不能早于昨天'],
      [{ unit: 'month' }, '频次单位有误'],
    ];
    for (const [extra, msg] of cases) {
      const res = await call(app, p, {
        method: 'POST',
        url: BASE,
        token: doctor.token,
        payload: body(extra),
      });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().msg).toContain(msg);
    }
    expect(await countRows('monitor_tasks', p.id)).toBe(before);
  });

  it('a doctor terminates by idcard and monitor types; a new task of that type may start', async () => {
    const other = await call(app, p, {
      method: 'POST',
      url: `${BASE}/terminate`,
      token: farDoctor.token,
      payload: { idcard: patient.idcard, monitorTypes: ['bp'] },
    });
    expect(other.statusCode).toBe(404);
    const res = await call(app, p, {
      method: 'POST',
      url: `${BASE}/terminate`,
      token: doctor.token,
      payload: { idcard: patient.idcard, monitorTypes: ['bp'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ terminated: 1 });
    const d = await call(app, p, { method: 'GET', url: `${BASE}/detail/${bpTaskId}`, token: owner.token });
    expect(d.json().data.state).toBe('terminated');
    expect(d.json().data.terminatedAt).not.toBeNull();
    const list = await call(app, p, { method: 'GET', url: `${BASE}?state=terminated`, token: doctor.token });
    expect(list.json().data.total).toBe(1);
    const again = await call(app, p, {
      method: 'POST',
      url: BASE,
      token: doctor.token,
      payload: body({ monitorTypes: ['bp'], unit: 'week', times: 3, days: 10 }),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data[0].progress.expected).toBe(3 + 2);
  });
});

describe('home-monitoring progress', () => {
  const at = (date: string, time: string) => new Date(`${date}T${time}:00+08:00`);
  const plan = {
    startDate: '2026-03-01',
    days: 3,
    times: 2,
    unit: 'day' as const,
    state: 'active' as const,
    terminatedAt: null,
  };

  it('counts at most the target per day and ignores readings outside the period', () => {
    const times = [
      at('2026-02-28', '23:59'),
      at('2026-03-01', '08:00'),
      at('2026-03-01', '12:00'),
      at('2026-03-01', '20:00'),
      at('2026-03-03', '07:00'),
      at('2026-03-04', '00:00'),
    ];
    const { progress, slots } = progressOf(plan, times, at('2026-03-10', '00:00'));
    expect(progress).toMatchObject({ done: 4, expected: 6, expectedSoFar: 6, metSlots: 1, elapsedSlots: 3 });
    expect(progress.percent).toBe(50);
    expect(slots.map((s) => s.count)).toEqual([3, 0, 1]);
  });

  it('stops counting when terminated', () => {
    const { progress } = progressOf(
      { ...plan, state: 'terminated', terminatedAt: at('2026-03-01', '10:00') },
      [at('2026-03-01', '08:00'), at('2026-03-01', '12:00')],
      at('2026-03-10', '00:00'),
    );
    expect(progress.done).toBe(1);
    expect(progress.elapsedSlots).toBe(1);
  });
});
