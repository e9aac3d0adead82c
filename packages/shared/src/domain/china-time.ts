/**
 * China Standard Time (UTC+8, no daylight saving since 1991): the one place the offset is written.
 * Days and months of the product (reports, schedules, "today") are China-time calendar days,
 * whatever the server's or the browser's time zone.
 */
export const CHINA_OFFSET_MS = 8 * 3_600_000;
export const CHINA_ZONE = 'Asia/Shanghai';
export const DAY_MS = 86_400_000;

/** The China-time calendar day (YYYY-MM-DD) of an instant. */
export function chinaDay(at: Date | number = Date.now()): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The China-time month (YYYY-MM) of an instant. */
export function chinaMonth(at: Date | number = Date.now()): string {
  return chinaDay(at).slice(0, 7);
}

/** [start, end] of a China-time day `YYYY-MM-DD`: its first and last millisecond as instants. */
export function chinaDayBounds(day: string): { start: Date; end: Date } {
  const start = new Date(Date.parse(`${day}T00:00:00Z`) - CHINA_OFFSET_MS);
  return { start, end: new Date(start.getTime() + DAY_MS - 1) };
}

/** The instant China-time midnight starts `day` (YYYY-MM-DD). */
export function chinaMidnight(day: string): Date {
  return chinaDayBounds(day).start;
}

/**
 * [start, end] of the China-time month `offset` months from the one holding `at` (0: this month,
 * -1: the month before), with its label YYYY-MM.
 */
export function chinaMonthBounds(
  at: Date | number = Date.now(),
  offset = 0,
): { month: string; start: Date; end: Date } {
  const ms = typeof at === 'number' ? at : at.getTime();
  const shifted = new Date(ms + CHINA_OFFSET_MS);
  const y = shifted.getUTCFullYear();
  const m = shifted.getUTCMonth() + offset;
  const first = Date.UTC(y, m, 1);
  return {
    month: new Date(first).toISOString().slice(0, 7),
    start: new Date(first - CHINA_OFFSET_MS),
    end: new Date(Date.UTC(y, m + 1, 1) - CHINA_OFFSET_MS - 1),
  };
}

/** `YYYY-MM-DD HH:mm` (24-hour) in China time: how the product shows an instant. */
export function chinaDateTime(at: Date | number | string): string {
  const ms = typeof at === 'string' ? Date.parse(at) : typeof at === 'number' ? at : at.getTime();
  const iso = new Date(ms + CHINA_OFFSET_MS).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}
