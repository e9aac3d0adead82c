import { describe, expect, it } from 'vitest';
import { nextDates, segmentPassed, segmentTimes } from './reserve-time.ts';

describe('inquiry appointment times', () => {
  it('lists the next dates with today first', () => {
    const dates = nextDates(new Date(2026, 10, 22, 9, 0), 3);
    expect(dates).toEqual([
      { value: '2026-11-22', label: '11-22 今天' },
      { value: '2026-11-23', label: '11-23 周一' },
      { value: '2026-11-24', label: '11-24 周二' },
    ]);
    expect(nextDates(new Date(2026, 11, 31), 2)[1]?.value).toBe('2027-01-01');
  });

  it('turns a segment into China-time ISO times and knows when it has passed', () => {
    expect(segmentTimes('2026-11-22', '08:00-09:30')).toEqual({
      startTime: '2026-11-22T08:00:00+08:00',
      endTime: '2026-11-22T09:30:00+08:00',
    });
    expect(segmentTimes('2026-11-22', '8-9')).toBeNull();
    const now = new Date('2026-11-22T01:00:00Z'); // 09:00 in China
    expect(segmentPassed('2026-11-22', '08:00-09:30', now)).toBe(true);
    expect(segmentPassed('2026-11-22', '10:00-11:00', now)).toBe(false);
  });
});
