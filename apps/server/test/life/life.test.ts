import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject } from '../fixtures.ts';
import { type Account, account, countRows, createPatient } from '../patients/helpers.ts';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

describe('life data: habits, exercise, life-data reports', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let other: TestProject;
  let owner: Account;
  let stranger: Account;
  let doctor: Account;
  let otherProjectUser: Account;
  let patientId: number;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    other = await createProject();
    owner = await account(app, p);
    stranger = await account(app, p);
    doctor = await account(app, p, { role: 'doctor' });
    otherProjectUser = await account(app, other);
    patientId = (await createPatient(app, p, owner, { doctorId: doctor.doctorId, sex: 1 })).id;
  });
  afterAll(() => app.close());

  const get = (who: Account, url: string, project: TestProject = p) =>
    call(app, project, { method: 'GET', url, token: who.token });
  const post = (who: Account, url: string, payload: unknown, project: TestProject = p) =>
    call(app, project, { method: 'POST', url, token: who.token, payload: payload as object });

  describe('habits', () => {
    let habitId: number;

    it('lists the project habits (defaults on first read) with today unsigned', async () => {
      const res = await get(owner, `/api/patient/life/habit?isShow=1&patientId=${patientId}`);
      expect(res.statusCode, res.body).toBe(200);
      const list = res.json().data as Array<{ id: number; name: string; signed: boolean; streak: number }>;
      expect(list.length).toBeGreaterThan(3);
      expect(list.map((h) => h.name)).toContain('按时服药');
      expect(list.every((h) => !h.signed && h.streak === 0)).toBe(true);
      habitId = list[0]?.id ?? 0;
      const again = await get(owner, '/api/patient/life/habit?isShow=1');
      expect(again.json().data).toHaveLength(list.length);
    });

    it('signs a habit for today once; signing again is idempotent', async () => {
      const first = await post(owner, '/api/patient/life/habit/sign', { patientId, habitId });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().data).toMatchObject({ id: habitId, signed: true, streak: 1, monthCount: 1 });
      const second = await post(owner, '/api/patient/life/habit/sign', { patientId, habitId });
      expect(second.statusCode).toBe(200);
      expect(second.json().data).toMatchObject({ signed: true, streak: 1, monthCount: 1 });
      expect(await countRows('life_habit_signs', p.id, 'patient_id = $2', [patientId])).toBe(1);
      const list = await get(owner, `/api/patient/life/habit?patientId=${patientId}`);
      const signed = (list.json().data as Array<{ id: number; signed: boolean }>).find(
        (h) => h.id === habitId,
      );
      expect(signed?.signed).toBe(true);
    });

    it('the doctor of the patient may see and sign; a stranger and another project get 404', async () => {
      expect((await get(doctor, `/api/patient/life/habit?patientId=${patientId}`)).statusCode).toBe(200);
      const s = await post(stranger, '/api/patient/life/habit/sign', { patientId, habitId });
      expect(s.statusCode).toBe(404);
      expect((await get(stranger, `/api/patient/life/habit?patientId=${patientId}`)).statusCode).toBe(404);
      const o = await post(otherProjectUser, '/api/patient/life/habit/sign', { patientId, habitId }, other);
      expect(o.statusCode).toBe(404);
    });

    it('refuses bad values with Chinese messages and an unknown habit with 404', async () => {
      const bad = await post(owner, '/api/patient/life/habit/sign', { patientId, habitId: 'abc' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().msg).toMatch(/id须为/);
      const unknown = await post(owner, '/api/patient/life/habit/sign', { patientId, habitId: 999999 });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().msg).toBe('习惯不存在');
    });
  });

  describe('exercise', () => {
    it('records an exercise with calories from MET x kg x hours (default 60 kg without a weight)', async () => {
      const res = await post(owner, '/api/patient/sport', {
        patientId,
        sportType: 'briskWalk',
        minutes: 30,
        steps: 3500,
        measureTime: minutesAgo(60),
      });
      expect(res.statusCode, res.body).toBe(200);
      // 4.3 MET x 60 kg x 0.5 h = 129 kcal
      expect(res.json().data).toMatchObject({
        sportLabel: '快走',
        minutes: 30,
        steps: 3500,
        calories: 129,
        weightAssumed: true,
      });
    });

    it('uses the latest weight reading once there is one', async () => {
      const w = await post(owner, '/api/patient/life/measurement', {
        patientId,
        type: 'weight',
        values: { weight: 80, height: 175 },
        measureTime: minutesAgo(30),
      });
      expect(w.statusCode, w.body).toBe(200);
      const res = await post(owner, '/api/patient/sport', {
        patientId,
        sportType: 'run',
        minutes: 20,
        measureTime: minutesAgo(10),
      });
      // 8.3 x 80 x 1/3 = 221.3
      expect(res.json().data).toMatchObject({ calories: 221, weightKg: 80, weightAssumed: false });
    });

    it('lists records newest first with daily totals', async () => {
      const res = await get(owner, `/api/patient/sport?patientId=${patientId}`);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data.list).toHaveLength(2);
      expect(data.list[0].sportType).toBe('run');
      expect(data.totalMinutes).toBe(50);
      expect(data.totalCalories).toBe(350);
    });

    it('refuses bad values and stores nothing', async () => {
      const before = await countRows('sport_records', p.id);
      const cases: Array<[Record<string, unknown>, RegExp]> = [
        [{ minutes: -5 }, /运动时长不能小于1分钟/],
        [{ minutes: '三十' }, /运动时长须为数字/],
        [{ sportType: 'flying' }, /请选择运动类型/],
        [{ measureTime: new Date(Date.now() + 3_600_000).toISOString() }, /测量时间不能晚于当前时间/],
        [{ steps: 1e7 }, /步数不能超过/],
      ];
      for (const [patch, msg] of cases) {
        const res = await post(owner, '/api/patient/sport', {
          patientId,
          sportType: 'walk',
          minutes: 10,
          measureTime: minutesAgo(5),
          ...patch,
        });
        expect(res.statusCode, JSON.stringify(patch)).toBe(400);
        expect(res.json().msg).toMatch(msg);
      }
      expect(await countRows('sport_records', p.id)).toBe(before);
      const s = await post(stranger, '/api/patient/sport', {
        patientId,
        sportType: 'walk',
        minutes: 10,
        measureTime: minutesAgo(5),
      });
      expect(s.statusCode).toBe(404);
    });

    it('suggests exercise by rules, naming the engine', async () => {
      const res = await get(owner, `/api/patient/sport/suggestion?patientId=${patientId}`);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data.engine).toBe('rules');
      expect(data.basis.weekMinutes).toBe(50);
      expect(data.suggestions.map((s: { rule: string }) => s.rule)).toContain('weekly-target');
      // BMI 80 / 1.75^2 = 26.1: overweight
      expect(data.suggestions.map((s: { rule: string }) => s.rule)).toContain('bmi-overweight');
    });
  });

  describe('reports', () => {
    it('blood-pressure report list and detail serve the same figures as the hypertension report', async () => {
      for (const [high, low] of [
        [150, 95],
        [120, 80],
      ]) {
        const r = await post(owner, '/api/patient/blood/pressure', {
          patientId,
          high,
          low,
          measureTime: minutesAgo(20),
        });
        expect(r.statusCode, r.body).toBe(200);
      }
      const list = await get(owner, `/api/patient/blood/pressure/report?patientId=${patientId}`);
      expect(list.statusCode, list.body).toBe(200);
      const findAll = await get(
        owner,
        `/api/patient/life/history/bp/hypertension/report/findAll?patientId=${patientId}`,
      );
      const items = list.json().data as Array<{
        id: string;
        month: string;
        count: number;
        abnormalCount: number;
      }>;
      expect(items).toHaveLength(findAll.json().data.length);
      const [first] = items;
      expect(first).toMatchObject({ count: 2, abnormalCount: 1 });
      expect(first?.id).toBe(first?.month.replace('-', ''));
      const detail = await get(
        owner,
        `/api/patient/blood/pressure/report/${first?.id}?patientId=${patientId}`,
      );
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.json().data).toMatchObject({ id: first?.id, count: 2, abnormalCount: 1 });
      expect(detail.json().data.stats.systolic.avg).toBe(135);
      expect(
        (await get(owner, `/api/patient/blood/pressure/report/202613?patientId=${patientId}`)).statusCode,
      ).toBe(400);
      expect(
        (await get(stranger, `/api/patient/blood/pressure/report?patientId=${patientId}`)).statusCode,
      ).toBe(404);
    });

    it('bed report groups mattress readings by night with advice', async () => {
      const r = await post(owner, '/api/patient/life/measurement', {
        patientId,
        type: 'mattress',
        values: { heartRate: 62, breathRate: 15, sleepHours: 5.5 },
        measureTime: minutesAgo(15),
      });
      expect(r.statusCode, r.body).toBe(200);
      const res = await get(owner, `/api/patient/report/bed?patientId=${patientId}&days=7`);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data.nights).toHaveLength(1);
      expect(data.nights[0]).toMatchObject({ sleepHours: 5.5, heartRate: 62, breathRate: 15, readings: 1 });
      expect(data.advice.join()).toMatch(/少于6小时/);
      expect((await get(owner, `/api/patient/report/bed?patientId=${patientId}&days=0`)).statusCode).toBe(
        400,
      );
    });

    it('garea report summarises every area', async () => {
      const res = await get(owner, `/api/patient/report/garea?patientId=${patientId}`);
      expect(res.statusCode, res.body).toBe(200);
      const areas = res.json().data.areas as Array<{ area: string; count: number; abnormalCount: number }>;
      expect(areas.find((a) => a.area === 'bp')).toMatchObject({ count: 2, abnormalCount: 1 });
      expect(areas.find((a) => a.area === 'sport')?.count).toBe(2);
      expect(areas.find((a) => a.area === 'habit')?.count).toBe(1);
      expect(
        (await get(otherProjectUser, `/api/patient/report/garea?patientId=${patientId}`, other)).statusCode,
      ).toBe(404);
    });

    it('food-intolerance report lists the intolerance test records', async () => {
      const rec = await post(owner, '/api/patient/check/inspection/record', {
        patientId,
        kind: 'inspection',
        itemName: '食物不耐受检测（14项IgG）',
        checkTime: minutesAgo(120),
        result: '鸡蛋 2级，牛奶 1级',
        abnormal: true,
      });
      expect(rec.statusCode, rec.body).toBe(200);
      const res = await get(owner, `/api/patient/report/food/intolerance?patientId=${patientId}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.records).toHaveLength(1);
      expect(res.json().data.records[0]).toMatchObject({ result: '鸡蛋 2级，牛奶 1级', abnormal: true });
      expect(
        (await get(stranger, `/api/patient/report/food/intolerance?patientId=${patientId}`)).statusCode,
      ).toBe(404);
    });
  });
});
