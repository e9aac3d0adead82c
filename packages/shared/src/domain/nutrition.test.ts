import { describe, expect, it } from 'vitest';
import { assessNutrition, nutrientsOf, sumNutrients } from './nutrition.ts';

describe('nutrition', () => {
  const rice = { energyKcal: 117, protein: 2.6, fat: 0.3, carbohydrate: 25.9 };

  it('scales per-100 g values and sums them', () => {
    expect(nutrientsOf(rice, 150)).toEqual({ energyKcal: 176, protein: 3.9, fat: 0.5, carbohydrate: 38.9 });
    expect(sumNutrients([nutrientsOf(rice, 100), nutrientsOf(rice, 100)]).energyKcal).toBe(234);
  });

  it('assesses energy shares against the DRIs', () => {
    const a = assessNutrition({ energyKcal: 2000, protein: 40, fat: 100, carbohydrate: 200 }, 2, true);
    // 160 + 900 + 800 = 1860 kcal
    expect(a.shares).toEqual({ protein: 8.6, fat: 48.4, carbohydrate: 43 });
    expect(a.reference.energyKcal).toBe(1800);
    expect(a.advice.join()).toMatch(/脂肪供能比48.4%/);
    expect(a.advice.join()).toMatch(/蛋白质40克，低于推荐量55克/);
  });
});
