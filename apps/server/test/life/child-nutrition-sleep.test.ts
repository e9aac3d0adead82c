import { chinaDay, chinaDayBounds, DAY_MS } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject } from '../fixtures.ts';
import { type Account, account, countRows } from '../patients/helpers.ts';

/** A China day `n` days before today. */
const dayBefore = (n: number) => chinaDay(new Date(Date.now() - n * DAY_MS));
/** A birthday `years` years and 40 days ago (so the age is `years` whole years). */
const bornYearsAgo = (years: number) => {
  const d = new Date(Date.now() - 40 * DAY_MS);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
};
/** Today, 10 minutes after China midnight at the earliest (a meal the day report counts). */
const earlierToday = () =>
  new Date(Math.max(Date.now() - 60_000, chinaDayBounds(chinaDay()).start.getTime() + 600_000)).toISOString();

describe('children: nutrition against the child DRI, recipes, sleep', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let other: TestProject;
  let parent: Account;
  let stranger: Account;
  let otherProjectUser: Account;
  let girlId: number;
  let rice: { id: number };
  let milk: { id: number };

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    other = await createProject();
    parent = await account(app, p);
    stranger = await account(app, p);
    otherProjectUser = await account(app, other);
    const baby = await call(app, p, {
      method: 'POST',
      url: '/api/patient/baby',
      token: parent.token,
      payload: { name: '李小朵', sex: 2, birthday: bornYearsAgo(5) },
    });
    expect(baby.statusCode, baby.body).toBe(200);
    girlId = baby.json().data.id;
  });
  afterAll(() => app.close());

  const get = (who: Account | null, url: string, project: TestProject = p) =>
    call(app, project, { method: 'GET', url, ...(who ? { token: who.token } : {}) });
  const post = (who: Account | null, url: string, payload: unknown, project: TestProject = p) =>
    call(app, project, {
      method: 'POST',
      url,
      payload: payload as object,
      ...(who ? { token: who.token } : {}),
    });

  describe('food bank', () => {
    it('offers the 6th-edition foods with portions and hides rows without a source value', async () => {
      const res = await get(parent, '/api/patient/food/bank');
      expect(res.statusCode, res.body).toBe(200);
      const list = res.json().data.list as Array<{ name: string; tableCode: string | null; id: number }>;
      expect(list.length).toBeGreaterThanOrEqual(80);
      expect(list.every((f) => f.tableCode !== null)).toBe(true);
      expect(list.some((f) => f.name.includes('馒头'))).toBe(false);
      const m = await get(parent, `/api/patient/food/bank?keyword=${encodeURIComponent('纯牛奶（全脂）')}`);
      milk = m.json().data.list[0];
      expect(milk).toMatchObject({
        energyKcal: 65,
        protein: 3.3,
        fat: 3.6,
        carbohydrate: 4.9,
        unitName: '1杯',
        unitGrams: 250,
        tableCode: '101101x',
      });
      rice = (await get(parent, `/api/patient/food/bank?keyword=${encodeURIComponent('米饭')}`)).json().data
        .list[0];
    });

    it('refuses a food not in the bank and stores nothing', async () => {
      const before = await countRows('dietary_records', p.id);
      const res = await post(parent, '/api/patient/dietary/record', {
        patientId: girlId,
        mealType: 'lunch',
        eatTime: earlierToday(),
        items: [{ foodId: 2_000_000_000, grams: 100 }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toMatch(/食物不存在/);
      expect(await countRows('dietary_records', p.id)).toBe(before);
    });
  });

  describe('nutrition report for a child', () => {
    it('uses the EER for a 5-year-old girl and scores the day', async () => {
      const meal = await post(parent, '/api/patient/dietary/record', {
        patientId: girlId,
        mealType: 'breakfast',
        eatTime: earlierToday(),
        items: [
          { foodId: rice.id, grams: 150 },
          { foodId: milk.id, grams: 250 },
        ],
      });
      expect(meal.statusCode, meal.body).toBe(200);
      // 116 * 1.5 = 174; 65 * 2.5 = 162.5 -> 163
      expect(meal.json().data.energyKcal).toBe(337);
      const res = await get(parent, `/api/patient/nutrition/report?patientId=${girlId}`);
      expect(res.statusCode, res.body).toBe(200);
      const r = res.json().data;
      expect(r.reference).toMatchObject({ energyKcal: 1300, proteinG: null, child: true });
      expect(r.reference.basis).toMatch(/2013版.*5岁女童/);
      const energy = r.scores.find((s: { nutrient: string }) => s.nutrient === 'energy');
      // target 1170-1430 kcal; 337 / 1170 = 29 %
      expect(energy).toMatchObject({ status: 'low', score: 29, target: '1170～1430千卡' });
      expect(r.scores.some((s: { nutrient: string }) => s.nutrient === 'protein')).toBe(false);
    });
  });

  describe('recipes (rules)', () => {
    it('lists the recipes for the low nutrients first, labelled as rules', async () => {
      const res = await get(parent, `/api/patient/nutrition/recipe?patientId=${girlId}`);
      expect(res.statusCode, res.body).toBe(200);
      const d = res.json().data;
      expect(d.low).toContain('energy');
      expect(d.basis).toMatch(/规则建议/);
      expect(d.basis).toMatch(/不是AI/);
      expect(d.list.length).toBeGreaterThanOrEqual(16);
      expect(d.list[0]).toMatchObject({ nutrient: 'energy', matched: true, nutrientLabel: '能量' });
    });

    it('a day without meals matches nothing; bad day 400; no session 401; other family 404', async () => {
      const empty = await get(
        parent,
        `/api/patient/nutrition/recipe?patientId=${girlId}&day=${dayBefore(20)}`,
      );
      expect(empty.json().data.low).toEqual([]);
      expect(empty.json().data.list.every((r: { matched: boolean }) => !r.matched)).toBe(true);
      const bad = await get(parent, `/api/patient/nutrition/recipe?patientId=${girlId}&day=2026-02-30`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ success: false });
      expect(bad.json().msg).toMatch(/日期格式有误/);
      expect((await get(null, `/api/patient/nutrition/recipe?patientId=${girlId}`)).statusCode).toBe(401);
      expect((await get(stranger, `/api/patient/nutrition/recipe?patientId=${girlId}`)).statusCode).toBe(404);
      expect(
        (await get(otherProjectUser, `/api/patient/nutrition/recipe?patientId=${girlId}`, other)).statusCode,
      ).toBe(404);
    });
  });

  describe('sleep', () => {
    it('stores a day, replaces it on a second entry and rates it for a 3-5-year-old', async () => {
      const a = await post(parent, '/api/patient/sleep/record', {
        patientId: girlId,
        day: dayBefore(1),
        hours: 9,
      });
      expect(a.statusCode, a.body).toBe(200);
      expect(a.json().data).toMatchObject({ hours: 9, status: 'short', statusLabel: '不足' });
      const again = await post(parent, '/api/patient/sleep/record', {
        patientId: girlId,
        day: dayBefore(1),
        hours: 10.5,
        remark: '午睡1小时',
      });
      expect(again.json().data).toMatchObject({ hours: 10.5, status: 'ok', remark: '午睡1小时' });
      await post(parent, '/api/patient/sleep/record', { patientId: girlId, day: dayBefore(2), hours: 11.5 });
      expect(await countRows('sleep_records', p.id)).toBe(2);
      const report = await get(parent, `/api/patient/sleep/report?patientId=${girlId}`);
      expect(report.statusCode, report.body).toBe(200);
      const r = report.json().data;
      expect(r.band).toMatchObject({ label: '3～5岁', min: 10, max: 13 });
      expect(r.band.source).toMatch(/WS\/T 579/);
      expect(r.list.map((x: { hours: number }) => x.hours)).toEqual([10.5, 11.5]);
      expect(r.averageHours).toBe(11);
      expect(r.daysOk).toBe(2);
      expect(r.advice.join()).toMatch(/符合3～5岁推荐的10～13小时/);
    });

    it('refuses bad input and stores nothing', async () => {
      const before = await countRows('sleep_records', p.id);
      for (const [patch, msg] of [
        [{ hours: 0 }, /睡眠时长不能少于0.5小时/],
        [{ hours: 25 }, /睡眠时长不能超过24小时/],
        [{ hours: '十小时' }, /睡眠时长须为数字/],
        [{ day: '2026-02-30' }, /日期格式有误/],
        [{ day: dayBefore(-2) }, /日期不能晚于今天/],
        [{ day: '2000-01-01' }, /日期不能早于出生日期/],
        [{ extra: 1 }, /.+/],
      ] as Array<[Record<string, unknown>, RegExp]>) {
        const res = await post(parent, '/api/patient/sleep/record', {
          patientId: girlId,
          day: dayBefore(3),
          hours: 10,
          ...patch,
        });
        expect(res.statusCode, JSON.stringify(patch)).toBe(400);
        expect(res.json().success).toBe(false);
        expect(res.json().msg).toMatch(msg);
      }
      const badDays = await get(parent, `/api/patient/sleep/report?patientId=${girlId}&days=0`);
      expect(badDays.statusCode).toBe(400);
      expect(await countRows('sleep_records', p.id)).toBe(before);
    });

    it('no session 401; another family or project 404, nothing stored', async () => {
      const before = await countRows('sleep_records', p.id);
      const body = { patientId: girlId, day: dayBefore(4), hours: 10 };
      expect((await post(null, '/api/patient/sleep/record', body)).statusCode).toBe(401);
      expect((await get(null, `/api/patient/sleep/report?patientId=${girlId}`)).statusCode).toBe(401);
      const s = await post(stranger, '/api/patient/sleep/record', body);
      expect(s.statusCode).toBe(404);
      expect((await get(stranger, `/api/patient/sleep/report?patientId=${girlId}`)).statusCode).toBe(404);
      const o = await post(otherProjectUser, '/api/patient/sleep/record', body, other);
      expect(o.statusCode).toBe(404);
      expect(await countRows('sleep_records', p.id)).toBe(before);
    });
  });
});
