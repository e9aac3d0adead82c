import { describe, expect, it } from 'vitest';
import { CHILD_EER_2013, childDri } from './child-dri.ts';
import { SLEEP_BANDS, sleepBand, sleepStatus } from './child-sleep.ts';
import { scoreFitness } from './growth.ts';
import { assessNutrition, lowNutrients, nutrientsOf, scoreNutrients, sumNutrients } from './nutrition.ts';

describe('child DRI lookup (2013 EER table 1)', () => {
  it('reads the single column for 1-5 years and the moderate column from 6', () => {
    expect(childDri(1, 1)?.energyKcal).toBe(900);
    expect(childDri(1, 2)?.energyKcal).toBe(800);
    expect(childDri(4, 1)?.energyKcal).toBe(1300);
    expect(childDri(5, 2)?.energyKcal).toBe(1300);
    expect(childDri(6, 1)?.energyKcal).toBe(1600);
    expect(childDri(7, 2)?.energyKcal).toBe(1550);
    expect(childDri(10, 1)?.energyKcal).toBe(2050);
  });

  it('holds a row to the next band (11-13, 14-17)', () => {
    expect(childDri(13, 1)).toMatchObject({ energyKcal: 2350, ageBand: '11～13岁' });
    expect(childDri(17, 2)).toMatchObject({ energyKcal: 2300, ageBand: '14～17岁' });
    expect(childDri(8, 2)?.basis).toMatch(/8岁女童（中等身体活动水平）/);
  });

  it('has no value under 1 year, from 18, or without an age', () => {
    expect(childDri(0, 1)).toBeNull();
    expect(childDri(18, 1)).toBeNull();
    expect(childDri(null, 1)).toBeNull();
    expect(CHILD_EER_2013.every((r) => r.male >= r.female)).toBe(true);
  });
});

describe('sleep band by age', () => {
  it('uses WS/T 579-2017 under 6 and the 2021 notice at school age', () => {
    expect(sleepBand(2)).toMatchObject({ min: 13, max: 18 });
    expect(sleepBand(4)).toMatchObject({ min: 12, max: 16 });
    expect(sleepBand(12)).toMatchObject({ min: 11, max: 14 });
    expect(sleepBand(35)).toMatchObject({ min: 11, max: 14 });
    expect(sleepBand(36)).toMatchObject({ min: 10, max: 13 });
    expect(sleepBand(72)).toMatchObject({ min: 10, max: null });
    expect(sleepBand(144)).toMatchObject({ min: 9, max: null });
    expect(sleepBand(215)).toMatchObject({ min: 8, max: null });
    expect(sleepBand(216)).toBeNull();
    expect(sleepBand(null)).toBeNull();
  });

  it('bands are contiguous', () => {
    for (let i = 1; i < SLEEP_BANDS.length; i++)
      expect(SLEEP_BANDS[i]?.fromMonths).toBe(SLEEP_BANDS[i - 1]?.toMonths);
  });

  it('rates hours against a band', () => {
    const preschool = sleepBand(48);
    if (!preschool) throw new Error('no band');
    expect(sleepStatus(9.5, preschool)).toBe('short');
    expect(sleepStatus(10, preschool)).toBe('ok');
    expect(sleepStatus(13.5, preschool)).toBe('long');
    const pupil = sleepBand(100);
    if (!pupil) throw new Error('no band');
    expect(sleepStatus(12, pupil)).toBe('ok');
  });
});

describe('a child day against the DRI', () => {
  // Per 100 g values as in the food bank (China Food Composition Tables, 6th ed.).
  const rice = { energyKcal: 116, protein: 2.6, fat: 0.3, carbohydrate: 25.9 };
  const egg = { energyKcal: 139, protein: 13.1, fat: 8.6, carbohydrate: 2.4 };
  const milk = { energyKcal: 65, protein: 3.3, fat: 3.6, carbohydrate: 4.9 };

  it('sums the items of a day', () => {
    const day = sumNutrients([nutrientsOf(rice, 150), nutrientsOf(egg, 50), nutrientsOf(milk, 250)]);
    // energy 174 + 70 + 163; protein 3.9 + 6.6 + 8.3; carbohydrate 38.9 + 1.2 + 12.3 (rounded per item)
    expect(day).toEqual({ energyKcal: 407, protein: 18.8, fat: 13.8, carbohydrate: 52.4 });
  });

  it('uses the child EER, no protein RNI, and scores low energy', () => {
    const totals = sumNutrients([nutrientsOf(rice, 150), nutrientsOf(egg, 50), nutrientsOf(milk, 250)]);
    const a = assessNutrition(totals, 1, true, childDri(5, 1));
    expect(a.reference).toMatchObject({ energyKcal: 1400, proteinG: null, child: true });
    expect(a.advice.join()).not.toMatch(/推荐量/);
    const scores = scoreNutrients(a);
    expect(scores.map((s) => s.nutrient)).toEqual(['energy', 'fat', 'carbohydrate']);
    const energy = scores[0];
    // target 1260-1540; 407 / 1260 = 32 %
    expect(energy).toMatchObject({ status: 'low', score: 32, target: '1260～1540千卡' });
    expect(lowNutrients(scores)).toContain('energy');
  });

  it('scores 100 inside the targets and keeps the adult protein check', () => {
    const a = assessNutrition({ energyKcal: 2250, protein: 80, fat: 62.5, carbohydrate: 337.5 }, 1, true);
    const scores = scoreNutrients(a);
    expect(scores.every((s) => s.score === 100)).toBe(true);
    expect(lowNutrients(scores)).toEqual([]);
    expect(scores.find((s) => s.nutrient === 'protein')?.target).toBe('≥65克');
  });
});

describe('fitness anchors against the printed 2014 standard (单项评分表)', () => {
  it('scores the printed 60/80/90/100 values exactly, both sexes, grades 1 and 2', () => {
    const cases: Array<[number, 1 | 2, 'vitalCapacity' | 'sitAndReach' | 'jumpRope', number, number]> = [
      [1, 1, 'sitAndReach', 0.0, 60],
      [1, 2, 'vitalCapacity', 1000, 80],
      [1, 2, 'vitalCapacity', 1400, 100],
      [1, 2, 'sitAndReach', 16.0, 90],
      [2, 1, 'sitAndReach', 13.2, 90],
      [2, 1, 'jumpRope', 95, 80],
      [2, 2, 'vitalCapacity', 1200, 80],
      [2, 2, 'sitAndReach', 2.3, 60],
      [2, 2, 'jumpRope', 113, 90],
    ];
    for (const [grade, sex, item, value, points] of cases) {
      const s = scoreFitness({ grade, sex, [item]: value });
      expect(s.items[0]?.score, `${grade}/${sex}/${item}=${value}`).toBe(points);
    }
  });
});
