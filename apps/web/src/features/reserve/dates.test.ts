import { describe, expect, it } from 'vitest';
import { bookableDays, pickDay } from './dates.ts';

describe('bookableDays', () => {
  it('counts days in China time: 23:30 UTC is already the next day', () => {
    const days = bookableDays(Date.parse('2026-11-22T23:30:00Z'), 3);
    expect(days.map((d) => d.date)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    expect(days.map((d) => d.label)).toEqual(['今天', '明天', '周三']);
    expect(days[0]?.short).toBe('11-23');
  });

  it('picks a listed day, or the first', () => {
    const days = bookableDays(Date.parse('2026-11-22T04:00:00Z'), 7);
    expect(pickDay(days, '2026-11-24')).toBe('2026-11-24');
    expect(pickDay(days, '2027-01-01')).toBe('2026-11-22');
    expect(pickDay(days, null)).toBe('2026-11-22');
  });
});
