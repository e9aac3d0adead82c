import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import { type Account, account } from '../patients/helpers.ts';
import { goods, grant, stockOf } from './helpers.ts';

const EXCHANGE = '/api/user/integral/goods/exchange/record';
const address = { address: '浙江省杭州市西湖区文三路 100 号', name: '张三', tel: '13800000001' };

describe('points: summary, sign-in, records, goods and exchange', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let other: TestProject;
  let user: Account;
  let user2: Account;
  let outsider: Account;
  let thermometer: number;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    other = await createProject();
    user = await account(app, p);
    user2 = await account(app, p);
    outsider = await account(app, other);
    thermometer = await goods(p, '电子体温计', 60, 5);
  });
  afterAll(() => app.close());

  const get = (url: string, who?: Account, project = p) =>
    call(app, project, { method: 'GET', url, token: who?.token });
  const post = (url: string, who: Account | undefined, payload?: object, project = p) =>
    call(app, project, {
      method: 'POST',
      url,
      token: who?.token,
      payload: payload as Record<string, unknown>,
    });

  it('starts at zero with the default rules', async () => {
    const res = await get('/api/user/integral/summary', user);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ balance: 0, earnedTotal: 0, spentTotal: 0, signedToday: false });
    expect(data.rules.map((r: { rule: string }) => r.rule)).toEqual([
      'sign_in',
      'read_article',
      'course_complete',
      'answer_accepted',
    ]);
  });

  it('signs in once a day: a retry pays nothing', async () => {
    const first = await post('/api/user/integral/sign', user);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ awarded: 5, balance: 5, signedToday: true, firstToday: true });
    const again = await post('/api/user/integral/sign', user);
    expect(again.json().data).toEqual({ awarded: 0, balance: 5, signedToday: true, firstToday: false });
    const summary = await get('/api/user/integral/summary', user);
    expect(summary.json().data).toMatchObject({ balance: 5, signedToday: true });
    const records = await get('/api/user/integral/record', user);
    expect(records.json().data).toMatchObject({ total: 1 });
    expect(records.json().data.list[0]).toMatchObject({
      kind: 'sign_in',
      label: '每日签到',
      amount: 5,
      balanceAfter: 5,
    });
  });

  it('uses the project’s own rule amount when it has one', async () => {
    await withAdmin((c) =>
      c.query(`insert into points_rules (project_id, rule, amount, daily_cap) values ($1,'sign_in',8,1)`, [
        other.id,
      ]),
    );
    const res = await post('/api/user/integral/sign', outsider, undefined, other);
    expect(res.json().data).toMatchObject({ awarded: 8, balance: 8 });
  });

  it('lists goods and exchanges one with an address, in one transaction', async () => {
    await grant(p, user.id, 100);
    const list = await get('/api/user/integral/goods', user);
    expect(list.json().data.list).toEqual([
      expect.objectContaining({ id: thermometer, integral: 60, stock: 5 }),
    ]);
    const res = await post(EXCHANGE, user, {
      goodsId: thermometer,
      integral: 60,
      ...address,
      userId: user.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.balance).toBe(45);
    expect(res.json().data.record).toMatchObject({
      title: '电子体温计',
      tel: '138****0001',
      state: 'pending',
    });
    expect(await stockOf(thermometer)).toBe(4);
    const records = await get(EXCHANGE, user);
    expect(records.json().data).toMatchObject({ total: 1 });
    const out = await get('/api/user/integral/record?direction=out', user);
    expect(out.json().data.list).toEqual([
      expect.objectContaining({ kind: 'exchange', amount: -60, balanceAfter: 45 }),
    ]);
  });

  it('refuses with Chinese messages and changes nothing', async () => {
    const cases: [object, string][] = [
      [{ goodsId: thermometer, integral: 60, ...address, address: '' }, '请填写收货地址'],
      [{ goodsId: thermometer, integral: 60, ...address, tel: '123' }, '手机号'],
      [{ goodsId: thermometer, integral: 50, ...address }, '商品积分已变动，请刷新后重试'],
      [{ goodsId: thermometer, integral: 60, ...address }, '积分不足'],
      [{ goodsId: 'x', integral: 60, ...address }, 'goodsId须为数字'],
    ];
    const before = await stockOf(thermometer);
    for (const [body, msg] of cases) {
      const res = await post(EXCHANGE, user2, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
      expect(res.json().msg).toContain(msg);
    }
    expect(await stockOf(thermometer)).toBe(before);
    const bad = await get('/api/user/integral/record?direction=sideways', user);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('收支类型有误');
  });

  it('refuses goods out of stock', async () => {
    const book = await goods(p, '健康书籍', 10, 0);
    await grant(p, user2.id, 20);
    const res = await post(EXCHANGE, user2, { goodsId: book, integral: 10, ...address });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('商品库存不足');
  });

  it('answers 401 without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/user/integral/summary'],
      ['GET', '/api/user/integral/record'],
      ['POST', '/api/user/integral/sign'],
      ['GET', '/api/user/integral/goods'],
      ['GET', EXCHANGE],
      ['POST', EXCHANGE],
    ] as const) {
      const res = await call(app, p, { method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('never crosses accounts or projects: 404 for other goods and other userIds, own records only', async () => {
    const hidden = await goods(p, '已下架商品', 10, 5, false);
    const foreign = await goods(other, '外项目商品', 1, 5);
    await grant(p, user2.id, 50);
    for (const body of [
      { goodsId: hidden, integral: 10, ...address },
      { goodsId: foreign, integral: 1, ...address },
      { goodsId: thermometer, integral: 60, ...address, userId: user.id },
    ]) {
      const res = await post(EXCHANGE, user2, body);
      expect(res.statusCode, res.body).toBe(404);
    }
    const theirs = await get(EXCHANGE, outsider, other);
    expect(theirs.json().data.total).toBe(0);
    const goodsOther = await get('/api/user/integral/goods', outsider, other);
    expect(goodsOther.json().data.list.map((g: { id: number }) => g.id)).toEqual([foreign]);
    const records = await get('/api/user/integral/record', user2);
    expect(records.json().data.list.every((e: { kind: string }) => e.kind !== 'sign_in')).toBe(true);
  });

  it('keeps the ledger append-only in the database', async () => {
    await expect(
      withAdmin((c) => c.query('update points_entries set amount = 1000 where user_id = $1', [user.id])),
    ).rejects.toThrow(/append-only/);
    await expect(
      withAdmin((c) => c.query('delete from points_entries where user_id = $1', [user.id])),
    ).rejects.toThrow(/append-only/);
    await expect(
      withAdmin((c) =>
        c.query(
          `insert into points_entries (project_id, user_id, kind, ref, amount, day) values ($1,$2,'exchange','neg',-100000,'2026-01-01')`,
          [p.id, user.id],
        ),
      ),
    ).rejects.toThrow(/negative/);
  });
});
