import { POINTS_RULE_KEYS } from '@kanghu/shared';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awardPoints } from '../../src/modules/points/ledger.ts';
import { call, createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import { type Account, account } from '../patients/helpers.ts';
import { goods, grant, ledgerOf, stockOf } from './helpers.ts';

const EXCHANGE = '/api/user/integral/goods/exchange/record';
const address = { address: '浙江省杭州市拱墅区湖墅南路 1 号', name: '测试', tel: '13900000000' };

describe('points ledger properties (real PostgreSQL)', () => {
  let app: FastifyInstance;
  let p: TestProject;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
  });
  afterAll(() => app.close());

  const exchange = (who: Account, goodsId: number, integral: number) =>
    call(app, p, {
      method: 'POST',
      url: EXCHANGE,
      token: who.token,
      payload: { goodsId, integral, ...address },
    });

  it('any sequence of earn and exchange keeps balance = sum of entries, never negative', async () => {
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('earn' as const),
        rule: fc.constantFrom(...POINTS_RULE_KEYS),
        ref: fc.integer({ min: 1, max: 4 }),
      }),
      fc.record({ kind: fc.constant('exchange' as const), price: fc.integer({ min: 1, max: 80 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), async (ops) => {
        const who = await account(app, p);
        let expected = 0;
        for (const o of ops) {
          if (o.kind === 'earn') {
            const r = await app.services.db.tenant(p.id, (tx) =>
              awardPoints(tx, { projectId: p.id, userId: who.id, rule: o.rule, ref: o.ref }),
            );
            expected += r.amount;
            expect(r.balance).toBe(expected);
          } else {
            const item = await goods(p, `商品${o.price}`, o.price, 1);
            const res = await exchange(who, item, o.price);
            if (o.price <= expected) {
              expect(res.statusCode, res.body).toBe(200);
              expected -= o.price;
              expect(res.json().data.balance).toBe(expected);
            } else {
              expect(res.json().msg).toBe('积分不足');
              expect(await stockOf(item)).toBe(1);
            }
          }
        }
        const entries = await ledgerOf(who.id);
        let sum = 0;
        for (const e of entries) {
          sum += e.amount;
          expect(e.balance_after).toBe(sum);
          expect(e.balance_after).toBeGreaterThanOrEqual(0);
        }
        expect(sum).toBe(expected);
        const summary = await call(app, p, {
          method: 'GET',
          url: '/api/user/integral/summary',
          token: who.token,
        });
        expect(summary.json().data.balance).toBe(expected);
      }),
      { numRuns: 15 },
    );
  });

  it('awards are idempotent per (account, rule, ref) and respect the daily cap', async () => {
    const who = await account(app, p);
    const award = (ref: number) =>
      app.services.db.tenant(p.id, (tx) =>
        awardPoints(tx, { projectId: p.id, userId: who.id, rule: 'read_article', ref }),
      );
    const outcomes = await Promise.all([award(1), award(1), award(1)]);
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['duplicate', 'duplicate', 'paid']);
    for (const ref of [2, 3, 4, 5]) expect((await award(ref)).outcome).toBe('paid');
    expect((await award(6)).outcome).toBe('capped');
    expect((await award(6)).balance).toBe(10);
  });

  it('a rule the project switched off pays nothing', async () => {
    const q = await createProject();
    const who = await account(app, q);
    await withAdmin((c) =>
      c.query(
        `insert into points_rules (project_id, rule, amount, daily_cap, enabled) values ($1,'read_article',2,5,false)`,
        [q.id],
      ),
    );
    const r = await app.services.db.tenant(q.id, (tx) =>
      awardPoints(tx, { projectId: q.id, userId: who.id, rule: 'read_article', ref: 1 }),
    );
    expect(r).toEqual({ outcome: 'disabled', amount: 0, balance: 0 });
  });

  it('concurrent exchanges of the last item: exactly one wins', async () => {
    const last = await goods(p, '最后一个血压计袖带', 30, 1);
    const buyers = await Promise.all(Array.from({ length: 6 }, () => account(app, p)));
    for (const b of buyers) await grant(p, b.id, 100);
    const results = await Promise.all(buyers.map((b) => exchange(b, last, 30)));
    const won = results.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(r.json().msg).toBe('商品库存不足');
    expect(await stockOf(last)).toBe(0);
    const spent = await Promise.all(buyers.map((b) => ledgerOf(b.id)));
    expect(spent.filter((rows) => rows.some((e) => e.amount < 0))).toHaveLength(1);
  });

  it('concurrent exchanges by one account never overspend', async () => {
    const who = await account(app, p);
    await grant(p, who.id, 60);
    const a = await goods(p, '药盒甲', 60, 5);
    const b = await goods(p, '药盒乙', 60, 5);
    const results = await Promise.all([exchange(who, a, 60), exchange(who, b, 60), exchange(who, a, 60)]);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect((await stockOf(a)) + (await stockOf(b))).toBe(9);
    const rows = await ledgerOf(who.id);
    expect(rows.reduce((s, e) => s + e.amount, 0)).toBe(0);
  });
});
