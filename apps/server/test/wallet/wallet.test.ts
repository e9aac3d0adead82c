import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditIncome, debit, INSUFFICIENT_BALANCE } from '../../src/modules/wallet/ledger.ts';
import { call, createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import { type Account, account } from '../patients/helpers.ts';

let orderSeq = 1_000_000;

describe('doctor wallet ledger', () => {
  let app: FastifyInstance;
  let p: TestProject;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
  });
  afterAll(() => app.close());

  const credit = (doctor: Account, amount: number) =>
    app.services.db.tenant(p.id, (tx) => creditIncome(tx, p.id, doctor.doctorId ?? 0, orderSeq++, amount));
  const bank = (doctor: Account) =>
    call(app, p, {
      method: 'PUT',
      url: '/api/doctor/wallet/bank',
      token: doctor.token,
      payload: { bankName: '工商银行', bankCard: '6222020200112233445', bankUserName: '王医生' },
    });
  const dbState = (doctor: Account) =>
    withAdmin(async (c) => {
      const r = await c.query<{ sum: string; n: string }>(
        `select coalesce(sum(e.amount), 0) as sum, count(e.id) as n
         from doctor_wallets w left join wallet_entries e on e.wallet_id = w.id where w.doctor_id = $1`,
        [doctor.doctorId],
      );
      return { sum: Number(r.rows[0]?.sum ?? 0), count: Number(r.rows[0]?.n ?? 0) };
    });

  it('shows balance, entries and bank info; withdraws against the balance', async () => {
    const doctor = await account(app, p, { role: 'doctor' });
    const empty = await call(app, p, { method: 'GET', url: '/api/doctor/wallet', token: doctor.token });
    expect(empty.json().data).toMatchObject({ balance: 0, totalIncome: 0, totalWithdrawn: 0 });
    await credit(doctor, 5000);
    await credit(doctor, 2500);
    const noBank = await call(app, p, {
      method: 'POST',
      url: '/api/doctor/wallet/withdraw',
      token: doctor.token,
      payload: { amount: 1000 },
    });
    expect(noBank.statusCode).toBe(400);
    expect(noBank.json().msg).toBe('请先绑定银行卡');
    const saved = await bank(doctor);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ bankCard: '**** **** **** 3445', bankName: '工商银行' });
    const got = await call(app, p, { method: 'GET', url: '/api/doctor/wallet/bank', token: doctor.token });
    expect(got.json().data.bankCard).toBe('**** **** **** 3445');

    const w = await call(app, p, {
      method: 'POST',
      url: '/api/doctor/wallet/withdraw',
      token: doctor.token,
      payload: { amount: 3000 },
    });
    expect(w.statusCode, w.body).toBe(200);
    expect(w.json().data).toMatchObject({ kind: 'withdrawal', amount: -3000, kindText: '提现' });
    const over = await call(app, p, {
      method: 'POST',
      url: '/api/doctor/wallet/withdraw',
      token: doctor.token,
      payload: { amount: 4501 },
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().msg).toBe(INSUFFICIENT_BALANCE);
    const wallet = await call(app, p, { method: 'GET', url: '/api/doctor/wallet', token: doctor.token });
    expect(wallet.json().data).toMatchObject({ balance: 4500, totalIncome: 7500, totalWithdrawn: 3000 });
    const entries = await call(app, p, {
      method: 'GET',
      url: '/api/doctor/wallet/entries',
      token: doctor.token,
    });
    expect(entries.json().data.total).toBe(3);
    expect(entries.json().data.list.map((e: { amount: number }) => e.amount)).toEqual([-3000, 2500, 5000]);
    const incomeOnly = await call(app, p, {
      method: 'GET',
      url: '/api/doctor/wallet/entries',
      token: doctor.token,
      query: { kind: 'income' },
    });
    expect(incomeOnly.json().data.total).toBe(2);
  });

  it('validates input and refuses non-doctors', async () => {
    const doctor = await account(app, p, { role: 'doctor' });
    const cases: Array<[string, string, Record<string, unknown>, string]> = [
      ['POST', '/api/doctor/wallet/withdraw', { amount: 50 }, '提现金额不能少于1元'],
      ['POST', '/api/doctor/wallet/withdraw', { amount: 10.5 }, '提现金额须为整数'],
      ['POST', '/api/doctor/wallet/withdraw', { amount: -100 }, '提现金额不能为负数'],
      [
        'PUT',
        '/api/doctor/wallet/bank',
        { bankName: '工行', bankCard: '12ab', bankUserName: '王' },
        '银行卡号格式有误',
      ],
      [
        'PUT',
        '/api/doctor/wallet/bank',
        { bankCard: '6222020200112233445', bankUserName: '王' },
        '请填写开户银行',
      ],
    ];
    for (const [method, url, payload, msg] of cases) {
      const res = await call(app, p, { method: method as 'POST', url, token: doctor.token, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().msg).toContain(msg);
    }
    const patient = await account(app, p);
    for (const url of ['/api/doctor/wallet', '/api/doctor/wallet/entries', '/api/doctor/wallet/bank']) {
      expect((await call(app, p, { method: 'GET', url, token: patient.token })).statusCode).toBe(403);
      expect((await call(app, p, { method: 'GET', url })).statusCode).toBe(401);
    }
    // Another project's doctor has an empty wallet of their own.
    await credit(doctor, 800);
    const other = await createProject();
    const outsider = await account(app, other, { role: 'doctor' });
    const theirs = await call(app, other, {
      method: 'GET',
      url: '/api/doctor/wallet',
      token: outsider.token,
    });
    expect(theirs.json().data.balance).toBe(0);
  });

  it('concurrent withdrawals never overdraw', async () => {
    const doctor = await account(app, p, { role: 'doctor' });
    await bank(doctor);
    await credit(doctor, 1000);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(app, p, {
          method: 'POST',
          url: '/api/doctor/wallet/withdraw',
          token: doctor.token,
          payload: { amount: 300 },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(3);
    const wallet = await call(app, p, { method: 'GET', url: '/api/doctor/wallet', token: doctor.token });
    expect(wallet.json().data.balance).toBe(100);
  });

  it('property: any sequence of operations keeps balance == sum(entries) and never negative', async () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('income' as const), amount: fc.integer({ min: 1, max: 50_000 }) }),
      fc.record({ kind: fc.constant('withdrawal' as const), amount: fc.integer({ min: 100, max: 60_000 }) }),
      fc.record({
        kind: fc.constant('refund_reversal' as const),
        amount: fc.integer({ min: 1, max: 60_000 }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        const doctor = await account(app, p, { role: 'doctor' });
        await bank(doctor);
        let model = 0;
        for (const o of ops) {
          if (o.kind === 'income') {
            await credit(doctor, o.amount);
            model += o.amount;
          } else if (o.kind === 'withdrawal') {
            const res = await call(app, p, {
              method: 'POST',
              url: '/api/doctor/wallet/withdraw',
              token: doctor.token,
              payload: { amount: o.amount },
            });
            expect(res.statusCode).toBe(o.amount <= model ? 200 : 400);
            if (o.amount <= model) model -= o.amount;
          } else {
            const ok = await app.services.db
              .tenant(p.id, (tx) =>
                debit(tx, p.id, doctor.doctorId ?? 0, 'refund_reversal', o.amount, { orderId: orderSeq++ }),
              )
              .then(
                () => true,
                () => false,
              );
            expect(ok).toBe(o.amount <= model);
            if (ok) model -= o.amount;
          }
          const api = await call(app, p, { method: 'GET', url: '/api/doctor/wallet', token: doctor.token });
          const balance = api.json().data.balance as number;
          const db = await dbState(doctor);
          expect(balance).toBe(model);
          expect(db.sum).toBe(balance);
          expect(balance).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
