import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns.ts';
import { users } from './users.ts';

/**
 * The points ledger (积分): append-only (the migration's tail revokes update/delete and a trigger
 * refuses them; the same trigger computes balance_after under a per-account lock and refuses an
 * entry that would make the balance negative). One entry per (account, kind, reference), so a
 * retried award or exchange never pays twice.
 */
export const pointsEntries = pgTable(
  'points_entries',
  {
    ...tenantColumns(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** POINTS_ENTRY_KINDS of packages/shared. */
    kind: text('kind').notNull(),
    /** What the entry is for: the China day of a sign-in, an article or course id, an exchange id. */
    ref: text('ref').notNull(),
    amount: integer('amount').notNull(),
    /** Set by the insert trigger: the account's balance including this entry. */
    balanceAfter: integer('balance_after').notNull().default(0),
    /** The China calendar day of the entry (daily caps count by it). */
    day: text('day').notNull(),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('points_entries_ref_uq').on(t.projectId, t.userId, t.kind, t.ref),
    index('points_entries_user_idx').on(t.projectId, t.userId, t.id),
    index('points_entries_day_idx').on(t.projectId, t.userId, t.kind, t.day),
    check('points_entries_amount_ck', sql`${t.amount} <> 0`),
    check('points_entries_balance_ck', sql`${t.balanceAfter} >= 0`),
  ],
);

/** A project's own earning rules; a rule without a row uses POINTS_RULE_DEFAULTS. */
export const pointsRules = pgTable(
  'points_rules',
  {
    ...tenantColumns(),
    rule: text('rule').notNull(),
    amount: integer('amount').notNull(),
    dailyCap: integer('daily_cap'),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    uniqueIndex('points_rules_uq').on(t.projectId, t.rule),
    check('points_rules_amount_ck', sql`${t.amount} > 0`),
  ],
);

/** Goods that points buy (积分商城), with stock taken atomically by an exchange. */
export const pointsGoods = pgTable(
  'points_goods',
  {
    ...tenantColumns(),
    title: text('title').notNull(),
    info: text('info').notNull().default(''),
    image: text('image'),
    integral: integer('integral').notNull(),
    stock: integer('stock').notNull().default(0),
    isShow: boolean('is_show').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('points_goods_list_idx').on(t.projectId, t.isShow, t.sort),
    check('points_goods_stock_ck', sql`${t.stock} >= 0`),
    check('points_goods_integral_ck', sql`${t.integral} > 0`),
  ],
);

/** One exchange (兑换记录) with the delivery address; its ledger entry has kind exchange, ref = id. */
export const pointsExchanges = pgTable(
  'points_exchanges',
  {
    ...tenantColumns(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => pointsGoods.id),
    title: text('title').notNull(),
    goodsInfo: text('goods_info'),
    integral: integer('integral').notNull(),
    name: text('name').notNull(),
    tel: text('tel').notNull(),
    address: text('address').notNull(),
    state: text('state', { enum: ['pending', 'shipped'] })
      .notNull()
      .default('pending'),
  },
  (t) => [index('points_exchanges_user_idx').on(t.projectId, t.userId, t.id)],
);
