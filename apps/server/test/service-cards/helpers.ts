import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call, type TestProject, withAdmin } from '../fixtures.ts';
import type { Account } from '../inquiry/helpers.ts';

export const CARD = '/api/patient/service/card';

export interface CardView {
  id: number;
  stockNum: number;
  price: number;
  [key: string]: unknown;
}

export interface UserCard {
  id: number;
  state: string;
  usable: boolean;
  price: number;
  validFrom: string | null;
  validTo: string | null;
  rights: Array<{ inquiryType: number; total: number; used: number; remaining: number }>;
  [key: string]: unknown;
}

let serial = 0;
export function cardBody(fields: Record<string, unknown> = {}) {
  serial += 1;
  return {
    name: '图文问诊卡',
    serial: `C${Date.now().toString(36)}${serial}`,
    intro: '含3次图文问诊',
    interestList: [{ inquiryType: 1, name: '图文问诊', num: 3 }],
    price: 9900,
    isFree: 0,
    isOpen: 1,
    isLimitStock: 0,
    stockNum: 0,
    isForever: 1,
    tel: '4001234567',
    ...fields,
  };
}

export async function createCard(
  app: FastifyInstance,
  p: TestProject,
  admin: Account,
  fields: Record<string, unknown> = {},
): Promise<CardView> {
  const res = await call(app, p, {
    method: 'POST',
    url: CARD,
    token: admin.token,
    payload: cardBody(fields),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as CardView;
}

export function buy(app: FastifyInstance, p: TestProject, who: Account, cardId: number, price: number) {
  return call(app, p, { method: 'POST', url: `${CARD}/order`, token: who.token, payload: { cardId, price } });
}

export async function bought(
  app: FastifyInstance,
  p: TestProject,
  who: Account,
  cardId: number,
  price: number,
): Promise<UserCard> {
  const res = await buy(app, p, who, cardId, price);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as UserCard;
}

/** pay-info of a card order, then the payer confirms (or fails) on the sandbox page. */
export async function payCard(
  app: FastifyInstance,
  p: TestProject,
  who: Account,
  userCardId: number,
  action: 'confirm' | 'fail' = 'confirm',
): Promise<string> {
  const info = await call(app, p, {
    method: 'GET',
    url: `${CARD}/order/pay/info/${userCardId}`,
    token: who.token,
    query: { payWay: 'sandbox', scene: 'h5' },
  });
  expect(info.statusCode, info.body).toBe(200);
  const { payUrl } = info.json().data as { payUrl: string };
  const res = await call(app, p, {
    method: 'POST',
    url: `${payUrl}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

export async function myCard(
  app: FastifyInstance,
  p: TestProject,
  who: Account,
  id: number,
): Promise<UserCard> {
  const res = await call(app, p, { method: 'GET', url: `${CARD}/order/${id}`, token: who.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as UserCard;
}

export async function stockOf(cardId: number): Promise<number> {
  return withAdmin(async (c) => {
    const r = await c.query<{ stock_num: number }>('select stock_num from service_cards where id = $1', [
      cardId,
    ]);
    return r.rows[0]?.stock_num ?? -1;
  });
}
