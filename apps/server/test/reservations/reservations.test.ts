import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import { type Account, account, patientAccount } from '../inquiry/helpers.ts';

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
const TOMORROW = day(1);

describe('reservations (appointment registration)', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let doctor: Account;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    doctor = await account(app, p, { role: 'doctor' });
    const res = await call(app, p, {
      method: 'POST',
      url: '/api/doctor/inquiry/schedule/segment/date/offline',
      token: doctor.token,
      payload: {
        date: TOMORROW,
        segmentList: [
          { segment: '08:00-09:00', slots: 1, price: 0 },
          { segment: '09:00-10:00', slots: 2, price: 800 },
          { segment: '10:00-11:00', slots: 1, price: 800 },
          { segment: '11:00-12:00', slots: 1, price: 0 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(() => app.close());

  const book = (who: { user: Account; patient: { id: number } }, fields: Record<string, unknown> = {}) =>
    call(app, p, {
      method: 'POST',
      url: '/api/patient/appoint/register',
      token: who.user.token,
      payload: {
        appointDate: TOMORROW,
        doctorId: doctor.doctorId,
        startTime: '09:00',
        endTime: '10:00',
        price: 800,
        patientId: who.patient.id,
        ...fields,
      },
    });

  it('a slot cannot be double-booked, even by concurrent bookings', async () => {
    const patients = await Promise.all([1, 2, 3, 4].map(() => patientAccount(app, p)));
    const results = await Promise.all(patients.map((who) => book(who)));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(2);
    expect(ok.map((r) => r.json().data.slot).sort()).toEqual([1, 2]);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(400);
      expect(r.json().msg).toBe('该时段已约满');
    }
    // Cancelling frees the slot for someone else.
    const winner = patients[results.findIndex((r) => r.statusCode === 200)];
    const id = ok[0]?.json().data.id as number;
    const cancelled = await call(app, p, {
      method: 'PUT',
      url: `/api/patient/appoint/register/cancel/${id}`,
      token: winner?.user.token ?? '',
    });
    expect(cancelled.json().data.state).toBe('cancelled');
    const loser = patients[results.findIndex((r) => r.statusCode !== 200)];
    if (!loser) throw new Error('no loser');
    const again = await book(loser);
    expect(again.statusCode, again.body).toBe(200);
    const schedule = await call(app, p, {
      method: 'GET',
      url: `/api/doctor/inquiry/schedule/doctor/date/${doctor.doctorId}`,
      token: loser.user.token,
      query: { date: TOMORROW },
    });
    expect(schedule.json().data.find((s: { segment: string }) => s.segment === '09:00-10:00').booked).toBe(2);
    // A booked segment cannot be removed from the schedule.
    const remove = await call(app, p, {
      method: 'POST',
      url: '/api/doctor/inquiry/schedule/segment/date/offline',
      token: doctor.token,
      payload: { date: TOMORROW, segmentList: [{ segment: '08:00-09:00', slots: 1, price: 0 }] },
    });
    expect(remove.json().msg).toBe('该时段已有预约，不能删除');
  });

  it('pays online in the sandbox, is completed by the doctor; cancel of a paid one refunds', async () => {
    const who = await patientAccount(app, p);
    const created = await book(who, { startTime: '10:00', endTime: '11:00' });
    expect(created.statusCode, created.body).toBe(200);
    const r = created.json().data as { id: number; state: string };
    expect(r.state).toBe('created');
    const direct = await call(app, p, {
      method: 'PUT',
      url: `/api/patient/appoint/register/pay/${r.id}`,
      token: who.user.token,
    });
    expect(direct.json().msg).toBe('请通过支付页面完成支付');
    const info = await call(app, p, {
      method: 'GET',
      url: `/api/patient/appoint/register/pay/info/${r.id}`,
      token: who.user.token,
      query: { payWay: 'sandbox', scene: 'h5' },
    });
    expect(info.statusCode, info.body).toBe(200);
    const { payUrl, paymentId } = info.json().data as { payUrl: string; paymentId: string };
    const confirm = await call(app, p, {
      method: 'POST',
      url: `${payUrl}/confirm`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(confirm.body).toContain('支付成功');
    const detail = await call(app, p, {
      method: 'GET',
      url: `/api/patient/appoint/register/${r.id}`,
      token: who.user.token,
    });
    expect(detail.json().data).toMatchObject({
      state: 'paid',
      stateText: '已预约',
      startTime: '10:00',
      endTime: '11:00',
    });
    const byPatient = await call(app, p, {
      method: 'PUT',
      url: `/api/patient/appoint/register/complete/${r.id}`,
      token: who.user.token,
    });
    expect(byPatient.statusCode).toBe(403);
    const cancel = await call(app, p, {
      method: 'PUT',
      url: `/api/patient/appoint/register/cancel/${r.id}`,
      token: who.user.token,
    });
    expect(cancel.json().data.state).toBe('cancelled');
    const payment = await withAdmin(
      async (c) =>
        (await c.query('select state, refunded_amount from payments where public_id = $1', [paymentId]))
          .rows[0],
    );
    expect(payment).toEqual({ state: 'refunded', refunded_amount: 800 });
    const again = await call(app, p, {
      method: 'PUT',
      url: `/api/patient/appoint/register/cancel/${r.id}`,
      token: who.user.token,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('预约当前状态不能取消');

    const free = await book(who, { startTime: '08:00', endTime: '09:00', price: 0 });
    const freeId = free.json().data.id as number;
    const paid = await call(app, p, {
      method: 'PUT',
      url: `/api/patient/appoint/register/pay/${freeId}`,
      token: who.user.token,
    });
    expect(paid.json().data.state).toBe('paid');
    const done = await call(app, p, {
      method: 'PUT',
      url: `/api/patient/appoint/register/complete/${freeId}`,
      token: doctor.token,
    });
    expect(done.json().data.state).toBe('completed');
    const doctorList = await call(app, p, {
      method: 'GET',
      url: '/api/patient/appoint/register',
      token: doctor.token,
    });
    expect(doctorList.json().data.list.map((x: { id: number }) => x.id)).toContain(freeId);
  });

  it('validates bookings and hides them from others', async () => {
    const who = await patientAccount(app, p);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ startTime: '13:00', endTime: '14:00' }, '该时段未排班'],
      [{ price: 1 }, '挂号费有误'],
      [{ appointDate: day(-2) }, '不能预约过去的日期'],
      [{ appointDate: '2026/01/01' }, '日期格式有误'],
      [{ startTime: '9点' }, '时间格式有误'],
      [{ price: -5 }, '挂号费不能为负数'],
    ];
    for (const [fields, msg] of cases) {
      const res = await book(who, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().msg).toContain(msg);
    }
    const notMine = await patientAccount(app, p);
    const foreign = await book(who, { patientId: notMine.patient.id });
    expect(foreign.statusCode).toBe(404);
    const anon = await call(app, p, { method: 'GET', url: '/api/patient/appoint/register' });
    expect(anon.statusCode).toBe(401);
    const byDoctor = await call(app, p, {
      method: 'POST',
      url: '/api/patient/appoint/register',
      token: doctor.token,
      payload: {
        appointDate: TOMORROW,
        doctorId: doctor.doctorId,
        startTime: '08:00',
        endTime: '09:00',
        price: 0,
        patientId: who.patient.id,
      },
    });
    expect(byDoctor.statusCode).toBe(403);
    const offline = await book(who, { startTime: '11:00', endTime: '12:00', price: 0, isOfflinePay: true });
    expect(offline.statusCode, offline.body).toBe(200);
    {
      const id = offline.json().data.id as number;
      const stranger = await account(app, p);
      const seen = await call(app, p, {
        method: 'GET',
        url: `/api/patient/appoint/register/${id}`,
        token: stranger.token,
      });
      expect(seen.statusCode).toBe(404);
      const other = await createProject();
      const outsider = await account(app, other);
      const cross = await call(app, other, {
        method: 'GET',
        url: `/api/patient/appoint/register/${id}`,
        token: outsider.token,
      });
      expect(cross.statusCode).toBe(404);
      const payOffline = await call(app, p, {
        method: 'PUT',
        url: `/api/patient/appoint/register/pay/${id}`,
        token: who.user.token,
      });
      expect(payOffline.json().msg).toBe('线下支付的预约请到院支付');
      const complete = await call(app, p, {
        method: 'PUT',
        url: `/api/patient/appoint/register/complete/${id}`,
        token: doctor.token,
      });
      expect(complete.json().data.state).toBe('completed');
    }
  });
});
