import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import { type Account, account } from '../inquiry/helpers.ts';
import { countRows } from '../patients/helpers.ts';
import {
  bought,
  buy,
  CARD,
  type CardView,
  cardBody,
  createCard,
  myCard,
  payCard,
  stockOf,
  type UserCard,
} from './helpers.ts';

describe('service cards: packages, buying, stock, sandbox payment', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let other: TestProject;
  let admin: Account;
  let staff: Account;
  let doctor: Account;
  let buyer: Account;
  let stranger: Account;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    other = await createProject();
    admin = await account(app, p, { role: 'admin' });
    staff = await account(app, p, { role: 'staff' });
    doctor = await account(app, p, { role: 'doctor' });
    buyer = await account(app, p, { name: '买家' });
    stranger = await account(app, p, { name: '路人' });
  });
  afterAll(() => app.close());

  it('admins and staff create and edit packages; others may not', async () => {
    const card = await createCard(app, p, admin, { name: '家庭问诊卡' });
    expect(card).toMatchObject({
      name: '家庭问诊卡',
      price: 9900,
      isOpen: true,
      isForever: true,
      isFree: false,
    });
    const put = await call(app, p, {
      method: 'PUT',
      url: `${CARD}/${card.id}`,
      token: staff.token,
      payload: cardBody({ serial: card.serial, name: '改名卡', price: 5000 }),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({ id: card.id, name: '改名卡', price: 5000 });
    for (const who of [doctor, buyer]) {
      const res = await call(app, p, { method: 'POST', url: CARD, token: who.token, payload: cardBody() });
      expect(res.statusCode).toBe(403);
      const edit = await call(app, p, {
        method: 'PUT',
        url: `${CARD}/${card.id}`,
        token: who.token,
        payload: cardBody(),
      });
      expect(edit.statusCode).toBe(403);
    }
    const missing = await call(app, p, {
      method: 'PUT',
      url: `${CARD}/99999999`,
      token: admin.token,
      payload: cardBody(),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('validates packages with Chinese messages and stores nothing on bad input', async () => {
    const taken = await createCard(app, p, admin);
    const before = await countRows('service_cards', p.id);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '' }, '请填写服务卡名称'],
      [{ serial: '编号 1' }, '编号须为1-32位字母'],
      [{ serial: taken.serial }, '服务卡编号已存在'],
      [{ interestList: [] }, '请至少设置一项权益'],
      [{ interestList: [{ inquiryType: 1, name: '图文', num: 0 }] }, '权益次数至少为1'],
      [
        {
          interestList: [
            { inquiryType: 1, name: 'a', num: 1 },
            { inquiryType: 1, name: 'b', num: 1 },
          ],
        },
        '同一问诊类型只能设置一项权益',
      ],
      [{ price: 0 }, '收费服务卡的价格须大于0'],
      [{ price: -5 }, '价格不能为负数'],
      [{ isForever: 0 }, '请设置有效期类型'],
      [{ isForever: 0, expiryDateType: 2 }, '请设置有效天数'],
      [{ isForever: 0, expiryDateType: 1, expiryStartTime: '2026-05-01T00:00:00Z' }, '请设置有效期起止时间'],
      [
        {
          isForever: 0,
          expiryDateType: 1,
          expiryStartTime: '2026-05-01T00:00:00Z',
          expiryEndTime: '2026-04-01T00:00:00Z',
        },
        '有效期结束时间须晚于开始时间',
      ],
      [{ isOpen: 3 }, 'isOpen须为0或1'],
      [{ stockNum: -1, isLimitStock: 1 }, '库存不能为负数'],
    ];
    for (const [fields, msg] of cases) {
      const res = await call(app, p, {
        method: 'POST',
        url: CARD,
        token: admin.token,
        payload: cardBody(fields),
      });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().msg).toContain(msg);
    }
    expect(await countRows('service_cards', p.id)).toBe(before);
  });

  it('customers see open packages only; another project sees none of them', async () => {
    const open = await createCard(app, p, admin, { name: '上架卡' });
    const closed = await createCard(app, p, admin, { name: '下架卡', isOpen: 0 });
    const list = await call(app, p, { method: 'GET', url: CARD, token: buyer.token, query: { isOpen: '0' } });
    expect(list.statusCode).toBe(200);
    const ids = (list.json().data as CardView[]).map((c) => c.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(closed.id);
    const all = await call(app, p, { method: 'GET', url: CARD, token: admin.token, query: { isOpen: '0' } });
    expect((all.json().data as CardView[]).map((c) => c.id)).toContain(closed.id);
    expect(
      (await call(app, p, { method: 'GET', url: `${CARD}/${closed.id}`, token: buyer.token })).statusCode,
    ).toBe(404);
    const one = await call(app, p, { method: 'GET', url: `${CARD}/${open.id}`, token: buyer.token });
    expect(one.json().data).toMatchObject({
      id: open.id,
      name: '上架卡',
      interestList: [{ inquiryType: 1, num: 3 }],
    });
    const outsider = await account(app, other);
    const foreign = await call(app, other, {
      method: 'GET',
      url: `${CARD}/${open.id}`,
      token: outsider.token,
    });
    expect(foreign.statusCode).toBe(404);
    const foreignList = await call(app, other, { method: 'GET', url: CARD, token: outsider.token });
    expect(foreignList.json().data).toEqual([]);
    expect((await call(app, p, { method: 'GET', url: CARD })).statusCode).toBe(401);
  });

  it('a paid card is unpaid until the sandbox confirms; then active with its rights and validity', async () => {
    const card = await createCard(app, p, admin, { isForever: 0, expiryDateType: 2, limitDay: 30 });
    const wrong = await buy(app, p, buyer, card.id, 100);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe('订单金额有误');
    const forOther = await call(app, p, {
      method: 'POST',
      url: `${CARD}/order`,
      token: buyer.token,
      payload: { cardId: card.id, price: 9900, userId: stranger.id },
    });
    expect(forOther.statusCode).toBe(400);
    expect((await buy(app, p, doctor, card.id, 9900)).statusCode).toBe(403);

    const uc = await bought(app, p, buyer, card.id, 9900);
    expect(uc).toMatchObject({ state: 'unpaid', usable: false, price: 9900, validTo: null });
    expect(uc.rights).toEqual([{ inquiryType: 1, name: '图文问诊', total: 3, used: 0, remaining: 3 }]);
    // Another account cannot see or pay it.
    expect(
      (await call(app, p, { method: 'GET', url: `${CARD}/order/${uc.id}`, token: stranger.token }))
        .statusCode,
    ).toBe(404);
    const strangerPay = await call(app, p, {
      method: 'GET',
      url: `${CARD}/order/pay/info/${uc.id}`,
      token: stranger.token,
    });
    expect(strangerPay.statusCode).toBe(404);

    const failed = await payCard(app, p, buyer, uc.id, 'fail');
    expect(failed).toContain('支付失败');
    expect((await myCard(app, p, buyer, uc.id)).state).toBe('unpaid');
    const page = await payCard(app, p, buyer, uc.id);
    expect(page).toContain('支付成功');
    expect(page).toContain(`/app/yingkang/user/service/detail?id=${uc.id}`);
    const active = await myCard(app, p, buyer, uc.id);
    expect(active).toMatchObject({ state: 'active', usable: true, stateText: '已生效' });
    const days = (Date.parse(active.validTo ?? '') - Date.parse(active.validFrom ?? '')) / 86_400_000;
    expect(days).toBe(30);
    const again = await call(app, p, {
      method: 'GET',
      url: `${CARD}/order/pay/info/${uc.id}`,
      token: buyer.token,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('订单当前状态不能支付');

    const mine = await call(app, p, { method: 'GET', url: `${CARD}/order`, token: buyer.token });
    expect((mine.json().data as UserCard[]).map((c) => c.id)).toContain(uc.id);
    const theirs = await call(app, p, { method: 'GET', url: `${CARD}/order`, token: stranger.token });
    expect((theirs.json().data as UserCard[]).map((c) => c.id)).not.toContain(uc.id);
  });

  it('the cashier page names the card purchase, clearly labelled as the sandbox', async () => {
    const card = await createCard(app, p, admin, { price: 1234 });
    const uc = await bought(app, p, buyer, card.id, 1234);
    const info = await call(app, p, {
      method: 'GET',
      url: `${CARD}/order/pay/info/${uc.id}`,
      token: buyer.token,
    });
    const { payUrl, amount } = info.json().data as { payUrl: string; amount: number };
    expect(amount).toBe(1234);
    const page = await call(app, p, { method: 'GET', url: payUrl });
    expect(page.body).toContain('沙箱支付 — 仅用于开发测试，不会真实扣款');
    expect(page.body).toContain('购买服务卡');
    expect(page.body).toContain('¥12.34');
  });

  it('a free card is active at once and needs no payment', async () => {
    const card = await createCard(app, p, admin, { isFree: 1, price: 0 });
    expect((await buy(app, p, buyer, card.id, 100)).statusCode).toBe(400);
    const uc = await bought(app, p, buyer, card.id, 0);
    expect(uc).toMatchObject({ state: 'active', usable: true, validFrom: null, validTo: null });
    const info = await call(app, p, {
      method: 'GET',
      url: `${CARD}/order/pay/info/${uc.id}`,
      token: buyer.token,
    });
    expect(info.statusCode).toBe(400);
  });

  it('a fixed validity range is copied; a range that has ended cannot be bought', async () => {
    const start = new Date(Date.now() - 86_400_000).toISOString();
    const end = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const card = await createCard(app, p, admin, {
      isFree: 1,
      price: 0,
      isForever: 0,
      expiryDateType: 1,
      expiryStartTime: start,
      expiryEndTime: end,
    });
    const uc = await bought(app, p, buyer, card.id, 0);
    expect(Date.parse(uc.validFrom ?? '')).toBe(Date.parse(start));
    expect(Date.parse(uc.validTo ?? '')).toBe(Date.parse(end));
    const ended = await createCard(app, p, admin, {
      isForever: 0,
      expiryDateType: 1,
      expiryStartTime: '2020-01-01T00:00:00Z',
      expiryEndTime: '2020-02-01T00:00:00Z',
    });
    const res = await buy(app, p, buyer, ended.id, 9900);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('该服务卡已过有效期');
  });

  it('concurrent buyers of the last card: exactly one wins, the stock never goes below zero', async () => {
    const card = await createCard(app, p, admin, { isLimitStock: 1, stockNum: 1 });
    const buyers = await Promise.all(Array.from({ length: 6 }, () => account(app, p)));
    const results = await Promise.all(buyers.map((b) => buy(app, p, b, card.id, 9900)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 400, 400, 400, 400, 400]);
    for (const r of results.filter((x) => x.statusCode === 400)) expect(r.json().msg).toBe('服务卡已售罄');
    expect(await stockOf(card.id)).toBe(0);
    expect(await countRows('user_cards', p.id, 'card_id = $2', [card.id])).toBe(1);
  });

  it('cancelling an unpaid order returns its stock; a payment arriving after the cancel is refunded', async () => {
    const card = await createCard(app, p, admin, { isLimitStock: 1, stockNum: 2 });
    const uc = await bought(app, p, buyer, card.id, 9900);
    expect(await stockOf(card.id)).toBe(1);
    const info = await call(app, p, {
      method: 'GET',
      url: `${CARD}/order/pay/info/${uc.id}`,
      token: buyer.token,
    });
    const { payUrl, paymentId } = info.json().data as { payUrl: string; paymentId: string };
    const cancel = await call(app, p, {
      method: 'PUT',
      url: `${CARD}/order/cancel/${uc.id}`,
      token: buyer.token,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data.state).toBe('cancelled');
    expect(await stockOf(card.id)).toBe(2);
    const twice = await call(app, p, {
      method: 'PUT',
      url: `${CARD}/order/cancel/${uc.id}`,
      token: buyer.token,
    });
    expect(twice.statusCode).toBe(400);
    const late = await call(app, p, {
      method: 'POST',
      url: `${payUrl}/confirm`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(late.statusCode).toBe(200);
    const payment = await withAdmin(async (c) => {
      const r = await c.query<{ state: string; refunded_amount: number }>(
        'select state, refunded_amount from payments where public_id = $1',
        [paymentId],
      );
      return r.rows[0];
    });
    expect(payment).toEqual({ state: 'refunded', refunded_amount: 9900 });
    expect((await myCard(app, p, buyer, uc.id)).state).toBe('cancelled');
    const byStranger = await call(app, p, {
      method: 'PUT',
      url: `${CARD}/order/cancel/${uc.id}`,
      token: stranger.token,
    });
    expect(byStranger.statusCode).toBe(404);
  });

  it('an unpaid order past the time-out is closed and its stock goes to the next buyer', async () => {
    const card = await createCard(app, p, admin, { isLimitStock: 1, stockNum: 1 });
    const first = await bought(app, p, buyer, card.id, 9900);
    const late = await account(app, p);
    const soldOut = await buy(app, p, late, card.id, 9900);
    expect(soldOut.json().msg).toBe('服务卡已售罄');
    await withAdmin((c) =>
      c.query("update user_cards set created_at = now() - interval '16 minutes' where id = $1", [first.id]),
    );
    const info = await call(app, p, {
      method: 'GET',
      url: `${CARD}/order/pay/info/${first.id}`,
      token: buyer.token,
    });
    expect(info.statusCode).toBe(400);
    expect(info.json().msg).toBe('订单当前状态不能支付');
    const second = await bought(app, p, late, card.id, 9900);
    expect(second.state).toBe('unpaid');
    expect(await stockOf(card.id)).toBe(0);
    expect((await myCard(app, p, buyer, first.id)).state).toBe('cancelled');
  });
});
