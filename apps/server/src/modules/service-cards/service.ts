import { randomInt } from 'node:crypto';
import {
  CARD_EXPIRY_DAYS,
  CARD_EXPIRY_FIXED,
  CARD_UNPAID_TIMEOUT_SECONDS,
  type CardOrderBody,
  type CardOrderQuery,
  type ServiceCardBody,
  type ServiceCardView,
  type UserCardView,
} from '@kanghu/shared';
import { isManager } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { activateInTx } from './paid.ts';
import {
  type CardInsert,
  cardIdBySerial,
  coversOf,
  expireUnpaid,
  findCard,
  findUserCard,
  insertCard,
  insertRights,
  insertUserCard,
  listCards,
  listUserCards,
  moveUserCard,
  returnStock,
  rightsOf,
  takeStock,
  type UserCardRow,
  updateCard,
} from './repo.ts';
import { cardView, userCardView } from './views.ts';

function cardValues(body: ServiceCardBody): Omit<CardInsert, 'projectId'> {
  const fixed = !body.isForever && body.expiryDateType === CARD_EXPIRY_FIXED;
  const days = !body.isForever && body.expiryDateType === CARD_EXPIRY_DAYS;
  return {
    name: body.name,
    serial: body.serial,
    coverImage: body.coverImage ?? null,
    intro: body.intro ?? null,
    interestList: body.interestList,
    price: body.isFree ? 0 : body.price,
    isFree: body.isFree,
    isOpen: body.isOpen,
    isLimitStock: body.isLimitStock,
    stockNum: body.isLimitStock ? body.stockNum : 0,
    isForever: body.isForever,
    expiryDateType: body.isForever ? null : (body.expiryDateType ?? null),
    expiryStartTime: fixed && body.expiryStartTime ? new Date(body.expiryStartTime) : null,
    expiryEndTime: fixed && body.expiryEndTime ? new Date(body.expiryEndTime) : null,
    limitDay: days ? (body.limitDay ?? null) : null,
    tel: body.tel ?? null,
  };
}

async function assertSerialFree(tx: Tx, serial: string, exceptId: number | null) {
  const id = await cardIdBySerial(tx, serial);
  if (id !== null && id !== exceptId) throw badRequest('服务卡编号已存在');
}

/** Customers see open packages only; managers see all (and may filter by isOpen). */
export function listServiceCards(ctx: Ctx, isOpen?: '0' | '1') {
  return ctx.inTenant(async (tx) => {
    const open = isManager(ctx.session) ? isOpen : '1';
    return (await listCards(tx, open === undefined ? undefined : open === '1')).map(cardView);
  });
}

export function getServiceCard(ctx: Ctx, id: number) {
  return ctx.inTenant(async (tx) => {
    const card = await findCard(tx, id, !isManager(ctx.session));
    if (!card) throw notFound('服务卡不存在');
    return cardView(card);
  });
}

/** Admins and staff (the route's access). */
export function createServiceCard(ctx: Ctx, body: ServiceCardBody): Promise<ServiceCardView> {
  return ctx.inTenant(async (tx) => {
    await assertSerialFree(tx, body.serial, null);
    return cardView(await insertCard(tx, { projectId: ctx.projectId, ...cardValues(body) }));
  });
}

/** Admins and staff (the route's access). */
export function updateServiceCard(ctx: Ctx, id: number, body: ServiceCardBody): Promise<ServiceCardView> {
  return ctx.inTenant(async (tx) => {
    if (!(await findCard(tx, id))) throw notFound('服务卡不存在');
    await assertSerialFree(tx, body.serial, id);
    const row = await updateCard(tx, id, cardValues(body));
    if (!row) throw notFound('服务卡不存在');
    return cardView(row);
  });
}

function orderNo(now: Date): string {
  const t = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `SC${t}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

async function viewsOf(tx: Tx, rows: UserCardRow[]): Promise<UserCardView[]> {
  const rights = await rightsOf(
    tx,
    rows.map((r) => r.id),
  );
  const covers = await coversOf(tx, [...new Set(rows.map((r) => r.cardId))]);
  return rows.map((r) => userCardView(r, rights, covers.get(r.cardId) ?? null));
}

async function oneView(tx: Tx, row: UserCardRow): Promise<UserCardView> {
  const [view] = await viewsOf(tx, [row]);
  if (!view) throw new Error('view vanished');
  return view;
}

/**
 * Buys a package: the price must match, the stock is taken by compare-and-set (one winner for
 * the last card), the rights are copied from the package now. Free packages are active at once.
 */
export async function buyCard(ctx: Ctx, body: CardOrderBody): Promise<UserCardView> {
  if (body.userId !== undefined && body.userId !== ctx.userId) throw badRequest('只能为本人购买服务卡');
  const { projectId } = ctx;
  return ctx.inTenant(async (tx) => {
    const card = await findCard(tx, body.cardId, true);
    if (!card) throw notFound('服务卡不存在');
    const expected = card.isFree ? 0 : card.price;
    if (body.price !== expected) throw badRequest('订单金额有误');
    if (
      !card.isForever &&
      card.expiryDateType === CARD_EXPIRY_FIXED &&
      card.expiryEndTime &&
      card.expiryEndTime <= ctx.now()
    )
      throw badRequest('该服务卡已过有效期');
    // Unpaid orders past the time-out give their stock back before this buyer takes one.
    await expireUnpaid(tx, { cardId: card.id }, CARD_UNPAID_TIMEOUT_SECONDS);
    const taken = await takeStock(tx, card.id);
    if (!taken) throw badRequest('服务卡已售罄');
    const row = await insertUserCard(tx, {
      projectId,
      orderNo: orderNo(ctx.now()),
      userId: ctx.userId,
      cardId: card.id,
      name: card.name,
      price: expected,
      state: 'unpaid',
    });
    await insertRights(
      tx,
      card.interestList.map((i) => ({
        projectId,
        userCardId: row.id,
        inquiryType: i.inquiryType,
        name: i.name,
        total: i.num,
      })),
    );
    if (expected === 0) await activateInTx(tx, row.id, ctx.now());
    const fresh = await findUserCard(tx, row.id, null);
    if (!fresh) throw new Error('user card vanished');
    return oneView(tx, fresh);
  });
}

/** The signed-in customer's cards (the route's access is customer). */
export function listMyCards(ctx: Ctx, query: CardOrderQuery) {
  return ctx.inTenant(async (tx) => {
    await expireUnpaid(tx, { userId: ctx.userId }, CARD_UNPAID_TIMEOUT_SECONDS);
    const rows = await listUserCards(tx, ctx.userId, { state: query.state, usableFor: query.usableFor });
    return viewsOf(tx, rows);
  });
}

export function getMyCard(ctx: Ctx, id: number) {
  return ctx.inTenant(async (tx) => {
    await expireUnpaid(tx, { userId: ctx.userId }, CARD_UNPAID_TIMEOUT_SECONDS);
    const row = await findUserCard(tx, id, ctx.userId);
    if (!row) throw notFound('服务卡不存在');
    return oneView(tx, row);
  });
}

/** Cancels an unpaid card order; its stock comes back. A payment arriving later is refunded. */
export function cancelCardOrder(ctx: Ctx, id: number) {
  return ctx.inTenant(async (tx) => {
    const row = await findUserCard(tx, id, ctx.userId);
    if (!row) throw notFound('服务卡不存在');
    const moved = await moveUserCard(tx, id, 'unpaid', { state: 'cancelled' });
    if (!moved) throw badRequest('订单当前状态不能取消');
    await returnStock(tx, row.cardId);
    return oneView(tx, moved);
  });
}
