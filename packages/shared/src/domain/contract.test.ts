import { describe, expect, it } from 'vitest';
import { addDaysToDate, contractPacks, daysBetween, termEnd } from './contract.ts';

describe('contract terms and packs', () => {
  it('a one-year term ends the day before the same date next year, leap days included', () => {
    expect(termEnd('2026-11-26')).toBe('2027-11-25');
    expect(termEnd('2026-03-01')).toBe('2027-02-28');
    expect(termEnd('2028-02-29')).toBe('2029-02-28');
    expect(termEnd('2027-03-01')).toBe('2028-02-29');
    expect(termEnd('2026-01-01', 3)).toBe('2028-12-31');
  });

  it('adds calendar days across months and years, and counts days between dates', () => {
    expect(addDaysToDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToDate('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-26', '2026-12-26')).toBe(30);
    expect(daysBetween('2026-11-26', '2026-11-25')).toBe(-1);
  });

  it('always carries the basic pack first, then the chosen ones once, in catalogue order', () => {
    expect(contractPacks([])).toEqual(['基础服务包']);
    expect(contractPacks(['老年人服务包', '高血压服务包', '高血压服务包'])).toEqual([
      '基础服务包',
      '高血压服务包',
      '老年人服务包',
    ]);
  });
});
