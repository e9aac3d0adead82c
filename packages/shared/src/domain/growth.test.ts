import { describe, expect, it } from 'vitest';
import { ageOn, scoreAgainst, scoreFitness, targetHeight } from './growth.ts';

describe('growth', () => {
  it('target height: (father + mother +/- 13) / 2, range 7.5 cm', () => {
    expect(targetHeight(175, 160, 1)).toMatchObject({ height: 174, low: 166.5, high: 181.5 });
    expect(targetHeight(175, 160, 2)).toMatchObject({ height: 161, low: 153.5, high: 168.5 });
  });

  it('age in whole years', () => {
    expect(ageOn('2019-03-01', new Date('2026-02-28T00:00:00Z'))).toBe(6);
    expect(ageOn('2019-03-01', new Date('2026-03-01T00:00:00Z'))).toBe(7);
    expect(ageOn(null)).toBeNull();
  });

  it('scores between anchors linearly', () => {
    const a = [700, 1300, 1500, 1700] as const;
    expect(scoreAgainst(1700, a)).toBe(100);
    expect(scoreAgainst(1600, a)).toBe(95);
    expect(scoreAgainst(1000, a)).toBe(70);
    expect(scoreAgainst(350, a)).toBe(25);
  });

  it('scores a grade-1 boy and refuses grades outside the table', () => {
    const s = scoreFitness({ grade: 1, sex: 1, height: 120, weight: 30, vitalCapacity: 1300 });
    expect(s.items.map((i) => [i.item, i.score, i.rating])).toEqual([
      ['bmi', 60, '肥胖'],
      ['vitalCapacity', 80, '良好'],
    ]);
    expect(s.total).toBe(70);
    expect(scoreFitness({ grade: 5, sex: 2, jumpRope: 100 }).scored).toBe(false);
  });
});
