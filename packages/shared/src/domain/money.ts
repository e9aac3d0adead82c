import { z } from 'zod';

/** Money is integer cents (分) everywhere; yuan strings only for display. */
export const MAX_AMOUNT_CENTS = 100_000_000;

/** A non-negative amount in cents, with Chinese validation messages. */
export const centsField = (label = '金额') =>
  z
    .number({ error: `${label}须为数字（单位：分）` })
    .int(`${label}须为整数（单位：分）`)
    .min(0, `${label}不能为负数`)
    .max(MAX_AMOUNT_CENTS, `${label}超出范围`);

/** 1234 -> "12.34". */
export function centsToYuan(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "12.34" -> 1234; null when the text is not a yuan amount with at most two decimals. */
export function yuanToCents(yuan: string): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(yuan.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
