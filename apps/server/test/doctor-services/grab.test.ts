import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject } from '../fixtures.ts';
import { createOrder, orderState, patientAccount } from '../inquiry/helpers.ts';
import { type Account, account, otherOrgDoctor } from '../patients/helpers.ts';

describe('grabbing a pool order: the loser is told it was taken', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let doctors: Account[];
  let farDoctor: Account;
  let owner: Awaited<ReturnType<typeof patientAccount>>;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    doctors = [];
    for (let i = 0; i < 3; i++) doctors.push(await account(app, p, { role: 'doctor' }));
    farDoctor = await otherOrgDoctor(app, p);
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
    return order.id;
  };
  const grab = (who: Account, id: number) =>
    call(app, p, { method: 'PUT', url: `/api/doctor/inquiry/order/grab/${id}`, token: who.token });

  it('three doctors grab at once: one wins, the others get 400 手慢了', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await paidPoolOrder();
      const results = await Promise.all(doctors.map((d) => grab(d, id)));
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      for (const r of results.filter((x) => x.statusCode !== 200)) {
        expect(r.statusCode, r.body).toBe(400);
        expect(r.json().msg).toBe('手慢了，该订单已被其他医生接诊');
      }
      const winner = doctors[results.findIndex((r) => r.statusCode === 200)];
      expect(await orderState(id)).toEqual({ state: 'accepted', doctorId: winner?.doctorId });
    }
  });

  it('late grabs get the same message; other orgs and missing orders stay 404; patients 403', async () => {
    const id = await paidPoolOrder();
    expect((await grab(doctors[0] as Account, id)).statusCode).toBe(200);
    const late = await grab(doctors[1] as Account, id);
    expect(late.statusCode).toBe(400);
    expect(late.json().msg).toBe('手慢了，该订单已被其他医生接诊');
    expect((await grab(farDoctor, id)).statusCode).toBe(404);
    expect((await grab(doctors[1] as Account, 99_999_999)).statusCode).toBe(404);
    expect((await grab(owner.user, id)).statusCode).toBe(403);
  });
});
