import { randomInt } from 'node:crypto';
import {
  CARD_EXPIRY_DAYS,
  CARD_EXPIRY_FIXED,
  CARD_UNPAID_TIMEOUT_SECONDS,
  type CardOrderBody,
  type CardOrderQuery,
  type PayInfoQuery,
  type PayInfoView,
  type ServiceCardBody,
  type ServiceCardView,
  type UserCardView,
} from '@kanghu/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { SessionRecord } from '../../core/sessions.ts';
import type { Tx } from '../../db/database.ts';
import { serviceCards, userCards } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { Services } from '../../services.ts';
import type { ConsultDeps } from '../inquiry/deps.ts';
import { startPayment } from '../payments/service.ts';
import {
  type CardInsert,
  type CardRow,
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
  usableNow,
} from './repo.ts';
import { cardView, userCardView } from './views.ts';

/** Packages are managed by admins and staff. */
function isManager(session: SessionRecord): boolean {
  return session.userType === 'servicer' && (session.role === 'admin' || session.role === 'staff');
}

function assertManager(session: SessionRecord): void {
  if (!isManager(session)) throw forbidden();
}

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
  const [row] = await tx
    .select({ id: serviceCards.id })
    .from(serviceCards)
    .where(eq(serviceCards.serial, serial))
    .limit(1);
  if (row && row.id !== exceptId) throw badRequest('服务卡编号已存在');
}

/** Customers see open packages only; managers see all (and may filter by isOpen). */
export function listServiceCards(services: Services, session: SessionRecord, isOpen?: '0' | '1') {
  return services.db.tenant(session.projectId, async (tx) => {
    const open = isManager(session) ? isOpen : '1';
    const where = open === undefined ? sql`true` : eq(serviceCards.isOpen, open === '1');
    return (await listCards(tx, where)).map(cardView);
  });
}

export function getServiceCard(services: Services, session: SessionRecord, id: number) {
  return services.db.tenant(session.projectId, async (tx) => {
    const card = await findCard(tx, id, isManager(session) ? sql`true` : eq(serviceCards.isOpen, true));
    if (!card) throw notFound('服务卡不存在');
    return cardView(card);
  });
}

export function createServiceCard(
  services: Services,
  session: SessionRecord,
  body: ServiceCardBody,
): Promise<ServiceCardView> {
  assertManager(session);
  return services.db.tenant(session.projectId, async (tx) => {
    await assertSerialFree(tx, body.serial, null);
    return cardView(await insertCard(tx, { projectId: session.projectId, ...cardValues(body) }));
  });
}

export function updateServiceCard(
  services: Services,
  session: SessionRecord,
  id: number,
  body: ServiceCardBody,
): Promise<ServiceCardView> {
  assertManager(session);
  return services.db.tenant(session.projectId, async (tx) => {
    if (!(await findCard(tx, id))) throw notFound('服务卡不存在');
    await assertSerialFree(tx, body.serial, id);
    const row = await updateCard(tx, id, cardValues(body));
    if (!row) throw notFound('服务卡不存在');
    return cardView(row);
  });
}

function orderNo(): string {
  const t = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  return `SC${t}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** The validity a card gets when it becomes active at `now`. */
function validityOf(card: CardRow, now: Date): { validFrom: Date | null; validTo: Date | null } {
  if (card.isForever) return { validFrom: null, validTo: null };
  if (card.expiryDateType === CARD_EXPIRY_DAYS && card.limitDay)
    return { validFrom: now, validTo: new Date(now.getTime() + card.limitDay * 86_400_000) };
  return { validFrom: card.expiryStartTime, validTo: card.expiryEndTime };
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

/** Makes an unpaid user card active (paid notify, or at once when free); false if it moved on. */
export async function activateInTx(tx: Tx, userCardId: number): Promise<boolean> {
  const found = await findUserCard(tx, userCardId, null);
  if (!found) return false;
  const card = await findCard(tx, found.cardId);
  if (!card) return false;
  const now = new Date();
  const moved = await moveUserCard(tx, userCardId, 'unpaid', {
    state: 'active',
    paidAt: now,
    ...validityOf(card, now),
  });
  return moved !== null;
}

/**
 * Buys a package: the price must match, the stock is taken by compare-and-set (one winner for
 * the last card), the rights are copied from the package now. Free packages are active at once.
 */
export async function buyCard(
  services: Services,
  session: SessionRecord,
  body: CardOrderBody,
): Promise<UserCardView> {
  if (session.userType !== 'customer') throw forbidden();
  if (body.userId !== undefined && body.userId !== session.userId) throw badRequest('只能为本人购买服务卡');
  const { projectId } = session;
  return services.db.tenant(projectId, async (tx) => {
    const card = await findCard(tx, body.cardId, eq(serviceCards.isOpen, true));
    if (!card) throw notFound('服务卡不存在');
    const expected = card.isFree ? 0 : card.price;
    if (body.price !== expected) throw badRequest('订单金额有误');
    if (
      !card.isForever &&
      card.expiryDateType === CARD_EXPIRY_FIXED &&
      card.expiryEndTime &&
      card.expiryEndTime <= new Date()
    )
      throw badRequest('该服务卡已过有效期');
    // Unpaid orders past the time-out give their stock back before this buyer takes one.
    await expireUnpaid(tx, { cardId: card.id }, CARD_UNPAID_TIMEOUT_SECONDS);
    const taken = await takeStock(tx, card.id);
    if (!taken) throw badRequest('服务卡已售罄');
    const row = await insertUserCard(tx, {
      projectId,
      orderNo: orderNo(),
      userId: session.userId,
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
    if (expected === 0) await activateInTx(tx, row.id);
    const fresh = await findUserCard(tx, row.id, null);
    if (!fresh) throw new Error('user card vanished');
    return oneView(tx, fresh);
  });
}

export function listMyCards(services: Services, session: SessionRecord, query: CardOrderQuery) {
  if (session.userType !== 'customer') throw forbidden();
  return services.db.tenant(session.projectId, async (tx) => {
    await expireUnpaid(tx, { userId: session.userId }, CARD_UNPAID_TIMEOUT_SECONDS);
    const conditions: SQL[] = [eq(userCards.userId, session.userId)];
    if (query.state) conditions.push(eq(userCards.state, query.state));
    if (query.usableFor !== undefined)
      conditions.push(
        usableNow,
        sql`exists (select 1 from user_card_rights r where r.user_card_id = ${userCards.id} and r.inquiry_type = ${query.usableFor} and r.used < r.total)`,
      );
    const rows = await listUserCards(tx, and(...conditions) ?? sql`true`);
    return viewsOf(tx, rows);
  });
}

export function getMyCard(services: Services, session: SessionRecord, id: number) {
  if (session.userType !== 'customer') throw forbidden();
  return services.db.tenant(session.projectId, async (tx) => {
    await expireUnpaid(tx, { userId: session.userId }, CARD_UNPAID_TIMEOUT_SECONDS);
    const row = await findUserCard(tx, id, session.userId);
    if (!row) throw notFound('服务卡不存在');
    return oneView(tx, row);
  });
}

/** Cancels an unpaid card order; its stock comes back. A payment arriving later is refunded. */
export function cancelCardOrder(services: Services, session: SessionRecord, id: number) {
  if (session.userType !== 'customer') throw forbidden();
  return services.db.tenant(session.projectId, async (tx) => {
    const row = await findUserCard(tx, id, session.userId);
    if (!row) throw notFound('服务卡不存在');
    const moved = await moveUserCard(tx, id, 'unpaid', { state: 'cancelled' });
    if (!moved) throw badRequest('订单当前状态不能取消');
    await returnStock(tx, row.cardId);
    return oneView(tx, moved);
  });
}

/** pay-info of a card order: the provider's cashier page (sandbox: 沙箱支付). */
export function cardPayInfo(
  deps: ConsultDeps,
  session: SessionRecord,
  id: number,
  query: PayInfoQuery,
): Promise<PayInfoView> {
  return startPayment(deps, session, 'service_card', id, query, async (tx) => {
    await expireUnpaid(tx, { userId: session.userId }, CARD_UNPAID_TIMEOUT_SECONDS);
    const row = await findUserCard(tx, id, session.userId);
    if (!row) throw notFound('服务卡不存在');
    if (row.state !== 'unpaid') throw badRequest('订单当前状态不能支付');
    if (row.price <= 0) throw badRequest('该订单无需支付');
    return row.price;
  });
}
