/** Money is integer cents (分) everywhere; yuan strings only for display (no zod here: this module is on the sign-in path; the zod field is schemas/money-field.ts). */
export const MAX_AMOUNT_CENTS = 100_000_000;

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
