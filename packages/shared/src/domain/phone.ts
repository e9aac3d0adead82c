/**
 * Mainland mobile number (spec 1 section 5): optional +86 or 0086, then 1, a valid second
 * digit (3-9), and 8 more digits.
 */
export const MOBILE_PATTERN = /^(?:\+86|0086)?1[3-9]\d{9}$/;

export function isMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value);
}

/** Strips a +86/0086 prefix so that one person has one stored number. */
export function normalizeMobile(value: string): string {
  return value.replace(/^(?:\+86|0086)/, '');
}

/** Numeric check (spec 1 section 5): rejects empty and non-numeric strings. */
export function isNumeric(value: string | number | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  const text = String(value).trim();
  if (text === '') return false;
  return Number.isFinite(Number(text));
}
