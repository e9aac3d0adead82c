import { describe, expect, it } from 'vitest';
import { fieldText, fieldValueOf, parseFieldValue } from './date-time-value.ts';
import { dateText, dateTimeText, fromLocalInput, monthDayText, timeText, toLocalInput } from './format.ts';

const at = new Date(2026, 0, 5, 8, 7);

describe('ui/format', () => {
  it('writes dates and times as YYYY-MM-DD and 24-hour HH:mm', () => {
    expect(dateText(at)).toBe('2026-01-05');
    expect(monthDayText(at)).toBe('01-05');
    expect(timeText(new Date(2026, 0, 5, 20, 30))).toBe('20:30');
    expect(dateTimeText(at.toISOString())).toBe('2026-01-05 08:07');
    expect(dateTimeText('not a date')).toBe('');
  });

  it('round-trips a date-time field value', () => {
    expect(toLocalInput(at)).toBe('2026-01-05T08:07');
    expect(fromLocalInput('2026-01-05T08:07')).toBe(at.toISOString());
    expect(fromLocalInput('01/05/2026 08:07 AM')).toBeNull();
  });
});

describe('DateTimeField values', () => {
  it("keeps the native inputs' value shapes and shows YYYY-MM-DD HH:mm", () => {
    expect(fieldValueOf('date', at)).toBe('2026-01-05');
    expect(fieldValueOf('time', at)).toBe('08:07');
    expect(fieldValueOf('datetime', at)).toBe('2026-01-05T08:07');
    expect(fieldText('datetime', '2026-01-05T08:07')).toBe('2026-01-05 08:07');
    expect(fieldText('date', '2026-01-05')).toBe('2026-01-05');
    expect(fieldText('time', '20:30')).toBe('20:30');
    expect(fieldText('datetime', '')).toBe('');
    expect(parseFieldValue('datetime', '2026-01-05T08:07')?.getTime()).toBe(at.getTime());
    expect(parseFieldValue('date', 'garbage')).toBeNull();
  });
});
