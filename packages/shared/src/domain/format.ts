const pad = (n: number) => String(n).padStart(2, '0');

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/**
 * Chinese relative time of spec 1 section 9 (chat lists, messages): under a minute 刚刚; under an
 * hour N分钟前; earlier today HH:mm; yesterday 昨天 HH:mm; this year MM-DD; other years YYYY-MM-DD.
 * Local time; '' for a value that is not a date.
 */
export function relativeTimeText(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const diff = now.getTime() - at.getTime();
  if (diff >= 0 && diff < 60_000) return '刚刚';
  if (diff >= 0 && diff < 3_600_000) return `${Math.floor(diff / 60_000)}分钟前`;
  const hm = `${pad(at.getHours())}:${pad(at.getMinutes())}`;
  if (sameDay(at, now)) return hm;
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (sameDay(at, yesterday)) return `昨天 ${hm}`;
  const md = `${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  return at.getFullYear() === now.getFullYear() ? md : `${at.getFullYear()}-${md}`;
}

/** "2026-11-22 15:04" in local time (order details). */
export function dateTimeText(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** One decimal, rounded down (3,299 reads are 3.2k, never 3.3k), without a trailing .0. */
function oneDecimalDown(value: number): string {
  return String(Math.floor(value * 10) / 10);
}

/**
 * A count as lists show it (spec 1 section 9: k from 1000, w from 10000, one decimal): 856,
 * 3.2k, 1.5w. Rounded down so a count is never shown larger than it is; negatives and
 * non-numbers show 0.
 */
export function countText(count: number): string {
  if (!Number.isFinite(count) || count < 0) return '0';
  const n = Math.floor(count);
  if (n < 1000) return String(n);
  if (n < 10_000) return `${oneDecimalDown(n / 1000)}k`;
  return `${oneDecimalDown(n / 10_000)}w`;
}

/**
 * An article's read count (spec 2 section 5: raw under 1000, x.yk under 10000, otherwise Nw+):
 * 856, 3.2k, 1w+, 1.5w+. The count of spec 1 section 9 with the + of spec 2 above 10000.
 */
export function readCountText(count: number): string {
  const text = countText(count);
  return text.endsWith('w') ? `${text}+` : text;
}
