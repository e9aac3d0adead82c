/** Days a patient may book: today and the following days, in China time (UTC+8) like the server. */
export const BOOKABLE_DAYS = 7;

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;
const CHINA_OFFSET_MS = 8 * 3_600_000;

export interface BookableDay {
  /** YYYY-MM-DD */
  date: string;
  /** 今天, 明天 or the weekday. */
  label: string;
  /** MM-DD */
  short: string;
}

/** The next `count` days from `now` (China time). */
export function bookableDays(now: number = Date.now(), count = BOOKABLE_DAYS): BookableDay[] {
  return Array.from({ length: count }, (_, i) => {
    const day = new Date(now + CHINA_OFFSET_MS + i * 86_400_000);
    const date = day.toISOString().slice(0, 10);
    const label = i === 0 ? '今天' : i === 1 ? '明天' : (WEEKDAYS[day.getUTCDay()] ?? '');
    return { date, label, short: date.slice(5) };
  });
}

/** `date` when it is one of `days`, otherwise the first day. */
export function pickDay(days: BookableDay[], date: string | null): string {
  return days.find((d) => d.date === date)?.date ?? days[0]?.date ?? '';
}
