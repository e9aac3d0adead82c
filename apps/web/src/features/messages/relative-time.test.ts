import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

describe('relativeTime (spec 1 section 9)', () => {
  const now = new Date(2026, 10, 22, 15, 30, 0);
  const at = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();

  it('says 刚刚 under a minute and N分钟前 under an hour', () => {
    expect(relativeTime(new Date(2026, 10, 22, 15, 29, 30).toISOString(), now)).toBe('刚刚');
    expect(relativeTime(at(2026, 10, 22, 15, 29), now)).toBe('1分钟前');
    expect(relativeTime(at(2026, 10, 22, 15, 5), now)).toBe('25分钟前');
  });

  it('shows HH:mm earlier today and 昨天 HH:mm yesterday', () => {
    expect(relativeTime(at(2026, 10, 22, 8, 4), now)).toBe('08:04');
    expect(relativeTime(at(2026, 10, 21, 23, 59), now)).toBe('昨天 23:59');
  });

  it('shows the month and day, with the year when it is another year', () => {
    expect(relativeTime(at(2026, 0, 3, 9, 0), now)).toBe('01-03');
    expect(relativeTime(at(2025, 11, 31, 9, 0), now)).toBe('2025-12-31');
    expect(relativeTime('not a date', now)).toBe('');
  });
});
