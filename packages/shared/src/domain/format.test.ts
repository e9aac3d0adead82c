import { describe, expect, it } from 'vitest';
import { countText, dateTimeText, readCountText, relativeTimeText } from './format.ts';

describe('relativeTimeText (spec 1 section 9)', () => {
  const now = new Date(2026, 10, 22, 15, 30, 0);
  const at = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();

  it('says 刚刚 under a minute and N分钟前 under an hour', () => {
    expect(relativeTimeText(new Date(2026, 10, 22, 15, 29, 30).toISOString(), now)).toBe('刚刚');
    expect(relativeTimeText(at(2026, 10, 22, 15, 29), now)).toBe('1分钟前');
    expect(relativeTimeText(at(2026, 10, 22, 14, 31), now)).toBe('59分钟前');
  });

  it('shows HH:mm earlier today and 昨天 HH:mm yesterday', () => {
    expect(relativeTimeText(at(2026, 10, 22, 8, 4), now)).toBe('08:04');
    expect(relativeTimeText(at(2026, 10, 22, 0, 0), now)).toBe('00:00');
    expect(relativeTimeText(at(2026, 10, 21, 23, 59), now)).toBe('昨天 23:59');
  });

  it('shows MM-DD this year and the full date in other years', () => {
    expect(relativeTimeText(at(2026, 10, 20, 9, 0), now)).toBe('11-20');
    expect(relativeTimeText(at(2026, 0, 3, 9, 0), now)).toBe('01-03');
    expect(relativeTimeText(at(2025, 11, 31, 9, 0), now)).toBe('2025-12-31');
  });

  it('yesterday across a month boundary, and bad input', () => {
    expect(relativeTimeText(at(2026, 9, 31, 22, 0), new Date(2026, 10, 1, 8, 0))).toBe('昨天 22:00');
    expect(relativeTimeText('not a date', now)).toBe('');
  });
});

describe('dateTimeText', () => {
  it('formats local date and time, empty for nothing', () => {
    expect(dateTimeText(new Date(2026, 1, 3, 4, 5).toISOString())).toBe('2026-02-03 04:05');
    expect(dateTimeText(null)).toBe('');
  });
});

describe('readCountText (spec 2 section 5)', () => {
  it('shows counts under 1000 raw', () => {
    expect(readCountText(0)).toBe('0');
    expect(readCountText(856)).toBe('856');
    expect(readCountText(999)).toBe('999');
  });

  it('shows x.yk from 1000 to 9999, one decimal rounded down', () => {
    expect(readCountText(1000)).toBe('1k');
    expect(readCountText(3200)).toBe('3.2k');
    expect(readCountText(3299)).toBe('3.2k');
    expect(readCountText(9999)).toBe('9.9k');
  });

  it('shows Nw+ from 10000', () => {
    expect(readCountText(10_000)).toBe('1w+');
    expect(readCountText(15_321)).toBe('1.5w+');
    expect(readCountText(123_456)).toBe('12.3w+');
  });

  it('shows 0 for negatives and non-numbers', () => {
    expect(readCountText(-3)).toBe('0');
    expect(readCountText(Number.NaN)).toBe('0');
  });
});

describe('countText (spec 1 section 9)', () => {
  it('k from 1000, w from 10000, one decimal, rounded down', () => {
    expect(countText(999)).toBe('999');
    expect(countText(1000)).toBe('1k');
    expect(countText(1250)).toBe('1.2k');
    expect(countText(12_345)).toBe('1.2w');
    expect(countText(100_000)).toBe('10w');
    expect(countText(-1)).toBe('0');
  });
});
