import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNATURE_HEADER, sandboxSecret, sign } from '../../src/modules/payments/sandbox-sign.ts';
import { call, createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import {
  type Account,
  account,
  createOrder,
  orderState,
  patientAccount,
  payInSandbox,
  setFunction,
} from '../inquiry/helpers.ts';

const paymentRow = (publicId: string) =>
  withAdmin(async (c) => {
    const r = await c.query<{
      state: string;
      amount: number;
      refunded_amount: number;
      trade_no: string | null;
    }>('select state, amount, refunded_amount, trade_no from payments where public_id = $1', [publicId]);
    return r.rows[0];
  });

describe('payments: sandbox provider, signed idempotent notify, refunds', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let doctor: Account;
  let owner: Awaited<ReturnType<typeof patientAccount>>;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    doctor = await account(app, p, { role: 'doctor' });
    await setFunction(p, doctor, { price: 1234 });
    owner = await patientAccount(app, p);
  });
  afterAll(() => app.close());

  const newOrder = () =>
    createOrder(app, p, owner.user, { doctorId: doctor.doctorId, patientId: owner.patient.id, price: 1234 });

  it('pay-info answers the sandbox page, clearly labelled, with confirm and fail buttons', async () => {
    const order = await newOrder();
    const info = await call(app, p, {
      method: 'GET',
      url: `/api/patient/inquiry/order/pay/info/${order.id}`,
      token: owner.user.token,
      query: { payWay: 'sandbox', scene: 'h5' },
    });
    expect(info.statusCode, info.body).toBe(200);
    const data = info.json().data as { paymentId: string; payUrl: string; amount: number; provider: string };
    expect(data).toMatchObject({ amount: 1234, provider: 'sandbox' });
    expect(data.payUrl).toBe(`/api/payments/sandbox/${data.paymentId}`);
    const page = await call(app, p, { method: 'GET', url: data.payUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('沙箱支付 — 仅用于开发测试，不会真实扣款');
    expect(page.body).toContain('确认支付');
    expect(page.body).toContain('支付失败');
    expect(page.body).toContain('¥12.34');
    const unknown = await call(app, p, {
      method: 'GET',
      url: '/api/payments/sandbox/1-00000000000000000000000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await call(app, p, {
      method: 'GET',
      url: `/api/patient/inquiry/order/pay/info/${order.id}`,
      token: owner.user.token,
      query: { payWay: 'cash' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('支付方式有误');
    const anon = await call(app, p, {
      method: 'GET',
      url: `/api/patient/inquiry/order/pay/info/${order.id}`,
    });
    expect(anon.statusCode).toBe(401);
    const byDoctor = await call(app, p, {
      method: 'GET',
      url: `/api/patient/inquiry/order/pay/info/${order.id}`,
      token: doctor.token,
    });
    expect(byDoctor.statusCode).toBe(403);
  });

  it('a failed payment leaves the order unpaid; it can be paid again', async () => {
    const order = await newOrder();
    const failed = await payInSandbox(app, p, owner.user, order.id, 'fail');
    expect(failed.page).toContain('支付失败');
    expect((await paymentRow(failed.paymentId))?.state).toBe('failed');
    expect((await orderState(order.id)).state).toBe('created');
    const ok = await payInSandbox(app, p, owner.user, order.id);
    expect((await paymentRow(ok.paymentId))?.state).toBe('succeeded');
    expect((await orderState(order.id)).state).toBe('paid');
    const again = await call(app, p, {
      method: 'GET',
      url: `/api/patient/inquiry/order/pay/info/${order.id}`,
      token: owner.user.token,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('订单当前状态不能支付');
  });

  it('notify verifies the signature and is idempotent', async () => {
    const order = await newOrder();
    const info = await call(app, p, {
      method: 'GET',
      url: `/api/patient/inquiry/order/pay/info/${order.id}`,
      token: owner.user.token,
    });
    const { paymentId } = info.json().data as { paymentId: string };
    const secret = await sandboxSecret(app.services, p.id);
    const body = JSON.stringify({
      paymentId,
      tradeNo: 'SBTEST1',
      amount: 1234,
      status: 'SUCCESS',
      timestamp: Date.now(),
    });
    const notify = (raw: string, signature: string) =>
      call(app, p, {
        method: 'POST',
        url: '/api/payments/notify/sandbox',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        payload: raw,
      });

    const forged = await notify(body, sign('wrong-secret', body));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().msg).toBe('签名校验失败');
    const missing = await notify(body, '');
    expect(missing.statusCode).toBe(400);
    const cheap = JSON.stringify({
      paymentId,
      tradeNo: 'SBTEST1',
      amount: 1,
      status: 'SUCCESS',
      timestamp: Date.now(),
    });
    const tampered = await notify(cheap, sign(secret, cheap));
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().msg).toBe('支付金额不符');
    expect((await orderState(order.id)).state).toBe('created');
    const garbage = await notify('{"x":1}', sign(secret, '{"x":1}'));
    expect(garbage.statusCode).toBe(400);

    const first = await notify(body, sign(secret, body));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ outcome: 'paid' });
    const second = await notify(body, sign(secret, body));
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toEqual({ outcome: 'duplicate' });
    expect(await paymentRow(paymentId)).toMatchObject({ state: 'succeeded', trade_no: 'SBTEST1' });
    const paidAt = await withAdmin(
      async (c) => (await c.query('select paid_at from inquiry_orders where id = $1', [order.id])).rows[0],
    );
    const third = await notify(body, sign(secret, body));
    expect(third.json().data).toEqual({ outcome: 'duplicate' });
    const paidAtAfter = await withAdmin(
      async (c) => (await c.query('select paid_at from inquiry_orders where id = $1', [order.id])).rows[0],
    );
    expect(paidAtAfter).toEqual(paidAt);

    // Another project's secret does not sign this project's payments.
    const other = await createProject();
    const otherSecret = await sandboxSecret(app.services, other.id);
    expect(otherSecret).not.toBe(secret);
  });

  it('refund: request, approve (provider refund), reject and cancel return to the previous state', async () => {
    const order = await newOrder();
    const { paymentId } = await payInSandbox(app, p, owner.user, order.id);
    const refund = (money: number) =>
      call(app, p, {
        method: 'POST',
        url: '/api/patient/inquiry/order/refund',
        token: owner.user.token,
        payload: { orderId: order.id, refundMoney: money, refundReason: '临时有事' },
      });
    const r1 = await refund(1000);
    expect(r1.json().data).toMatchObject({
      state: 'refund_requested',
      refundMoney: 1000,
      refundReason: '临时有事',
    });
    const cancel = await call(app, p, {
      method: 'PUT',
      url: `/api/patient/inquiry/order/refund/cancel/${order.id}`,
      token: owner.user.token,
    });
    expect(cancel.json().data.state).toBe('paid');
    await call(app, p, {
      method: 'PUT',
      url: `/api/doctor/inquiry/function/accept/inquiry/${order.id}`,
      token: doctor.token,
    });
    await refund(1234);
    const reject = await call(app, p, {
      method: 'PUT',
      url: `/api/doctor/inquiry/order/refund/reject/${order.id}`,
      token: doctor.token,
    });
    expect(reject.json().data.state).toBe('accepted');
    await refund(1234);
    const approve = await call(app, p, {
      method: 'PUT',
      url: `/api/doctor/inquiry/order/refund/approve/${order.id}`,
      token: doctor.token,
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json().data).toMatchObject({ state: 'refunded', stateText: '已退款' });
    expect(await paymentRow(paymentId)).toMatchObject({ state: 'refunded', refunded_amount: 1234 });
  });
});
