import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TOPIC } from '../../src/realtime/hub.ts';
import { call, createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import { type Account, account, countRows, createPatient, otherOrgDoctor } from '../patients/helpers.ts';

interface Pushed {
  projectId: number;
  userId: number;
  message: { action: string; data: Record<string, unknown> };
}

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

describe('measurements', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let owner: Account;
  let stranger: Account;
  let doctor: Account;
  let patientId: number;
  const pushed: Pushed[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    owner = await account(app, p);
    stranger = await account(app, p);
    doctor = await account(app, p, { role: 'doctor' });
    patientId = (await createPatient(app, p, owner, { doctorId: doctor.doctorId })).id;
    app.services.bus.subscribe(USER_TOPIC, (m) => {
      pushed.push(m as Pushed);
    });
  });
  afterAll(() => app.close());

  const bp = (systolic: number, diastolic: number, extra: Record<string, unknown> = {}) => ({
    patientId,
    type: 'bp',
    values: { systolic, diastolic, heartRate: 72 },
    measureTime: minutesAgo(1),
    ...extra,
  });

  it('stores a manual blood pressure with codes and grade; an abnormal one reaches the doctor at once', async () => {
    const normal = await call(app, p, {
      method: 'POST',
      url: '/api/patient/life/measurement',
      token: owner.token,
      payload: bp(118, 76),
    });
    expect(normal.statusCode, normal.body).toBe(200);
    expect(normal.json().data).toMatchObject({
      type: 'bp',
      values: { systolic: 118, diastolic: 76, heartRate: 72 },
      unit: 'mm[Hg]',
      loinc: '85354-9',
      source: 'manual',
      level: 'normal',
      abnormal: false,
    });
    expect(pushed.filter((m) => m.userId === doctor.id)).toHaveLength(0);

    const high = await call(app, p, {
      method: 'POST',
      url: '/api/patient/blood/pressure',
      token: owner.token,
      payload: {
        patientId,
        high: 165,
        low: 95,
        period: 'morning',
        remark: '头晕',
        measureTime: minutesAgo(2),
      },
    });
    expect(high.statusCode, high.body).toBe(200);
    const data = high.json().data;
    expect(data).toMatchObject({
      level: 'grade2',
      levelLabel: '2级高血压（中度）',
      abnormal: true,
      period: 'morning',
    });
    const toDoctor = pushed.filter((m) => m.userId === doctor.id && m.projectId === p.id);
    expect(toDoctor).toHaveLength(1);
    expect(toDoctor[0]?.message).toEqual({
      action: 'FAMILY_DOCTOR_MEASURE_DATA',
      data: { patientId, measurementId: data.id, type: 'bp', level: 'grade2' },
    });
  });

  it('grades blood sugar by meal period, BMI from height, and the other types', async () => {
    const cases: Array<[Record<string, unknown>, string, boolean]> = [
      [{ type: 'bg', values: { glucose: 6.5 }, period: 'fasting' }, 'impaired', true],
      [{ type: 'bg', values: { glucose: 6.5 }, period: 'afterMeal' }, 'normal', false],
      [{ type: 'bg', values: { glucose: 12.0 }, period: 'random' }, 'diabetes', true],
      [{ type: 'bg', values: { glucose: 3.2 }, period: 'afterMeal' }, 'low', true],
      [{ type: 'weight', values: { weight: 90, height: 170 } }, 'obese', true],
      [{ type: 'lipid', values: { tc: 5.5, hdl: 1.2 } }, 'borderline', false],
      [{ type: 'spo2', values: { spo2: 91 } }, 'low', true],
      [{ type: 'temp', values: { temperature: 38.5 } }, 'fever', true],
      [{ type: 'hr', values: { heartRate: 110 } }, 'high', true],
    ];
    for (const [fields, level, abnormal] of cases) {
      const res = await call(app, p, {
        method: 'POST',
        url: '/api/patient/life/measurement',
        token: owner.token,
        payload: { patientId, measureTime: minutesAgo(3), ...fields },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data, JSON.stringify(fields)).toMatchObject({ level, abnormal });
    }
    const bmi = await call(app, p, {
      method: 'POST',
      url: '/api/patient/life/measurement',
      token: owner.token,
      payload: { patientId, type: 'weight', values: { weight: 60, height: 170 }, measureTime: minutesAgo(1) },
    });
    expect(bmi.json().data.values.bmi).toBe(20.8);
  });

  it('refuses bad values with 400 and a Chinese message and stores nothing', async () => {
    const before = await countRows('measurements', p.id);
    const cases: Array<[Record<string, unknown>, string]> = [
      [bp(-120, 80), '收缩压不能小于40'],
      [{ ...bp(120, 80), values: { systolic: '一百二', diastolic: 80 } }, '收缩压须为数字'],
      [{ ...bp(120, 80), values: { systolic: '120', diastolic: 80 } }, '收缩压须为数字'],
      [
        bp(120, 80, { measureTime: new Date(Date.now() + 10 * 60_000).toISOString() }),
        '测量时间不能晚于当前时间',
      ],
      [bp(120, 80, { measureTime: 'yesterday' }), '测量时间格式有误'],
      [bp(120, 80, { measureTime: '2026-02-30 08:00' }), '测量时间格式有误'],
      [bp(80, 120), '收缩压须大于舒张压'],
      [{ ...bp(120, 80), type: 'sugar' }, '测量类型有误'],
      [{ patientId, type: 'bg', values: { glucose: 5 }, measureTime: minutesAgo(1) }, '测量时段有误'],
      [
        {
          patientId,
          type: 'bg',
          values: { glucose: 5, sugar: 1 },
          period: 'fasting',
          measureTime: minutesAgo(1),
        },
        '',
      ],
      [{ ...bp(120, 80), deviceSerial: 'NOPE-1' }, '设备未绑定该患者'],
    ];
    for (const [payload, msg] of cases) {
      const res = await call(app, p, {
        method: 'POST',
        url: '/api/patient/life/measurement',
        token: owner.token,
        payload,
      });
      expect(res.statusCode, `${JSON.stringify(payload)} ${res.body}`).toBe(400);
      expect(res.json().msg).toContain(msg);
      expect(res.json().msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    const spec = await call(app, p, {
      method: 'POST',
      url: '/api/patient/blood/pressure',
      token: owner.token,
      payload: { patientId, high: -1, low: 80, measureTime: minutesAgo(1) },
    });
    expect(spec.statusCode).toBe(400);
    expect(await countRows('measurements', p.id)).toBe(before);
    const soon = await call(app, p, {
      method: 'POST',
      url: '/api/patient/life/measurement',
      token: owner.token,
      payload: bp(120, 80, { measureTime: new Date(Date.now() + 2 * 60_000).toISOString() }),
    });
    expect(soon.statusCode, soon.body).toBe(200);
    const local = await call(app, p, {
      method: 'POST',
      url: '/api/patient/life/measurement',
      token: owner.token,
      payload: bp(120, 80, { measureTime: '2026-01-05 08:30' }),
    });
    expect(local.json().data.measureTime).toBe('2026-01-05T00:30:00.000Z');
  });

  it('who may see: 401, another account, another org, another project, a removed relative', async () => {
    const made = await call(app, p, {
      method: 'POST',
      url: '/api/patient/life/measurement',
      token: owner.token,
      payload: bp(121, 79),
    });
    const id = made.json().data.id as number;
    const anon = await call(app, p, {
      method: 'POST',
      url: '/api/patient/life/measurement',
      payload: bp(120, 80),
    });
    expect(anon.statusCode).toBe(401);
    const anonHistory = await call(app, p, {
      method: 'GET',
      url: '/api/patient/life/history',
      query: { patientId: String(patientId) },
    });
    expect(anonHistory.statusCode).toBe(401);
    const far = await otherOrgDoctor(app, p);
    const other = await createProject();
    const outsider = await account(app, other, { role: 'admin' });
    const before = await countRows('measurements', p.id);
    for (const [project, who] of [
      [p, stranger],
      [p, far],
      [other, outsider],
    ] as const) {
      const post = await call(app, project, {
        method: 'POST',
        url: '/api/patient/life/measurement',
        token: who.token,
        payload: bp(120, 80),
      });
      expect(post.statusCode).toBe(404);
      for (const url of [
        `/api/patient/life/measurement/${id}`,
        `/api/patient/life/history?patientId=${patientId}`,
        `/api/patient/life/history/bp/hypertension/report?patientId=${patientId}`,
        `/api/patient/life/bg?patientId=${patientId}`,
      ]) {
        const res = await call(app, project, { method: 'GET', url, token: who.token });
        expect(res.statusCode, url).toBe(404);
      }
    }
    expect(await countRows('measurements', p.id)).toBe(before);

    // A relative bound by code sees the readings until the owner removes the relation.
    const relative = await account(app, p);
    const issued = await call(app, p, {
      method: 'POST',
      url: '/api/patient/relation/bind/code',
      token: owner.token,
      payload: { patientId },
    });
    await call(app, p, {
      method: 'GET',
      url: `/api/patient/relation/bind/code/${issued.json().data.code}`,
      token: relative.token,
    });
    const seen = await call(app, p, {
      method: 'GET',
      url: `/api/patient/life/measurement/${id}`,
      token: relative.token,
    });
    expect(seen.statusCode).toBe(200);
    await call(app, p, {
      method: 'DELETE',
      url: '/api/patient/relation',
      token: owner.token,
      query: { patientId: String(patientId), userId: String(relative.id) },
    });
    const gone = await call(app, p, {
      method: 'GET',
      url: `/api/patient/life/measurement/${id}`,
      token: relative.token,
    });
    expect(gone.statusCode).toBe(404);
    const goneAdd = await call(app, p, {
      method: 'POST',
      url: '/api/patient/life/measurement',
      token: relative.token,
      payload: bp(120, 80),
    });
    expect(goneAdd.statusCode).toBe(404);
  });

  it('history: newest first, keyset pages, type lists, the 90-day default', async () => {
    const who = await account(app, p);
    const pid = (await createPatient(app, p, who)).id;
    for (let i = 0; i < 5; i++) {
      const res = await call(app, p, {
        method: 'POST',
        url: '/api/patient/life/measurement',
        token: who.token,
        payload: {
          patientId: pid,
          type: 'bg',
          values: { glucose: 5 + i },
          period: 'afterMeal',
          measureTime: minutesAgo(10 - i),
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    await call(app, p, {
      method: 'POST',
      url: '/api/patient/life/measurement',
      token: who.token,
      payload: {
        patientId: pid,
        type: 'bg',
        values: { glucose: 9 },
        period: 'afterMeal',
        measureTime: new Date(Date.now() - 100 * 86_400_000).toISOString(),
      },
    });
    const page1 = await call(app, p, {
      method: 'GET',
      url: '/api/patient/life/history',
      token: who.token,
      query: { patientId: String(pid), type: 'bg', pageSize: '3' },
    });
    expect(page1.statusCode, page1.body).toBe(200);
    const d1 = page1.json().data;
    expect(d1.list.map((m: { values: { glucose: number } }) => m.values.glucose)).toEqual([9, 8, 7]);
    expect(d1.nextCursor).toMatch(/^\d+_\d+$/);
    const page2 = await call(app, p, {
      method: 'GET',
      url: '/api/patient/life/bg',
      token: who.token,
      query: { patientId: String(pid), pageSize: '3', cursor: d1.nextCursor },
    });
    const d2 = page2.json().data;
    expect(d2.list.map((m: { values: { glucose: number } }) => m.values.glucose)).toEqual([6, 5]);
    expect(d2.nextCursor).toBeNull();
    const older = await call(app, p, {
      method: 'GET',
      url: '/api/patient/life/history',
      token: who.token,
      query: { patientId: String(pid), start: '2000-01-01', pageSize: '10' },
    });
    expect(older.json().data.list).toHaveLength(6);
    const none = await call(app, p, {
      method: 'GET',
      url: '/api/patient/life/temperature',
      token: who.token,
      query: { patientId: String(pid) },
    });
    expect(none.json().data.list).toEqual([]);
    const badQueries: Array<Record<string, string>> = [
      { patientId: 'x' },
      { patientId: String(pid), pageSize: '9999' },
      { patientId: String(pid), cursor: 'abc' },
      { patientId: String(pid), start: 'soon' },
      { patientId: String(pid), start: '2026-02-01', end: '2026-01-01' },
    ];
    for (const query of badQueries) {
      const bad = await call(app, p, {
        method: 'GET',
        url: '/api/patient/life/history',
        token: who.token,
        query,
      });
      expect(bad.statusCode, JSON.stringify(query)).toBe(400);
    }
  });

  it('hypertension and blood-sugar reports: averages, counts per grade, min and max', async () => {
    const who = await account(app, p);
    const pid = (await createPatient(app, p, who)).id;
    for (const [s, d] of [
      [118, 76],
      [135, 85],
      [150, 95],
      [185, 112],
    ]) {
      await call(app, p, {
        method: 'POST',
        url: '/api/patient/life/measurement',
        token: who.token,
        payload: {
          patientId: pid,
          type: 'bp',
          values: { systolic: s, diastolic: d },
          measureTime: minutesAgo(5),
        },
      });
    }
    await call(app, p, {
      method: 'POST',
      url: '/api/patient/life/measurement',
      token: who.token,
      payload: {
        patientId: pid,
        type: 'bg',
        values: { glucose: 7.4 },
        period: 'fasting',
        measureTime: minutesAgo(5),
      },
    });
    const res = await call(app, p, {
      method: 'GET',
      url: '/api/patient/life/history/bp/hypertension/report',
      token: who.token,
      query: { patientId: String(pid) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      type: 'bp',
      count: 4,
      abnormalCount: 2,
      levels: { normal: 1, high_normal: 1, grade1: 1, grade3: 1 },
      stats: { systolic: { avg: 147, min: 118, max: 185 }, diastolic: { avg: 92, min: 76, max: 112 } },
      worstLevel: 'grade3',
    });
    const bg = await call(app, p, {
      method: 'GET',
      url: '/api/patient/life/history/bg/health/report',
      token: who.token,
      query: { patientId: String(pid) },
    });
    expect(bg.json().data).toMatchObject({
      count: 1,
      levels: { diabetes: 1 },
      stats: { glucose: { avg: 7.4 } },
    });
    const monthly = await call(app, p, {
      method: 'GET',
      url: '/api/patient/life/history/bp/hypertension/report/findAll',
      token: who.token,
      query: { patientId: String(pid), months: '3' },
    });
    expect(monthly.statusCode, monthly.body).toBe(200);
    expect(monthly.json().data).toHaveLength(1);
    expect(monthly.json().data[0].count).toBe(4);
    const bad = await call(app, p, {
      method: 'GET',
      url: '/api/patient/life/history/bg/health/report/findAll',
      token: who.token,
      query: { patientId: String(pid), months: '99' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('a doctor enters readings as source doctor; only hand-entered readings can be deleted by their author', async () => {
    const res = await call(app, p, {
      method: 'POST',
      url: '/api/patient/life/measurement',
      token: doctor.token,
      payload: { patientId, type: 'temp', values: { temperature: 36.6 }, measureTime: minutesAgo(1) },
    });
    expect(res.json().data.source).toBe('doctor');
    const id = res.json().data.id;
    const byOwner = await call(app, p, {
      method: 'DELETE',
      url: `/api/patient/life/measurement/${id}`,
      token: owner.token,
    });
    expect(byOwner.statusCode).toBe(403);
    const del = await call(app, p, {
      method: 'DELETE',
      url: `/api/patient/life/measurement/${id}`,
      token: doctor.token,
    });
    expect(del.statusCode).toBe(200);
    const left = await withAdmin((c) => c.query('select 1 from measurements where id = $1', [id]));
    expect(left.rowCount).toBe(0);
  });
});
