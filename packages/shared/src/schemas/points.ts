import { z } from 'zod';
import {
  EXCHANGE_ADDRESS_MAX,
  EXCHANGE_NAME_MAX,
  EXCHANGE_REMARK_MAX,
  POINTS_AMOUNT_MAX,
  POINTS_ENTRY_KINDS,
  POINTS_MSG,
  POINTS_RULE_KEYS,
} from '../domain/points.ts';
import { ROW_ID_MAX, telField } from './auth.ts';
import { page, pageQuery } from './envelope.ts';

const idOf = (name: string) =>
  z.coerce
    .number({ error: `${name}须为数字` })
    .int(`${name}须为整数`)
    .positive(`${name}须为正整数`)
    .max(ROW_ID_MAX, `${name}超出范围`);

/** One ledger entry as the record list shows it. */
export const pointsEntryView = z.object({
  id: z.number().int(),
  kind: z.enum(POINTS_ENTRY_KINDS),
  /** Chinese label of the kind (每日签到, 积分兑换 ...). */
  label: z.string(),
  /** Positive for earning, negative for spending. */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type PointsEntryView = z.infer<typeof pointsEntryView>;

export const pointsRecordQuery = pageQuery.extend({
  /** in: earnings only, out: spending only. */
  direction: z.enum(['in', 'out'], { error: '收支类型有误' }).optional(),
});
export const pointsRecordPage = page(pointsEntryView);

export const pointsRuleView = z.object({
  rule: z.enum(POINTS_RULE_KEYS),
  label: z.string(),
  amount: z.number().int(),
  dailyCap: z.number().int().nullable(),
  enabled: z.boolean(),
  /** Entries of the rule the caller earned today (China day). */
  todayCount: z.number().int(),
});

/** GET /api/user/integral/summary: balance, today's sign-in and the project's earning rules. */
export const pointsSummary = z.object({
  balance: z.number().int(),
  earnedTotal: z.number().int(),
  spentTotal: z.number().int(),
  signedToday: z.boolean(),
  rules: z.array(pointsRuleView),
});
export type PointsSummary = z.infer<typeof pointsSummary>;

/** POST /api/user/integral/sign: the day's sign-in (a second call the same day pays nothing). */
export const pointsSignResult = z.object({
  awarded: z.number().int(),
  balance: z.number().int(),
  signedToday: z.boolean(),
  /** False when the call was a repeat of today's sign-in. */
  firstToday: z.boolean(),
});

export const goodsView = z.object({
  id: z.number().int(),
  title: z.string(),
  info: z.string(),
  image: z.string().nullable(),
  /** Points one item costs. */
  integral: z.number().int(),
  stock: z.number().int(),
});
export type GoodsView = z.infer<typeof goodsView>;
export const goodsListQuery = pageQuery;
export const goodsPage = page(goodsView);

const text = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/**
 * POST /api/user/integral/goods/exchange/record (spec 2 section 3: address, goodsId, goodsInfo,
 * integral, name, tel, title, userId). The server prices the goods itself: `integral` must match
 * the current price (else 400 priceChanged); `userId`, when sent, must be the caller.
 */
export const exchangeBody = z.object({
  goodsId: idOf('goodsId'),
  integral: z.coerce.number({ error: '积分须为数字' }).int('积分须为整数').min(1).max(POINTS_AMOUNT_MAX),
  address: text(EXCHANGE_ADDRESS_MAX, POINTS_MSG.addressRequired, '收货地址过长'),
  name: text(EXCHANGE_NAME_MAX, POINTS_MSG.nameRequired, '收货人姓名过长'),
  tel: telField,
  title: z.string().trim().max(100).optional(),
  goodsInfo: z.string().trim().max(EXCHANGE_REMARK_MAX, '商品说明过长').optional(),
  userId: idOf('userId').optional(),
});
export type ExchangeInput = z.infer<typeof exchangeBody>;

export const exchangeView = z.object({
  id: z.number().int(),
  goodsId: z.number().int(),
  title: z.string(),
  goodsInfo: z.string().nullable(),
  integral: z.number().int(),
  name: z.string(),
  /** Masked (first 3 and last 4 digits). */
  tel: z.string(),
  address: z.string(),
  state: z.enum(['pending', 'shipped']),
  createdAt: z.string(),
});
export type ExchangeView = z.infer<typeof exchangeView>;
export const exchangeRecordQuery = pageQuery;
export const exchangeRecordPage = page(exchangeView);
export const exchangeResult = z.object({ record: exchangeView, balance: z.number().int() });
