import { describe, expect, it } from 'vitest';
import { chinaDay } from './china-time.ts';
import { parseLifeText, previousDay, sportCalories, sportSuggestions } from './life.ts';

describe('life helpers', () => {
  it('China day and the day before', () => {
    expect(chinaDay(new Date('2026-03-01T15:59:59Z'))).toBe('2026-03-01');
    expect(chinaDay(new Date('2026-03-01T16:00:00Z'))).toBe('2026-03-02');
    expect(previousDay('2026-03-01')).toBe('2026-02-28');
  });

  it('calories are MET x kg x hours', () => {
    expect(sportCalories('walk', 60, 70)).toBe(245);
    expect(sportCalories('jumpRope', 10, 50)).toBe(98);
  });

  it('suggestions follow the rules', () => {
    const rules = (input: Parameters<typeof sportSuggestions>[0]) =>
      sportSuggestions(input).map((s) => s.rule);
    expect(rules({ weekMinutes: 0, activeDays: 0, bpLevel: null, bmi: null, age: null })).toEqual([
      'weekly-target',
    ]);
    expect(rules({ weekMinutes: 200, activeDays: 5, bpLevel: 'grade3', bmi: 29, age: 70 })).toEqual([
      'bp-high',
      'weekly-done',
      'bmi-obese',
      'elder',
    ]);
    expect(
      sportSuggestions({ weekMinutes: 100, activeDays: 2, bpLevel: null, bmi: 25, age: 40 })[0]?.title,
    ).toBe('本周还差50分钟');
  });

  it('reads readings out of a sentence', () => {
    expect(parseLifeText('早上血压135/85，心率72，空腹血糖6.1，体重68.5公斤')).toEqual({
      bp: { systolic: 135, diastolic: 85, heartRate: 72 },
      hr: { heartRate: 72 },
      bg: { glucose: 6.1, period: 'fasting' },
      weight: { weight: 68.5 },
    });
    expect(parseLifeText('体重130斤 体温36.8 血氧98')).toEqual({
      weight: { weight: 65 },
      temp: { temperature: 36.8 },
      spo2: { spo2: 98 },
    });
    expect(parseLifeText('餐后血糖 8.2')).toEqual({ bg: { glucose: 8.2, period: 'afterMeal' } });
    expect(parseLifeText('今天天气不错')).toEqual({});
  });
});
