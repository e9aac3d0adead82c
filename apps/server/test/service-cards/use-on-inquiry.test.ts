import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import {
  type Account,
  account,
  createOrder,
  orderState,
  patientAccount,
  setFunction,
} from '../inquiry/helpers.ts';
import { countRows } from '../patients/helpers.ts';
import { bought, createCard, myCard, payCard } from './helpers.ts';

const ORDER = '/api/patient/inquiry/order';

describe('service cards used on inquiry orders', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let admin: Account;
  let doctor: Account;
  let owner: Awaited<ReturnType<typeof patientAccount>>;
  let stranger: Awaited<ReturnType<typeof patientAccount>>;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    admin = await account(app, p, { role: 'admin' });
    doctor = await account(app, p, { role: 'doctor' });
    await setFunction(p, doctor, { price: 2500 });
    await setFunction(p, doctor, { price: 5000, inquiryType: 2 });
    owner = await patientAccount(app, p);
    stranger = await patientAccount(app, p);
  });
  afterAll(() => app.close());

  /** A paid, active card of `num` 图文 rights. */
  async function activeCard(who: Account, num = 3) {
    const card = await createCard(app, p, admin, {
      interestList: [{ inquiryType: 1, name: '图文问诊', num }],
    });
    const uc = await bought(app, p, who, card.id, 9900);
    await payCard(app, p, who, uc.id);
    return uc.id;
  }

  const withCard = (userCardId: number, extra: Record<string, unknown> = {}) => ({
    doctorId: doctor.doctorId,
    patientId: owner.patient.id,
    price: 2500,
    isUseCard: 1,
    userCardId,
    ...extra,
  });

  it('an order paid with a card is free, paid at once, and the right is consumed', async () => {
    const cardId = await activeCard(owner.user);
    const order = await createOrder(app, p, owner.user, withCard(cardId));
    expect(order).toMatchObject({ state: 'paid', price: 0, isUseCard: true, userCardId: cardId });
    expect((await orderState(order.id)).state).toBe('paid');
    expect((await myCard(app, p, owner.user, cardId)).rights[0]).toMatchObject({ used: 1, remaining: 2 });
    // The price the client sends does not matter with a card (the doctor's or 0).
    const zero = await createOrder(app, p, owner.user, withCard(cardId, { price: 0, isUseCard: true }));
    expect(zero.price).toBe(0);
    expect((await myCard(app, p, owner.user, cardId)).rights[0]?.remaining).toBe(1);
    // Nothing to pay.
    const info = await call(app, p, {
      method: 'GET',
      url: `${ORDER}/pay/info/${order.id}`,
      token: owner.user.token,
    });
    expect(info.statusCode).toBe(400);
    // The doctor can accept it like any paid order.
    const accept = await call(app, p, {
      method: 'PUT',
      url: `/api/doctor/inquiry/function/accept/inquiry/${order.id}`,
      token: doctor.token,
    });
    expect(accept.statusCode, accept.body).toBe(200);
  });

  it('refuses cards that are missing, not the account’s, unpaid, expired or used up; nothing changes', async () => {
    const cardId = await activeCard(owner.user, 1);
    const unpaidCard = await createCard(app, p, admin);
    const unpaid = await bought(app, p, owner.user, unpaidCard.id, 9900);
    const expired = await activeCard(owner.user);
    await withAdmin((c) =>
      c.query("update user_cards set valid_to = now() - interval '1 day' where id = $1", [expired]),
    );
    const notYet = await activeCard(owner.user);
    await withAdmin((c) =>
      c.query("update user_cards set valid_from = now() + interval '1 day' where id = $1", [notYet]),
    );
    const theirs = await activeCard(stranger.user);
    const before = await countRows('inquiry_orders', p.id);
    const cases: Array<[Record<string, unknown>, string]> = [
      [withCard(cardId, { userCardId: undefined }), '请选择服务卡'],
      [withCard(99999999), '服务卡不存在'],
      [withCard(theirs), '服务卡不存在'],
      [withCard(unpaid.id), '服务卡未生效'],
      [withCard(expired), '服务卡已过期'],
      [withCard(notYet), '服务卡尚未到生效时间'],
      [withCard(cardId, { inquiryType: 2, price: 5000 }), '服务卡剩余次数不足'],
      [withCard(cardId, { isUseCard: 'yes' }), 'isUseCard须为布尔值'],
    ];
    for (const [payload, msg] of cases) {
      const res = await call(app, p, {
        method: 'POST',
        url: ORDER,
        token: owner.user.token,
        payload: { describe: '咳嗽', inquiryType: 1, ...payload },
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().msg).toContain(msg);
    }
    expect(await countRows('inquiry_orders', p.id)).toBe(before);
    expect((await myCard(app, p, owner.user, cardId)).rights[0]?.used).toBe(0);
    await createOrder(app, p, owner.user, withCard(cardId));
    const usedUp = await call(app, p, {
      method: 'POST',
      url: ORDER,
      token: owner.user.token,
      payload: { describe: '咳嗽', inquiryType: 1, ...withCard(cardId) },
    });
    expect(usedUp.statusCode).toBe(400);
    expect(usedUp.json().msg).toBe('服务卡剩余次数不足');
    // Without the card the ordinary price rules still apply.
    const plain = await createOrder(app, p, owner.user, {
      doctorId: doctor.doctorId,
      patientId: owner.patient.id,
      price: 2500,
      isUseCard: 0,
    });
    expect(plain).toMatchObject({ state: 'created', price: 2500, isUseCard: false, userCardId: null });
  });

  it('a refunded card order gives its right back', async () => {
    const cardId = await activeCard(owner.user, 1);
    const order = await createOrder(app, p, owner.user, withCard(cardId));
    expect((await myCard(app, p, owner.user, cardId)).rights[0]?.remaining).toBe(0);
    const cancel = await call(app, p, {
      method: 'PUT',
      url: `${ORDER}/cancel/${order.id}`,
      token: owner.user.token,
    });
    expect(cancel.statusCode).toBe(400);
    const refund = await call(app, p, {
      method: 'POST',
      url: `${ORDER}/refund`,
      token: owner.user.token,
      payload: { orderId: order.id, refundMoney: 0, refundReason: '不需要了' },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect((await myCard(app, p, owner.user, cardId)).rights[0]?.remaining).toBe(0);
    const approve = await call(app, p, {
      method: 'PUT',
      url: `/api/doctor/inquiry/order/refund/approve/${order.id}`,
      token: doctor.token,
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json().data.state).toBe('refunded');
    expect((await myCard(app, p, owner.user, cardId)).rights[0]).toMatchObject({ used: 0, remaining: 1 });
    // The right is usable again.
    const again = await createOrder(app, p, owner.user, withCard(cardId));
    expect(again.state).toBe('paid');
  });

  it('concurrent orders on the last right: exactly one is created', async () => {
    const cardId = await activeCard(owner.user, 1);
    const before = await countRows('inquiry_orders', p.id);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(app, p, {
          method: 'POST',
          url: ORDER,
          token: owner.user.token,
          // Pool orders (no doctor): nothing else serializes them.
          payload: {
            describe: '发热',
            inquiryType: 1,
            patientId: owner.patient.id,
            price: 0,
            isUseCard: 1,
            userCardId: cardId,
          },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400, 400]);
    expect(await countRows('inquiry_orders', p.id)).toBe(before + 1);
    expect((await myCard(app, p, owner.user, cardId)).rights[0]).toMatchObject({ used: 1, remaining: 0 });
  });
});
