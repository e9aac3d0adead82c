/**
 * Points (积分, also shown as 健康币 in the yuhang pages): an append-only ledger per account.
 * Earning rules are per project; these are the defaults a project gets until it sets its own
 * (the points_rules table). Amounts are whole points; a daily cap counts entries of the rule in
 * one China calendar day (null: no cap).
 */
export const POINTS_RULE_KEYS = ['sign_in', 'read_article', 'course_complete', 'answer_accepted'] as const;
export type PointsRuleKey = (typeof POINTS_RULE_KEYS)[number];

/** Ledger entry kinds: the earning rules plus the spending and correction kinds. */
export const POINTS_ENTRY_KINDS = [...POINTS_RULE_KEYS, 'exchange'] as const;
export type PointsEntryKind = (typeof POINTS_ENTRY_KINDS)[number];

export interface PointsRuleDefault {
  amount: number;
  /** At most this many entries of the rule per account and China day; null: no daily cap. */
  dailyCap: number | null;
  label: string;
}

export const POINTS_RULE_DEFAULTS: Record<PointsRuleKey, PointsRuleDefault> = {
  sign_in: { amount: 5, dailyCap: 1, label: '每日签到' },
  read_article: { amount: 2, dailyCap: 5, label: '阅读文章' },
  course_complete: { amount: 50, dailyCap: null, label: '完成课程' },
  answer_accepted: { amount: 10, dailyCap: 3, label: '回答被采纳' },
};

export const POINTS_ENTRY_LABELS: Record<PointsEntryKind, string> = {
  ...Object.fromEntries(POINTS_RULE_KEYS.map((k) => [k, POINTS_RULE_DEFAULTS[k].label])),
  exchange: '积分兑换',
} as Record<PointsEntryKind, string>;

/** Largest single award or price a rule or goods row may carry (keeps sums far from int limits). */
export const POINTS_AMOUNT_MAX = 100_000;
/** Exchange address limits (characters). */
export const EXCHANGE_ADDRESS_MAX = 200;
export const EXCHANGE_NAME_MAX = 30;
export const EXCHANGE_REMARK_MAX = 200;

export const POINTS_MSG = {
  notEnough: '积分不足',
  outOfStock: '商品库存不足',
  goodsMissing: '商品不存在或已下架',
  priceChanged: '商品积分已变动，请刷新后重试',
  alreadySigned: '今日已签到',
  addressRequired: '请填写收货地址',
  nameRequired: '请填写收货人',
} as const;

/** How an award went: paid, or why not (a retried call answers duplicate and pays nothing). */
export type AwardOutcome = 'paid' | 'duplicate' | 'capped' | 'disabled';

/**
 * The pure rule of the ledger, used by the property test and the service: applying an entry to a
 * balance; spending more than the balance is refused (null).
 */
export function applyEntry(balance: number, amount: number): number | null {
  const next = balance + amount;
  return next < 0 ? null : next;
}
