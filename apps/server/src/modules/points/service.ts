import {
  chinaDay,
  type ExchangeInput,
  type ExchangeView,
  maskPhone,
  normalizeMobile,
  POINTS_ENTRY_LABELS,
  POINTS_MSG,
  type PointsEntryKind,
} from '@kanghu/shared';
import type { Ctx } from '../../core/context.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { awardPoints, effectiveRules, spendPoints } from './ledger.ts';
import {
  dayCounts,
  type EntryRow,
  type ExchangeRow,
  findGoods,
  insertExchange,
  listEntries,
  listExchanges,
  listGoods,
  lockAccount,
  takeStock,
  totalsOf,
} from './repo.ts';

interface PageIn {
  pageNo: number;
  pageSize: number;
}
const offsetOf = (q: PageIn) => (q.pageNo - 1) * q.pageSize;

function entryView(r: EntryRow) {
  const kind = r.kind as PointsEntryKind;
  return {
    id: r.id,
    kind,
    label: POINTS_ENTRY_LABELS[kind] ?? r.kind,
    amount: r.amount,
    balanceAfter: r.balanceAfter,
    note: r.note,
    createdAt: r.createdAt.toISOString(),
  };
}

function exchangeView(r: ExchangeRow): ExchangeView {
  return {
    id: r.id,
    goodsId: r.goodsId,
    title: r.title,
    goodsInfo: r.goodsInfo,
    integral: r.integral,
    name: r.name,
    tel: maskPhone(r.tel),
    address: r.address,
    state: r.state,
    createdAt: r.createdAt.toISOString(),
  };
}

/** GET /api/user/integral/summary: the caller's balance, today's sign-in, the project's rules. */
export function summary(ctx: Ctx) {
  return ctx.inTenant(async (tx) => {
    const totals = await totalsOf(tx, ctx.userId);
    const today = await dayCounts(tx, ctx.userId, chinaDay(ctx.now()));
    const rules = (await effectiveRules(tx)).map((r) => ({ ...r, todayCount: today.get(r.rule) ?? 0 }));
    return {
      balance: totals.balance,
      earnedTotal: totals.earned,
      spentTotal: totals.spent,
      signedToday: (today.get('sign_in') ?? 0) > 0,
      rules,
    };
  });
}

/** POST /api/user/integral/sign: one sign-in per China day, paid by the sign_in rule. */
export function signIn(ctx: Ctx) {
  return ctx.inTenant(async (tx) => {
    const now = ctx.now();
    const result = await awardPoints(tx, {
      projectId: ctx.projectId,
      userId: ctx.userId,
      rule: 'sign_in',
      ref: chinaDay(now),
      now,
    });
    if (result.outcome === 'disabled') throw badRequest('本项目未开启签到积分');
    return {
      awarded: result.amount,
      balance: result.balance,
      signedToday: true,
      firstToday: result.outcome === 'paid',
    };
  });
}

/** GET /api/user/integral/record: the caller's own entries, newest first. */
export function records(ctx: Ctx, q: PageIn & { direction?: 'in' | 'out' }) {
  return ctx.inTenant(async (tx) => {
    const { rows, total } = await listEntries(tx, ctx.userId, q.direction, offsetOf(q), q.pageSize);
    return { list: rows.map(entryView), total, pageNo: q.pageNo, pageSize: q.pageSize };
  });
}

/** GET /api/user/integral/goods: the project's goods on show. */
export function goods(ctx: Ctx, q: PageIn) {
  return ctx.inTenant(async (tx) => {
    const { rows, total } = await listGoods(tx, offsetOf(q), q.pageSize);
    const list = rows.map((g) => ({
      id: g.id,
      title: g.title,
      info: g.info,
      image: g.image,
      integral: g.integral,
      stock: g.stock,
    }));
    return { list, total, pageNo: q.pageNo, pageSize: q.pageSize };
  });
}

/**
 * POST /api/user/integral/goods/exchange/record: in ONE transaction, under the account lock,
 * checks the price and balance, takes one item of stock (atomic update; the last item goes to
 * exactly one caller) and writes the exchange and its negative ledger entry. Any refusal rolls
 * everything back.
 */
export function exchange(ctx: Ctx, body: ExchangeInput) {
  if (body.userId !== undefined && body.userId !== ctx.userId) throw notFound(POINTS_MSG.goodsMissing);
  return ctx.inTenant(async (tx) => {
    await lockAccount(tx, ctx.projectId, ctx.userId);
    const item = await findGoods(tx, body.goodsId);
    if (!item) throw notFound(POINTS_MSG.goodsMissing);
    if (item.integral !== body.integral) throw badRequest(POINTS_MSG.priceChanged);
    if ((await totalsOf(tx, ctx.userId)).balance < item.integral) throw badRequest(POINTS_MSG.notEnough);
    if (!(await takeStock(tx, item.id))) throw badRequest(POINTS_MSG.outOfStock);
    const row = await insertExchange(tx, {
      projectId: ctx.projectId,
      userId: ctx.userId,
      goodsId: item.id,
      title: item.title,
      goodsInfo: body.goodsInfo ?? item.info,
      integral: item.integral,
      name: body.name,
      tel: normalizeMobile(body.tel),
      address: body.address,
    });
    const balance = await spendPoints(tx, {
      projectId: ctx.projectId,
      userId: ctx.userId,
      ref: String(row.id),
      amount: item.integral,
      now: ctx.now(),
      note: item.title,
    });
    return { record: exchangeView(row), balance };
  });
}

/** GET /api/user/integral/goods/exchange/record: the caller's own exchanges, newest first. */
export function exchangeRecords(ctx: Ctx, q: PageIn) {
  return ctx.inTenant(async (tx) => {
    const { rows, total } = await listExchanges(tx, ctx.userId, offsetOf(q), q.pageSize);
    return { list: rows.map(exchangeView), total, pageNo: q.pageNo, pageSize: q.pageSize };
  });
}
