import { INQUIRY_STATES, type InquiryState } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSITIONS } from '../../src/modules/inquiry/state-machine.ts';
import { call, createProject, createTestApp, type TestProject } from '../fixtures.ts';
import {
  type Account,
  account,
  createOrder,
  forceState,
  orderState,
  patientAccount,
  setFunction,
} from './helpers.ts';

type Who = 'patient' | 'doctor';
interface Action {
  name: string;
  who: Who;
  method: 'PUT' | 'POST';
  url: (id: number) => string;
  body?: (id: number) => Record<string, unknown>;
  /** Expected target from the state, or undefined when illegal. */
  target: (from: InquiryState) => InquiryState | undefined;
}

const REFUND_FROM: InquiryState = 'accepted';
const byRule = (event: keyof typeof TRANSITIONS, to: InquiryState | 'back') => (from: InquiryState) =>
  TRANSITIONS[event].from.includes(from) ? (to === 'back' ? REFUND_FROM : to) : undefined;

const ACTIONS: Action[] = [
  {
    name: 'pay',
    who: 'patient',
    method: 'PUT',
    url: (id) => `/api/patient/inquiry/order/pay/${id}`,
    target: byRule('pay', 'paid'),
  },
  {
    name: 'cancel',
    who: 'patient',
    method: 'PUT',
    url: (id) => `/api/patient/inquiry/order/cancel/${id}`,
    target: byRule('cancel', 'cancelled'),
  },
  {
    name: 'accept',
    who: 'doctor',
    method: 'PUT',
    url: (id) => `/api/doctor/inquiry/function/accept/inquiry/${id}`,
    target: byRule('accept', 'accepted'),
  },
  {
    name: 'ing(patient)',
    who: 'patient',
    method: 'PUT',
    url: (id) => `/api/patient/inquiry/order/ing/${id}`,
    target: byRule('start', 'in_progress'),
  },
  {
    name: 'ing(doctor)',
    who: 'doctor',
    method: 'PUT',
    url: (id) => `/api/patient/inquiry/order/ing/${id}`,
    target: byRule('start', 'in_progress'),
  },
  {
    name: 'complete(patient)',
    who: 'patient',
    method: 'PUT',
    url: (id) => `/api/patient/inquiry/order/complete/${id}`,
    target: byRule('complete', 'completed'),
  },
  {
    name: 'complete(doctor)',
    who: 'doctor',
    method: 'PUT',
    url: (id) => `/api/patient/inquiry/order/complete/${id}`,
    target: byRule('complete', 'completed'),
  },
  {
    name: 'refund',
    who: 'patient',
    method: 'POST',
    url: () => '/api/patient/inquiry/order/refund',
    body: (id) => ({ orderId: id, refundMoney: 0, refundReason: '不需要了' }),
    target: byRule('refund', 'refund_requested'),
  },
  {
    name: 'refund cancel',
    who: 'patient',
    method: 'PUT',
    url: (id) => `/api/patient/inquiry/order/refund/cancel/${id}`,
    target: byRule('refund_cancel', 'back'),
  },
  {
    name: 'refund approve',
    who: 'doctor',
    method: 'PUT',
    url: (id) => `/api/doctor/inquiry/order/refund/approve/${id}`,
    target: byRule('refund_approve', 'refunded'),
  },
  {
    name: 'refund reject',
    who: 'doctor',
    method: 'PUT',
    url: (id) => `/api/doctor/inquiry/order/refund/reject/${id}`,
    target: byRule('refund_reject', 'back'),
  },
];

describe('inquiry order transitions: every state x every action', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let doctor: Account;
  let owner: Awaited<ReturnType<typeof patientAccount>>;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    doctor = await account(app, p, { role: 'doctor' });
    await setFunction(p, doctor, { isFree: true, price: 0 });
    owner = await patientAccount(app, p);
  });
  afterAll(() => app.close());

  it('legal transitions answer 200 with the new state; illegal ones 400 in Chinese and change nothing', async () => {
    let legal = 0;
    for (const from of INQUIRY_STATES) {
      for (const action of ACTIONS) {
        const order = await createOrder(app, p, owner.user, {
          doctorId: doctor.doctorId,
          patientId: owner.patient.id,
          price: 0,
        });
        await forceState(order.id, from, from === 'refund_requested' ? REFUND_FROM : null);
        const res = await call(app, p, {
          method: action.method,
          url: action.url(order.id),
          token: action.who === 'doctor' ? doctor.token : owner.user.token,
          ...(action.body ? { payload: action.body(order.id) } : {}),
        });
        const expected = action.target(from);
        const label = `${action.name} from ${from}`;
        if (expected) {
          legal++;
          expect(res.statusCode, `${label}: ${res.body}`).toBe(200);
          expect(res.json().data.state, label).toBe(expected);
          expect((await orderState(order.id)).state, label).toBe(expected);
        } else {
          expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
          expect(res.json().msg, label).toMatch(/^订单当前状态不能/);
          expect((await orderState(order.id)).state, label).toBe(from);
        }
      }
    }
    expect(legal).toBe(12);
  });

  it('refuses events to the wrong party: 403 and no change', async () => {
    const order = await createOrder(app, p, owner.user, {
      doctorId: doctor.doctorId,
      patientId: owner.patient.id,
      price: 0,
    });
    const cancelByDoctor = await call(app, p, {
      method: 'PUT',
      url: `/api/patient/inquiry/order/cancel/${order.id}`,
      token: doctor.token,
    });
    expect(cancelByDoctor.statusCode).toBe(403);
    await forceState(order.id, 'paid');
    const acceptByPatient = await call(app, p, {
      method: 'PUT',
      url: `/api/doctor/inquiry/function/accept/inquiry/${order.id}`,
      token: owner.user.token,
    });
    expect(acceptByPatient.statusCode).toBe(403);
    await forceState(order.id, 'refund_requested', 'paid');
    const approveByPatient = await call(app, p, {
      method: 'PUT',
      url: `/api/doctor/inquiry/order/refund/approve/${order.id}`,
      token: owner.user.token,
    });
    expect(approveByPatient.statusCode).toBe(403);
    expect((await orderState(order.id)).state).toBe('refund_requested');
  });

  it('a priced order is paid through the payment page only; refunds never exceed the price', async () => {
    const priced = await account(app, p, { role: 'doctor' });
    await setFunction(p, priced, { price: 3000 });
    const order = await createOrder(app, p, owner.user, {
      doctorId: priced.doctorId,
      patientId: owner.patient.id,
      price: 3000,
    });
    const pay = await call(app, p, {
      method: 'PUT',
      url: `/api/patient/inquiry/order/pay/${order.id}`,
      token: owner.user.token,
    });
    expect(pay.statusCode).toBe(400);
    expect(pay.json().msg).toBe('请通过支付页面完成支付');
    await forceState(order.id, 'paid');
    const tooMuch = await call(app, p, {
      method: 'POST',
      url: '/api/patient/inquiry/order/refund',
      token: owner.user.token,
      payload: { orderId: order.id, refundMoney: 3001, refundReason: '多退' },
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().msg).toBe('退款金额不能超过订单金额');
    const noReason = await call(app, p, {
      method: 'POST',
      url: '/api/patient/inquiry/order/refund',
      token: owner.user.token,
      payload: { orderId: order.id, refundMoney: 100 },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().msg).toContain('请填写退款原因');
    expect((await orderState(order.id)).state).toBe('paid');
  });
});
