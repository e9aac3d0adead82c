/**
 * Diet: meal types, nutrient sums over food-bank items, and the nutrition assessment against the
 * Chinese Dietary Reference Intakes (中国居民膳食营养素参考摄入量, 2013 edition): adult energy need at
 * light activity 2250 kcal (men) / 1800 kcal (women); protein RNI 65 g / 55 g; acceptable energy
 * shares fat 20-30 %, carbohydrate 50-65 %. Food values are per 100 g edible portion from the
 * China Food Composition Tables (seeded in the food bank, never typed into a screen).
 */
import type { ChildDri } from './child-dri.ts';

export const MEAL_TYPES = { breakfast: '早餐', lunch: '午餐', dinner: '晚餐', snack: '加餐' } as const;
export type MealType = keyof typeof MEAL_TYPES;
export const MEAL_TYPE_KEYS = Object.keys(MEAL_TYPES) as MealType[];

/** Grams of one item of a meal: 1 g to 2 kg. */
export const FOOD_MAX_GRAMS = 2000;
export const MEAL_MAX_ITEMS = 30;

export const DRI_ADULT = {
  1: { energyKcal: 2250, proteinG: 65 },
  2: { energyKcal: 1800, proteinG: 55 },
} as const;
export const FAT_ENERGY_SHARE = { min: 20, max: 30 } as const;
export const CARB_ENERGY_SHARE = { min: 50, max: 65 } as const;

export interface Nutrients {
  energyKcal: number;
  protein: number;
  fat: number;
  carbohydrate: number;
}

/** One decimal; the small nudge keeps 38.85 (25.9 x 1.5 in binary: 38.8499...) rounding up. */
const r1 = (v: number) => Math.round(v * 10 + 1e-9) / 10;

/** Nutrients of `grams` of a food given per 100 g. */
export function nutrientsOf(per100g: Nutrients, grams: number): Nutrients {
  const f = grams / 100;
  return {
    energyKcal: Math.round(per100g.energyKcal * f),
    protein: r1(per100g.protein * f),
    fat: r1(per100g.fat * f),
    carbohydrate: r1(per100g.carbohydrate * f),
  };
}

export function sumNutrients(list: Nutrients[]): Nutrients {
  const t = list.reduce(
    (a, n) => ({
      energyKcal: a.energyKcal + n.energyKcal,
      protein: a.protein + n.protein,
      fat: a.fat + n.fat,
      carbohydrate: a.carbohydrate + n.carbohydrate,
    }),
    { energyKcal: 0, protein: 0, fat: 0, carbohydrate: 0 },
  );
  return {
    energyKcal: Math.round(t.energyKcal),
    protein: r1(t.protein),
    fat: r1(t.fat),
    carbohydrate: r1(t.carbohydrate),
  };
}

export interface NutritionAssessment {
  totals: Nutrients;
  /** Energy share (%) of protein (4 kcal/g), fat (9 kcal/g), carbohydrate (4 kcal/g). */
  shares: { protein: number; fat: number; carbohydrate: number };
  /** proteinG null for children: no protein RNI we could check against a source (decisions.md). */
  reference: { energyKcal: number; proteinG: number | null; basis: string; child: boolean };
  advice: string[];
}

/**
 * Assessment of a day's (or meal's) totals. A child (1-17 years, `child` from childDri) is
 * assessed against the child EER; otherwise sex 2 uses the women's reference, anything else men's.
 */
export function assessNutrition(
  totals: Nutrients,
  sex: number | null,
  wholeDay: boolean,
  child: ChildDri | null = null,
): NutritionAssessment {
  const adult = DRI_ADULT[sex === 2 ? 2 : 1];
  const ref: { energyKcal: number; proteinG: number | null } = child
    ? { energyKcal: child.energyKcal, proteinG: null }
    : adult;
  const kcal = totals.protein * 4 + totals.fat * 9 + totals.carbohydrate * 4;
  const share = (v: number) => (kcal > 0 ? Math.round((v / kcal) * 1000) / 10 : 0);
  const shares = {
    protein: share(totals.protein * 4),
    fat: share(totals.fat * 9),
    carbohydrate: share(totals.carbohydrate * 4),
  };
  const advice: string[] = [];
  if (kcal > 0) {
    if (shares.fat > FAT_ENERGY_SHARE.max)
      advice.push(
        `脂肪供能比${shares.fat}%，高于推荐的${FAT_ENERGY_SHARE.min}%～${FAT_ENERGY_SHARE.max}%，建议减少油脂和肥肉。`,
      );
    else if (shares.fat < FAT_ENERGY_SHARE.min)
      advice.push(`脂肪供能比${shares.fat}%，低于推荐的${FAT_ENERGY_SHARE.min}%～${FAT_ENERGY_SHARE.max}%。`);
    if (shares.carbohydrate > CARB_ENERGY_SHARE.max)
      advice.push(`碳水化合物供能比${shares.carbohydrate}%，偏高，建议主食粗细搭配、控制总量。`);
    else if (shares.carbohydrate < CARB_ENERGY_SHARE.min)
      advice.push(
        `碳水化合物供能比${shares.carbohydrate}%，低于推荐的${CARB_ENERGY_SHARE.min}%～${CARB_ENERGY_SHARE.max}%。`,
      );
  }
  if (wholeDay) {
    if (totals.energyKcal > ref.energyKcal * 1.1)
      advice.push(`全天能量${totals.energyKcal}千卡，高于参考值${ref.energyKcal}千卡。`);
    else if (totals.energyKcal < ref.energyKcal * 0.7)
      advice.push(
        `全天能量${totals.energyKcal}千卡，明显低于参考值${ref.energyKcal}千卡（可能有未记录的餐次）。`,
      );
    if (ref.proteinG !== null && totals.protein < ref.proteinG * 0.8)
      advice.push(`蛋白质${totals.protein}克，低于推荐量${ref.proteinG}克，可增加蛋、奶、鱼、豆制品。`);
  }
  if (advice.length === 0) advice.push('膳食结构基本合理，请继续保持食物多样、清淡少盐。');
  return {
    totals,
    shares,
    reference: {
      energyKcal: ref.energyKcal,
      proteinG: ref.proteinG,
      basis: child
        ? child.basis
        : `中国居民膳食营养素参考摄入量（2013版）成年${sex === 2 ? '女性' : '男性'}轻体力活动`,
      child: child !== null,
    },
    advice,
  };
}

/** Nutrients a day is scored on; recipes (seeded rows) target one of them. */
export const SCORED_NUTRIENTS = {
  energy: '能量',
  protein: '蛋白质',
  fat: '脂肪',
  carbohydrate: '碳水化合物',
} as const;
export type ScoredNutrient = keyof typeof SCORED_NUTRIENTS;
export const SCORED_NUTRIENT_KEYS = Object.keys(SCORED_NUTRIENTS) as ScoredNutrient[];

/** A day's energy counts as on target within 90-110 % of the reference (our rule). */
export const ENERGY_TARGET_RATIO = { min: 0.9, max: 1.1 } as const;
/** Score under which a nutrient gets recipe suggestions (our rule). */
export const LOW_SCORE = 80;

export interface NutrientScore {
  nutrient: ScoredNutrient;
  label: string;
  /** 0-100: 100 inside the target, falling in proportion outside it (our rule, not a standard). */
  score: number;
  status: 'low' | 'ok' | 'high';
  target: string;
  value: string;
}

function rangeScore(
  value: number,
  min: number,
  max: number,
): { score: number; status: NutrientScore['status'] } {
  if (value < min) return { score: Math.max(0, Math.round((value / min) * 100)), status: 'low' };
  if (value > max)
    return { score: Math.max(0, Math.round(100 - ((value - max) / max) * 100)), status: 'high' };
  return { score: 100, status: 'ok' };
}

/**
 * Scores of a whole day against its assessment: energy against the reference, fat and
 * carbohydrate by energy share, protein against the adult RNI (children: not scored, no RNI).
 */
export function scoreNutrients(a: NutritionAssessment): NutrientScore[] {
  const out: NutrientScore[] = [];
  const e = a.reference.energyKcal;
  const energy = rangeScore(a.totals.energyKcal, e * ENERGY_TARGET_RATIO.min, e * ENERGY_TARGET_RATIO.max);
  out.push({
    nutrient: 'energy',
    label: SCORED_NUTRIENTS.energy,
    ...energy,
    target: `${Math.round(e * ENERGY_TARGET_RATIO.min)}～${Math.round(e * ENERGY_TARGET_RATIO.max)}千卡`,
    value: `${a.totals.energyKcal}千卡`,
  });
  if (a.reference.proteinG !== null) {
    const p = rangeScore(a.totals.protein, a.reference.proteinG, Number.POSITIVE_INFINITY);
    out.push({
      nutrient: 'protein',
      label: SCORED_NUTRIENTS.protein,
      ...p,
      target: `≥${a.reference.proteinG}克`,
      value: `${a.totals.protein}克`,
    });
  }
  const fat = rangeScore(a.shares.fat, FAT_ENERGY_SHARE.min, FAT_ENERGY_SHARE.max);
  out.push({
    nutrient: 'fat',
    label: `${SCORED_NUTRIENTS.fat}供能比`,
    ...fat,
    target: `${FAT_ENERGY_SHARE.min}%～${FAT_ENERGY_SHARE.max}%`,
    value: `${a.shares.fat}%`,
  });
  const carb = rangeScore(a.shares.carbohydrate, CARB_ENERGY_SHARE.min, CARB_ENERGY_SHARE.max);
  out.push({
    nutrient: 'carbohydrate',
    label: `${SCORED_NUTRIENTS.carbohydrate}供能比`,
    ...carb,
    target: `${CARB_ENERGY_SHARE.min}%～${CARB_ENERGY_SHARE.max}%`,
    value: `${a.shares.carbohydrate}%`,
  });
  return out;
}

/** Nutrients scoring under LOW_SCORE because the day has too little of them. */
export function lowNutrients(scores: NutrientScore[]): ScoredNutrient[] {
  return scores.filter((s) => s.status === 'low' && s.score < LOW_SCORE).map((s) => s.nutrient);
}
