/** Dates and segment times of an inquiry appointment (China time, +08:00, as the schedules). */
import { dateText, monthDayText, timeText } from '../../ui/format.ts';

const WEEK = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

export interface DateOption {
  value: string;
  /** 今天 or 周X. */
  day: string;
  /** MM-DD. */
  date: string;
}

/** The next `days` dates from `from` (local), as "YYYY-MM-DD" with "MM-DD 周X" labels. */
export function nextDates(from: Date, days: number): DateOption[] {
  return Array.from({ length: days }, (_, i) => {
    const d = new Date(from.getFullYear(), from.getMonth(), from.getDate() + i);
    return {
      value: dateText(d),
      day: i === 0 ? '今天' : (WEEK[d.getDay()] ?? ''),
      date: monthDayText(d),
    };
  });
}

/** "08:00-09:30" on "2026-11-22" -> ISO start and end with the China offset; null when malformed. */
export function segmentTimes(date: string, segment: string): { startTime: string; endTime: string } | null {
  const m = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(segment);
  if (!m || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  return { startTime: `${date}T${m[1]}:00+08:00`, endTime: `${date}T${m[2]}:00+08:00` };
}

/** A segment whose start has passed cannot be chosen. */
export function segmentPassed(date: string, segment: string, now: Date): boolean {
  const t = segmentTimes(date, segment);
  return t === null || Date.parse(t.startTime) <= now.getTime();
}

/** "2026-11-23 09:00-10:00" for an order booked for a time; null without one. */
export function appointmentText(start: string | null, end: string | null): string | null {
  if (!start || !end) return null;
  const a = new Date(start);
  const b = new Date(end);
  if (Number.isNaN(a.getTime()) || Number.isNaN(b.getTime())) return null;
  return `${dateText(a)} ${timeText(a)}-${timeText(b)}`;
}
