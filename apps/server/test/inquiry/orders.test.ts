import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import {
  type Account,
  account,
  capturePushes,
  createOrder,
  orderState,
  patientAccount,
  payInSandbox,
  setFunction,
} from './helpers.ts';

describe('inquiry orders', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let doctor: Account;
  let owner: Awaited<ReturnType<typeof patientAccount>>;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    doctor = await account(app, p, { role: 'doctor', name: '王医生' });
    await setFunction(p, doctor, { price: 2500 });
    owner = await patientAccount(app, p);
  });
  afterAll(() => app.close());

  it('runs the whole journey: create, sandbox pay, accept, in progress, complete, income', async () => {
    const pushes = capturePushes(app);
    const order = await createOrder(app, p, owner.user, {
      doctorId: doctor.doctorId,
      patientId: owner.patient.id,
      price: 2500,
      imageList: ['/api/file/a.png'],
      tel: '13912345678',
    });
    expect(order).toMatchObject({ state: 'created', stateText: '待支付', price: 2500, doctorName: '王医生' });
    expect(order.tel).toBe('139****5678');

    const { page } = await payInSandbox(app, p, owner.user, order.id);
    expect(page).toContain('支付成功');
    expect(await orderState(order.id)).toMatchObject({ state: 'paid' });

    const accept = await call(app, p, {
      method: 'PUT',
      url: `/api/doctor/inquiry/function/accept/inquiry/${order.id}`,
      token: doctor.token,
    });
    expect(accept.statusCode, accept.body).toBe(200);
    expect(accept.json().data).toMatchObject({ state: 'accepted', doctorId: doctor.doctorId });
    const ing = await call(app, p, {
      method: 'PUT',
      url: `/api/patient/inquiry/order/ing/${order.id}`,
      token: doctor.token,
    });
    expect(ing.json().data.state).toBe('in_progress');
    const done = await call(app, p, {
      method: 'PUT',
      url: `/api/patient/inquiry/order/complete/${order.id}`,
      token: owner.user.token,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ state: 'completed', stateText: '已完成' });

    const income = await withAdmin((c) =>
      c.query<{ kind: string; amount: number }>(
        `select e.kind, e.amount from wallet_entries e join doctor_wallets w on w.id = e.wallet_id
         where w.doctor_id = $1 and e.order_id = $2`,
        [doctor.doctorId, order.id],
      ),
    );
    expect(income.rows).toEqual([{ kind: 'income', amount: 2500 }]);

    // INQUIRY_STATE reached both parties at every change.
    const states = (userId: number) =>
      pushes.seen
        .filter((m) => m.userId === userId && m.message.action === 'INQUIRY_STATE')
        .map((m) => (m.message.data as { state: string }).state);
    pushes.off();
    expect(states(owner.user.id)).toEqual(['paid', 'accepted', 'in_progress', 'completed']);
    expect(states(doctor.id)).toEqual(['paid', 'accepted', 'in_progress', 'completed']);
    // Accept and complete left system notices in the parties' chat room.
    const notices = await withAdmin((c) =>
      c.query<{ text: string }>(
        `select text from ask_records where type = 'system' and user_id = $1 and receive_user_id = $2 order by id`,
        [doctor.id, owner.user.id],
      ),
    );
    expect(notices.rows.map((r) => r.text)).toEqual(['医生已接诊，可以开始问诊了', '本次问诊已结束']);

    const list = await call(app, p, {
      method: 'GET',
      url: '/api/patient/inquiry/order',
      token: owner.user.token,
    });
    expect(list.json().data.list.map((o: { id: number }) => o.id)).toContain(order.id);
    const docList = await call(app, p, {
      method: 'GET',
      url: '/api/patient/inquiry/order',
      token: doctor.token,
      query: { state: 'completed' },
    });
    expect(docList.json().data.list.map((o: { id: number }) => o.id)).toContain(order.id);
  });

  it('validates input with Chinese messages and prices from the doctor settings', async () => {
    const base = { doctorId: doctor.doctorId, patientId: owner.patient.id, inquiryType: 1, describe: '咳嗽' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...base, price: 2500, describe: '' }, '请描述病情'],
      [{ ...base, price: -1 }, '价格不能为负数'],
      [{ ...base, price: 12.5 }, '价格须为整数'],
      [{ ...base, price: 2500, inquiryType: 9 }, '问诊类型有误'],
      [{ ...base, price: 2500, tel: '123' }, '手机号格式有误'],
      [{ ...base, price: 100 }, '订单金额有误'],
      [{ ...base, price: 2500, inquiryType: 2 }, '医生未开通该问诊服务'],
      [{ ...base, price: 2500, imageList: Array(10).fill('/a.png') }, '最多上传9张图片'],
      [
        { ...base, price: 2500, startTime: '2026-01-02T10:00:00Z', endTime: '2026-01-02T09:00:00Z' },
        '结束时间须晚于开始时间',
      ],
      [{ ...base, price: 2500, isUseCard: true, userCardId: 3 }, '服务卡不存在'],
    ];
    for (const [payload, msg] of cases) {
      const res = await call(app, p, {
        method: 'POST',
        url: '/api/patient/inquiry/order',
        token: owner.user.token,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().msg).toContain(msg);
    }
    const noDoctor = await call(app, p, {
      method: 'POST',
      url: '/api/patient/inquiry/order',
      token: owner.user.token,
      payload: { ...base, doctorId: 99999999, price: 0 },
    });
    expect(noDoctor.statusCode).toBe(404);
    const anon = await call(app, p, {
      method: 'POST',
      url: '/api/patient/inquiry/order',
      payload: { ...base, price: 2500 },
    });
    expect(anon.statusCode).toBe(401);
    const asDoctor = await call(app, p, {
      method: 'POST',
      url: '/api/patient/inquiry/order',
      token: doctor.token,
      payload: { ...base, price: 2500 },
    });
    expect(asDoctor.statusCode).toBe(403);
    const badId = await call(app, p, {
      method: 'GET',
      url: '/api/patient/inquiry/order/abc',
      token: owner.user.token,
    });
    expect(badId.statusCode).toBe(400);
  });

  it('enforces the per-day limit and the closed service', async () => {
    const d2 = await account(app, p, { role: 'doctor' });
    await setFunction(p, d2, { price: 0, isFree: true, numPerDay: 1 });
    await createOrder(app, p, owner.user, { doctorId: d2.doctorId, patientId: owner.patient.id, price: 0 });
    const full = await call(app, p, {
      method: 'POST',
      url: '/api/patient/inquiry/order',
      token: owner.user.token,
      payload: {
        doctorId: d2.doctorId,
        patientId: owner.patient.id,
        price: 0,
        inquiryType: 1,
        describe: '复诊',
      },
    });
    expect(full.statusCode).toBe(400);
    expect(full.json().msg).toBe('今日问诊名额已满');
    await setFunction(p, d2, { isOpen: false });
    const closed = await call(app, p, {
      method: 'POST',
      url: '/api/patient/inquiry/order',
      token: owner.user.token,
      payload: {
        doctorId: d2.doctorId,
        patientId: owner.patient.id,
        price: 2000,
        inquiryType: 1,
        describe: '复诊',
      },
    });
    expect(closed.json().msg).toBe('医生未开通该问诊服务');
  });

  it('shows an order to its account and doctor only; other projects see nothing', async () => {
    const order = await createOrder(app, p, owner.user, {
      doctorId: doctor.doctorId,
      patientId: owner.patient.id,
      price: 2500,
    });
    const url = `/api/patient/inquiry/order/${order.id}`;
    expect((await call(app, p, { method: 'GET', url, token: owner.user.token })).statusCode).toBe(200);
    expect((await call(app, p, { method: 'GET', url, token: doctor.token })).statusCode).toBe(200);
    const stranger = await account(app, p);
    const otherDoctor = await account(app, p, { role: 'doctor' });
    for (const who of [stranger, otherDoctor]) {
      expect((await call(app, p, { method: 'GET', url, token: who.token })).statusCode).toBe(404);
      const cancel = await call(app, p, {
        method: 'PUT',
        url: `/api/patient/inquiry/order/cancel/${order.id}`,
        token: who.token,
      });
      expect(cancel.statusCode).toBe(404);
    }
    // An order for a patient the account is not bound to is refused.
    const foreignPatient = await patientAccount(app, p);
    const notMine = await call(app, p, {
      method: 'POST',
      url: '/api/patient/inquiry/order',
      token: owner.user.token,
      payload: {
        doctorId: doctor.doctorId,
        patientId: foreignPatient.patient.id,
        price: 2500,
        inquiryType: 1,
        describe: 'x',
      },
    });
    expect(notMine.statusCode).toBe(404);
    const other = await createProject();
    const outsider = await account(app, other);
    expect((await call(app, other, { method: 'GET', url, token: outsider.token })).statusCode).toBe(404);
    const pay = await call(app, other, {
      method: 'GET',
      url: `/api/patient/inquiry/order/pay/info/${order.id}`,
      token: outsider.token,
    });
    expect(pay.statusCode).toBe(404);
    expect(await orderState(order.id)).toMatchObject({ state: 'created' });
  });
});
