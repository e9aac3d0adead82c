import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import { type Account, account, createOrder, orderState, patientAccount, setFunction } from './helpers.ts';

describe('concurrent transitions leave exactly one winner', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let doctorA: Account;
  let doctorB: Account;
  let owner: Awaited<ReturnType<typeof patientAccount>>;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    doctorA = await account(app, p, { role: 'doctor' });
    doctorB = await account(app, p, { role: 'doctor' });
    await setFunction(p, doctorA, { price: 1800 });
    owner = await patientAccount(app, p);
  });
  afterAll(() => app.close());

  const paidPoolOrder = async () => {
    const order = await createOrder(app, p, owner.user, { patientId: owner.patient.id, price: 0 });
    const pay = await call(app, p, {
      method: 'PUT',
      url: `/api/patient/inquiry/order/pay/${order.id}`,
      token: owner.user.token,
    });
    expect(pay.statusCode, pay.body).toBe(200);
    return order;
  };

  it('two doctors grabbing one pool order: one gets it, the other is refused', async () => {
    for (let round = 0; round < 8; round++) {
      const order = await paidPoolOrder();
      const pool = await call(app, p, {
        method: 'GET',
        url: '/api/doctor/inquiry/order/grab',
        token: doctorB.token,
      });
      expect(pool.statusCode, pool.body).toBe(200);
      expect(pool.json().data.list.map((o: { id: number }) => o.id)).toContain(order.id);
      const [a, b] = await Promise.all(
        [doctorA, doctorB].map((d) =>
          call(app, p, { method: 'PUT', url: `/api/doctor/inquiry/order/grab/${order.id}`, token: d.token }),
        ),
      );
      const codes = [a?.statusCode, b?.statusCode];
      expect(
        codes.filter((c) => c === 200),
        JSON.stringify([a?.body, b?.body]),
      ).toHaveLength(1);
      const loser = a?.statusCode === 200 ? b : a;
      expect([400, 404]).toContain(loser?.statusCode);
      const winner = a?.statusCode === 200 ? doctorA : doctorB;
      expect(await orderState(order.id)).toEqual({ state: 'accepted', doctorId: winner.doctorId });
    }
  });

  it('two accepts of the same order by its doctor: exactly one succeeds', async () => {
    const order = await paidPoolOrder();
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        call(app, p, {
          method: 'PUT',
          url: `/api/doctor/inquiry/function/accept/inquiry/${order.id}`,
          token: doctorA.token,
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(400);
      expect(r.json().msg).toBe('订单当前状态不能接诊');
    }
  });

  it('a payment racing a cancel: either paid (cancel refused) or cancelled (payment refunded)', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 8; round++) {
      const order = await createOrder(app, p, owner.user, {
        doctorId: doctorA.doctorId,
        patientId: owner.patient.id,
        price: 1800,
      });
      const info = await call(app, p, {
        method: 'GET',
        url: `/api/patient/inquiry/order/pay/info/${order.id}`,
        token: owner.user.token,
      });
      const { paymentId, payUrl } = info.json().data as { paymentId: string; payUrl: string };
      const [confirm, cancel] = await Promise.all([
        call(app, p, {
          method: 'POST',
          url: `${payUrl}/confirm`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: '',
        }),
        call(app, p, {
          method: 'PUT',
          url: `/api/patient/inquiry/order/cancel/${order.id}`,
          token: owner.user.token,
        }),
      ]);
      expect(confirm.statusCode).toBe(200);
      const { state } = await orderState(order.id);
      const payment = await withAdmin(async (c) => {
        const r = await c.query<{ state: string; refunded_amount: number }>(
          'select state, refunded_amount from payments where public_id = $1',
          [paymentId],
        );
        return r.rows[0];
      });
      if (state === 'paid') {
        expect(cancel.statusCode).toBe(400);
        expect(cancel.json().msg).toBe('订单当前状态不能取消');
        expect(payment?.state).toBe('succeeded');
      } else {
        expect(state).toBe('cancelled');
        expect(cancel.statusCode).toBe(200);
        expect(payment).toEqual({ state: 'refunded', refunded_amount: 1800 });
      }
      outcomes.add(state);
    }
    expect(outcomes.size).toBeGreaterThanOrEqual(1);
  });
});
