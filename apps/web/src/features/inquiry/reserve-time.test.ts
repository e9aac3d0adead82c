import { describe, expect, it } from 'vitest';
import { appointmentText, nextDates, segmentPassed, segmentTimes } from './reserve-time.ts';

describe('inquiry appointment times', () => {
  it('lists the next dates with today first', () => {
    const dates = nextDates(new Date(2026, 10, 22, 9, 0), 3);
    expect(dates).toEqual([
      { value: '2026-11-22', day: '今天', date: '11-22' },
      { value: '2026-11-23', day: '周一', date: '11-23' },
      { value: '2026-11-24', day: '周二', date: '11-24' },
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

  it('shows an appointment as date and segment', () => {
    const start = new Date(2026, 10, 23, 9, 0).toISOString();
    const end = new Date(2026, 10, 23, 10, 0).toISOString();
    expect(appointmentText(start, end)).toBe('2026-11-23 09:00-10:00');
    expect(appointmentText(null, end)).toBeNull();
  });
});
