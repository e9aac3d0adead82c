/**
 * Child growth: genetic target height and the physical-fitness test score.
 */

/** Half-range of the genetic target height (our choice; clinical texts quote 5 to 8.5 cm). */
export const TARGET_HEIGHT_RANGE_CM = 7.5;

/**
 * Genetic target (mid-parental) height, Tanner's method: boys (father + mother + 13) / 2,
 * girls (father + mother - 13) / 2, in cm, one decimal; range +/- TARGET_HEIGHT_RANGE_CM.
 * sex 1 = boy, 2 = girl (spec metadata).
 */
export function targetHeight(
  fatherCm: number,
  motherCm: number,
  sex: 1 | 2,
): { height: number; low: number; high: number; formula: string } {
  const height = Math.round(((fatherCm + motherCm + (sex === 1 ? 13 : -13)) / 2) * 10) / 10;
  const r = (v: number) => Math.round(v * 10) / 10;
  return {
    height,
    low: r(height - TARGET_HEIGHT_RANGE_CM),
    high: r(height + TARGET_HEIGHT_RANGE_CM),
    formula: sex === 1 ? '（父亲身高＋母亲身高＋13）÷2' : '（父亲身高＋母亲身高－13）÷2',
  };
}

/** Age in whole years on `at` from a YYYY-MM-DD birthday; null when unknown. */
export function ageOn(birthday: string | null | undefined, at: Date = new Date()): number | null {
  if (!birthday || !/^\d{4}-\d{2}-\d{2}/.test(birthday)) return null;
  const [y, m, d] = birthday.slice(0, 10).split('-').map(Number) as [number, number, number];
  const cy = at.getUTCFullYear();
  const before = at.getUTCMonth() + 1 < m || (at.getUTCMonth() + 1 === m && at.getUTCDate() < d);
  const age = cy - y - (before ? 1 : 0);
  return age >= 0 ? age : null;
}

/**
 * Children's physical-fitness test (spec 3 section 3 sport form). Scored against the National
 * Student Physical Health Standard (国家学生体质健康标准, 2014 revision, Ministry of Education
 * 教体艺〔2014〕5号), grades 1 and 2 only, the items our form has: BMI, vital capacity,
 * sit-and-reach and one-minute rope skipping. We keep each item's 60/80/90/100-point anchors and
 * interpolate linearly between them (the standard lists every 2-point step; our scores can differ
 * from it by a point or two). The 50 m run is not on the form, so the total is the weighted mean
 * over the items that were tested (standard weights for grades 1-2: BMI 15, vital capacity 15,
 * 50 m 20, sit-and-reach 30, rope 20). Other grades are not in this table: the report says so.
 * Anchors checked (issue 13) against the standard's 单项评分表 tables 1-1 to 1-9 as reproduced in
 * m.docduoduo.com/p-3634213, xiaomilidoc.com/p-11911316 (grades 1-2 by sex) and wddqxz.cn
 * 64008f774b73f242336c5fd9 (grade 2): eight of the twelve item rows (item x sex x grade) of the earlier
 * transcription had wrong anchors and are corrected here; the BMI bands matched. Under 60 points the standard has
 * 50/40/30/20/10 steps; we still scale in proportion to the pass mark (approximate).
 */
export type FitnessItem = 'vitalCapacity' | 'sitAndReach' | 'jumpRope';
type Anchors = readonly [p60: number, p80: number, p90: number, p100: number];

export const FITNESS_ITEM_LABELS: Record<FitnessItem | 'bmi', string> = {
  bmi: '体重指数（BMI）',
  vitalCapacity: '肺活量',
  sitAndReach: '坐位体前屈',
  jumpRope: '一分钟跳绳',
};
export const FITNESS_ITEM_UNITS: Record<FitnessItem, string> = {
  vitalCapacity: '毫升',
  sitAndReach: '厘米',
  jumpRope: '次',
};
export const FITNESS_WEIGHTS: Record<FitnessItem | 'bmi', number> = {
  bmi: 15,
  vitalCapacity: 15,
  sitAndReach: 30,
  jumpRope: 20,
};

/** [grade][sex 1 boy | 2 girl][item] -> anchors. */
export const FITNESS_STANDARD: Record<number, Record<1 | 2, Record<FitnessItem, Anchors>>> = {
  1: {
    1: {
      vitalCapacity: [700, 1300, 1500, 1700],
      sitAndReach: [0.0, 11.0, 13.0, 16.1],
      jumpRope: [17, 87, 99, 109],
    },
    2: {
      vitalCapacity: [600, 1000, 1200, 1400],
      sitAndReach: [2.4, 13.4, 16.0, 18.6],
      jumpRope: [17, 87, 103, 117],
    },
  },
  2: {
    1: {
      vitalCapacity: [800, 1500, 1800, 2000],
      sitAndReach: [-0.4, 10.6, 13.2, 16.2],
      jumpRope: [25, 95, 107, 117],
    },
    2: {
      vitalCapacity: [700, 1200, 1400, 1600],
      sitAndReach: [2.3, 13.3, 16.3, 18.9],
      jumpRope: [27, 97, 113, 127],
    },
  },
};

/** BMI bands for grades 1-2 (kg/m2): normal 100 points, low weight and overweight 80, obese 60. */
export const FITNESS_BMI_BANDS: Record<
  number,
  Record<1 | 2, { low: number; over: number; obese: number }>
> = {
  1: { 1: { low: 13.5, over: 18.2, obese: 20.4 }, 2: { low: 13.3, over: 17.4, obese: 19.3 } },
  2: { 1: { low: 13.7, over: 18.5, obese: 20.5 }, 2: { low: 13.5, over: 17.9, obese: 20.3 } },
};

/** Score 0-100 of a result against its anchors (below the 60 anchor: 0 to 50 in proportion). */
export function scoreAgainst(value: number, anchors: Anchors): number {
  const [p60, p80, p90, p100] = anchors;
  const lerp = (v: number, a: number, b: number, sa: number, sb: number) =>
    sa + ((v - a) / (b - a)) * (sb - sa);
  let score: number;
  if (value >= p100) score = 100;
  else if (value >= p90) score = lerp(value, p90, p100, 90, 100);
  else if (value >= p80) score = lerp(value, p80, p90, 80, 90);
  else if (value >= p60) score = lerp(value, p60, p80, 60, 80);
  else {
    // Under the pass mark: 10 to 50 points in the standard; proportionally to the pass value here.
    const floor = p60 > 0 ? Math.max(0, value / p60) : 0;
    score = Math.max(0, Math.min(50, Math.round(floor * 50)));
  }
  return Math.round(score * 10) / 10;
}

export function fitnessRating(score: number): string {
  if (score >= 90) return '优秀';
  if (score >= 80) return '良好';
  if (score >= 60) return '及格';
  return '不及格';
}

export interface FitnessInput {
  grade: number;
  sex: 1 | 2;
  height?: number | undefined;
  weight?: number | undefined;
  vitalCapacity?: number | undefined;
  sitAndReach?: number | undefined;
  jumpRope?: number | undefined;
}

export interface FitnessItemScore {
  item: FitnessItem | 'bmi';
  label: string;
  value: number;
  score: number;
  rating: string;
  weight: number;
}

export interface FitnessScore {
  /** False when the grade is not in our table: no score is given. */
  scored: boolean;
  items: FitnessItemScore[];
  total: number | null;
  rating: string | null;
  note: string;
}

export function scoreFitness(input: FitnessInput): FitnessScore {
  const table = FITNESS_STANDARD[input.grade]?.[input.sex];
  const bmiBands = FITNESS_BMI_BANDS[input.grade]?.[input.sex];
  if (!table || !bmiBands) {
    return {
      scored: false,
      items: [],
      total: null,
      rating: null,
      note: '本评分表目前只收录一、二年级的标准，其他年级暂不评分，仅保存测试成绩。',
    };
  }
  const items: FitnessItemScore[] = [];
  if (input.height && input.weight) {
    const bmi = Math.round((input.weight / (input.height / 100) ** 2) * 10) / 10;
    const score = bmi >= bmiBands.obese ? 60 : bmi >= bmiBands.over || bmi < bmiBands.low ? 80 : 100;
    const rating =
      bmi >= bmiBands.obese ? '肥胖' : bmi >= bmiBands.over ? '超重' : bmi < bmiBands.low ? '低体重' : '正常';
    items.push({
      item: 'bmi',
      label: FITNESS_ITEM_LABELS.bmi,
      value: bmi,
      score,
      rating,
      weight: FITNESS_WEIGHTS.bmi,
    });
  }
  for (const item of ['vitalCapacity', 'sitAndReach', 'jumpRope'] as const) {
    const value = input[item];
    if (value === undefined) continue;
    const score = scoreAgainst(value, table[item]);
    items.push({
      item,
      label: FITNESS_ITEM_LABELS[item],
      value,
      score,
      rating: fitnessRating(score),
      weight: FITNESS_WEIGHTS[item],
    });
  }
  if (items.length === 0)
    return { scored: false, items, total: null, rating: null, note: '没有可评分的项目。' };
  const weightSum = items.reduce((s, i) => s + i.weight, 0);
  const total = Math.round((items.reduce((s, i) => s + i.score * i.weight, 0) / weightSum) * 10) / 10;
  return {
    scored: true,
    items,
    total,
    rating: fitnessRating(total),
    note: '依据《国家学生体质健康标准（2014年修订）》一、二年级评分表的关键分值线性折算；50米跑未测，总分按已测项目权重折算，仅供参考。',
  };
}
