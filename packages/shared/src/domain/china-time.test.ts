import { describe, expect, it } from 'vitest';
import { chinaDateTime, chinaDay, chinaDayBounds, chinaMonthBounds } from './china-time.ts';

describe('China time', () => {
  it('takes the calendar day in UTC+8', () => {
    expect(chinaDay(Date.parse('2026-03-01T15:59:59Z'))).toBe('2026-03-01');
    expect(chinaDay(Date.parse('2026-03-01T16:00:00Z'))).toBe('2026-03-02');
  });

  it('bounds a day from China midnight to its last millisecond', () => {
    const { start, end } = chinaDayBounds('2026-03-02');
    expect(start.toISOString()).toBe('2026-03-01T16:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-02T15:59:59.999Z');
  });

  it('bounds months, also across a year', () => {
    const jan = chinaMonthBounds(Date.parse('2026-01-15T00:00:00Z'), -1);
    expect(jan.month).toBe('2025-12');
    expect(jan.start.toISOString()).toBe('2025-11-30T16:00:00.000Z');
    expect(jan.end.toISOString()).toBe('2025-12-31T15:59:59.999Z');
  });

  it('shows YYYY-MM-DD HH:mm in 24 hours', () => {
    expect(chinaDateTime('2026-03-01T13:05:00Z')).toBe('2026-03-01 21:05');
  });
});
