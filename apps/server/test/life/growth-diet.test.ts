import { randomInt } from 'node:crypto';
import { chinaDay, chinaDayBounds, idCardCheckChar } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject } from '../fixtures.ts';
import { type Account, account, countRows, createPatient } from '../patients/helpers.ts';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
/** 30 minutes ago, but never before today's China midnight (the day report counts today's meals). */
const earlierToday = () =>
  new Date(Math.max(Date.now() - 30 * 60_000, chinaDayBounds(chinaDay()).start.getTime())).toISOString();
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

describe('child growth and diet', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let other: TestProject;
  let owner: Account;
  let stranger: Account;
  let otherProjectUser: Account;
  let babyId: number;
  let adultId: number;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    other = await createProject();
    owner = await account(app, p);
    stranger = await account(app, p);
    otherProjectUser = await account(app, other);
    const baby = await call(app, p, {
      method: 'POST',
      url: '/api/patient/baby',
      token: owner.token,
      payload: { name: '张小宝', sex: 1, birthday: '2019-03-01', fatherHeight: 175, motherHeight: 160 },
    });
    expect(baby.statusCode, baby.body).toBe(200);
    babyId = baby.json().data.id;
    // A woman: sex comes from the ID number (the 17th character is even), not the sex field.
    const first17 = `33010619800101${String(randomInt(0, 500) * 2).padStart(3, '0')}`;
    adultId = (await createPatient(app, p, owner, { idcard: first17 + idCardCheckChar(first17), sex: 2 })).id;
  });
  afterAll(() => app.close());

  const get = (who: Account, url: string, project: TestProject = p) =>
    call(app, project, { method: 'GET', url, token: who.token });
  const post = (who: Account, url: string, payload: unknown, project: TestProject = p) =>
    call(app, project, { method: 'POST', url, token: who.token, payload: payload as object });

  describe('growth', () => {
    it('expected height: (father + mother + 13) / 2 for a boy from the baby record, or from the query', async () => {
      const res = await get(owner, `/api/patient/baby/expected/height?patientId=${babyId}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        height: 174,
        low: 166.5,
        high: 181.5,
        fatherHeight: 175,
        motherHeight: 160,
      });
      const q = await get(
        owner,
        `/api/patient/baby/expected/height?patientId=${babyId}&fatherHeight=180&motherHeight=165`,
      );
      expect(q.json().data.height).toBe(179);
      // A girl: (170 + 160 - 13) / 2 = 158.5
      const girl = await get(
        owner,
        `/api/patient/baby/expected/height?patientId=${adultId}&fatherHeight=170&motherHeight=160`,
      );
      expect(girl.json().data.height).toBe(158.5);
      const missing = await get(owner, `/api/patient/baby/expected/height?patientId=${adultId}`);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().msg).toBe('请填写父亲和母亲的身高');
      const bad = await get(owner, `/api/patient/baby/expected/height?patientId=${babyId}&fatherHeight=abc`);
      expect(bad.statusCode).toBe(400);
      expect((await get(stranger, `/api/patient/baby/expected/height?patientId=${babyId}`)).statusCode).toBe(
        404,
      );
    });

    it('physique entries make the growth curve and the height velocity', async () => {
      const a = await post(owner, '/api/patient/physique', {
        patientId: babyId,
        height: 110,
        weight: 18.5,
        rboneAge: 5.5,
        measureTime: daysAgo(200),
        dataSource: 'hospital',
      });
      expect(a.statusCode, a.body).toBe(200);
      expect(a.json().data).toMatchObject({
        height: 110,
        weight: 18.5,
        rboneAge: 5.5,
        dataSource: 'hospital',
      });
      const b = await post(owner, '/api/patient/physique', {
        patientId: babyId,
        height: 113,
        weight: 19.5,
        measureTime: minutesAgo(5),
      });
      expect(b.statusCode, b.body).toBe(200);
      expect(b.json().data.dataSource).toBe('manual');
      const history = await get(owner, `/api/patient/physique/history?patientId=${babyId}`);
      expect(history.json().data.map((r: { height: number }) => r.height)).toEqual([113, 110]);
      const growth = await get(owner, `/api/patient/baby/growth?patientId=${babyId}`);
      expect(growth.statusCode, growth.body).toBe(200);
      const g = growth.json().data;
      expect(g.points).toHaveLength(2);
      // 3 cm over 200 days = 5.5 cm/year
      expect(g.heightVelocity).toBeCloseTo(5.5, 1);
      expect(g.expected.height).toBe(174);
      expect((await get(owner, `/api/patient/baby/growth?patientId=${adultId}`)).statusCode).toBe(404);
    });

    it('refuses bad physique values and stores nothing', async () => {
      const before = await countRows('physique_records', p.id);
      for (const [payload, msg] of [
        [{ height: -3 }, /身高不能小于30/],
        [{ weight: '二十' }, /体重须为数字/],
        [{}, /请填写身高或体重/],
        [{ height: 100, measureTime: new Date(Date.now() + 3_600_000).toISOString() }, /不能晚于当前时间/],
        [{ height: 100, dataSource: 'guess' }, /数据来源有误/],
      ] as Array<[Record<string, unknown>, RegExp]>) {
        const res = await post(owner, '/api/patient/physique', {
          patientId: babyId,
          measureTime: minutesAgo(1),
          ...payload,
        });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().msg).toMatch(msg);
      }
      expect(await countRows('physique_records', p.id)).toBe(before);
      const o = await post(
        otherProjectUser,
        '/api/patient/physique',
        { patientId: babyId, height: 100, measureTime: minutesAgo(1) },
        other,
      );
      expect(o.statusCode).toBe(404);
    });

    it('sport test is scored for grades 1-2 and stored unscored otherwise', async () => {
      const res = await post(owner, '/api/patient/sport/test', {
        patientId: babyId,
        name: '张小宝',
        age: 7,
        sex: 1,
        grade: 1,
        height: 120,
        weight: 22,
        vitalCapacity: 1500,
        sitAndReach: 11,
        jumpRope: 99,
      });
      expect(res.statusCode, res.body).toBe(200);
      const t = res.json().data;
      expect(t.scored).toBe(true);
      const score = Object.fromEntries(
        t.items.map((i: { item: string; score: number }) => [i.item, i.score]),
      );
      // BMI 15.3 normal: 100; 1500 ml = 90; 11.0 cm = 80; 99 = 90
      expect(score).toEqual({ bmi: 100, vitalCapacity: 90, sitAndReach: 80, jumpRope: 90 });
      // (100*15 + 90*15 + 80*30 + 90*20) / 80 = 88.1
      expect(t.total).toBe(88.1);
      expect(t.rating).toBe('良好');
      const later = await post(owner, '/api/patient/sport/test', {
        patientId: babyId,
        name: '张小宝',
        age: 12,
        sex: 1,
        grade: 6,
        sitUp: 30,
      });
      expect(later.statusCode, later.body).toBe(200);
      expect(later.json().data).toMatchObject({ scored: false, total: null });
      const report = await get(owner, `/api/patient/sport/test/report?patientId=${babyId}`);
      expect(report.json().data.latest.grade).toBe(6);
      expect(report.json().data.history).toHaveLength(2);
      const one = await get(owner, `/api/patient/sport/test/report?patientId=${babyId}&id=${t.id}`);
      expect(one.json().data.latest.total).toBe(88.1);
      const bad = await post(owner, '/api/patient/sport/test', {
        patientId: babyId,
        name: '张小宝',
        age: 7,
        sex: 3,
        grade: 1,
        jumpRope: 10,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().msg).toMatch(/性别有误/);
      const none = await post(owner, '/api/patient/sport/test', {
        patientId: babyId,
        name: '张小宝',
        age: 7,
        sex: 1,
        grade: 1,
      });
      expect(none.statusCode).toBe(400);
      expect(none.json().msg).toBe('请至少填写一项测试成绩');
      expect((await get(stranger, `/api/patient/sport/test/report?patientId=${babyId}`)).statusCode).toBe(
        404,
      );
    });
  });

  describe('diet', () => {
    let rice: { id: number; energyKcal: number };
    let egg: { id: number; energyKcal: number };
    let mealId: number;

    it('serves the seeded food bank with a keyword search', async () => {
      const res = await get(owner, '/api/patient/food/bank');
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data.list.length).toBeGreaterThanOrEqual(40);
      expect(data.categories).toContain('谷薯类');
      expect(data.source).toMatch(/中国食物成分表/);
      const found = await get(owner, `/api/patient/food/bank?keyword=${encodeURIComponent('米饭')}`);
      rice = found.json().data.list[0];
      expect(rice).toMatchObject({ name: '米饭（蒸）', energyKcal: 116, unitName: '1碗', unitGrams: 150 });
      const e = await get(owner, `/api/patient/food/bank?keyword=${encodeURIComponent('鸡蛋')}`);
      egg = e.json().data.list[0];
      expect(egg.energyKcal).toBe(139);
    });

    it('records a meal and works out its nutrients', async () => {
      const res = await post(owner, '/api/patient/dietary/record', {
        patientId: adultId,
        mealType: 'breakfast',
        eatTime: earlierToday(),
        items: [
          { foodId: rice.id, grams: 150 },
          { foodId: egg.id, grams: 50 },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      const meal = res.json().data;
      // 116 * 1.5 = 174; 139 * 0.5 = 69.5 -> 70
      expect(meal).toMatchObject({ mealLabel: '早餐', energyKcal: 244 });
      expect(meal.items).toHaveLength(2);
      mealId = meal.id;
      const list = await get(owner, `/api/patient/dietary/record?patientId=${adultId}`);
      expect(list.json().data.list).toHaveLength(1);
      expect(list.json().data.daily[0].energyKcal).toBe(244);
    });

    it('nutrition report for a meal and for the day', async () => {
      const meal = await get(
        owner,
        `/api/patient/nutrition/report?patientId=${adultId}&dietaryRecordId=${mealId}&questionRecordId=7`,
      );
      expect(meal.statusCode, meal.body).toBe(200);
      expect(meal.json().data).toMatchObject({ scope: 'meal', records: 1, questionRecordId: 7 });
      expect(meal.json().data.totals.energyKcal).toBe(244);
      const day = await get(owner, `/api/patient/nutrition/report?patientId=${adultId}`);
      expect(day.json().data).toMatchObject({ scope: 'day', records: 1 });
      // a woman's reference: 1800 kcal
      expect(day.json().data.reference.energyKcal).toBe(1800);
      expect(day.json().data.advice.join()).toMatch(/低于参考值/);
      for (const day of ['2026-02-30', '2026-13-01', '20260101']) {
        const bad = await get(owner, `/api/patient/nutrition/report?patientId=${adultId}&day=${day}`);
        expect(bad.statusCode, day).toBe(400);
        expect(bad.json().msg).toMatch(/日期格式有误/);
      }
      const wrong = await get(
        owner,
        `/api/patient/nutrition/report?patientId=${babyId}&dietaryRecordId=${mealId}`,
      );
      expect(wrong.statusCode).toBe(404);
    });

    it('refuses bad meals and stores nothing; other accounts get 404', async () => {
      const before = await countRows('dietary_records', p.id);
      for (const [patch, msg] of [
        [{ items: [] }, /请至少选择一种食物/],
        [{ items: [{ foodId: rice.id, grams: 0 }] }, /食物重量不能小于1克/],
        [{ items: [{ foodId: rice.id, grams: '一碗' }] }, /食物重量须为数字/],
        [{ items: [{ foodId: 999999, grams: 100 }] }, /食物不存在/],
        [{ mealType: 'brunch' }, /请选择餐次/],
      ] as Array<[Record<string, unknown>, RegExp]>) {
        const res = await post(owner, '/api/patient/dietary/record', {
          patientId: adultId,
          mealType: 'lunch',
          eatTime: minutesAgo(1),
          items: [{ foodId: rice.id, grams: 100 }],
          ...patch,
        });
        expect(res.statusCode, JSON.stringify(patch)).toBe(400);
        expect(res.json().msg).toMatch(msg);
      }
      expect(await countRows('dietary_records', p.id)).toBe(before);
      const s = await get(stranger, `/api/patient/dietary/record?patientId=${adultId}`);
      expect(s.statusCode).toBe(404);
      const o = await get(otherProjectUser, `/api/patient/nutrition/report?patientId=${adultId}`, other);
      expect(o.statusCode).toBe(404);
    });
  });
});
