/**
 * The Chinese Diabetes Risk Score (CDRS): Zhou X, Qiao Q, Ji L, et al. Nonlaboratory-based risk
 * assessment algorithm for undiagnosed type 2 diabetes developed on a nation-wide diabetes survey.
 * Diabetes Care 2013;36(12):3944-3952; adopted as the screening table of the Chinese T2DM guideline
 * (中国2型糖尿病防治指南 2020年版, 表: 中国糖尿病风险评分表). Points of age, sex, BMI, waist,
 * systolic pressure and family history; a total of 25 or more calls for an OGTT (high risk).
 */
export const CDRS_MODEL = {
  key: 'cdrs',
  name: '中国糖尿病风险评分（CDRS）',
  source: 'Zhou X et al. Diabetes Care 2013;36:3944-3952；中国2型糖尿病防治指南（2020年版）',
  highRiskFrom: 25,
  maxScore: 51,
} as const;

/** [lower bound inclusive, points], ascending; the last band whose bound is reached applies. */
type Bands = ReadonlyArray<readonly [number, number]>;

const AGE: Bands = [
  [20, 0],
  [25, 4],
  [35, 8],
  [40, 11],
  [45, 12],
  [50, 13],
  [55, 15],
  [60, 16],
  [65, 18],
];
const SBP: Bands = [
  [0, 0],
  [110, 1],
  [120, 3],
  [130, 6],
  [140, 7],
  [150, 8],
  [160, 10],
];
const BMI: Bands = [
  [0, 0],
  [22, 1],
  [24, 3],
  [30, 5],
];
const WAIST_MEN: Bands = [
  [0, 0],
  [75, 3],
  [80, 5],
  [85, 7],
  [90, 8],
  [95, 10],
];
const WAIST_WOMEN: Bands = [
  [0, 0],
  [70, 3],
  [75, 5],
  [80, 7],
  [85, 8],
  [90, 10],
];
const FAMILY_HISTORY_POINTS = 6;
const MALE_POINTS = 2;
/** The table covers ages 20-74. */
export const CDRS_AGE_RANGE = [20, 74] as const;

function pointsOf(bands: Bands, value: number): number {
  let points = 0;
  for (const [from, p] of bands) if (value >= from) points = p;
  return points;
}

export interface CdrsInput {
  age: number;
  /** 1 male, 2 female. */
  sex: 1 | 2;
  bmi: number;
  sbp: number;
  /** cm; null when not recorded. */
  waist: number | null;
  /** A parent or sibling with diabetes; null when not asked. */
  familyHistory: boolean | null;
}

export interface CdrsResult {
  score: number;
  /** Points per item (waist and family history 0 when unknown). */
  items: { age: number; sex: number; bmi: number; sbp: number; waist: number; familyHistory: number };
  /** Inputs not on file: then `score` is the lowest score the person can have. */
  missing: Array<'waist' | 'familyHistory'>;
  highRisk: boolean;
}

/** The CDRS of a person aged 20-74 (null outside the table's ages). */
export function chineseDiabetesRiskScore(input: CdrsInput): CdrsResult | null {
  if (input.age < CDRS_AGE_RANGE[0] || input.age > CDRS_AGE_RANGE[1]) return null;
  const items = {
    age: pointsOf(AGE, input.age),
    sex: input.sex === 1 ? MALE_POINTS : 0,
    bmi: pointsOf(BMI, input.bmi),
    sbp: pointsOf(SBP, input.sbp),
    waist: input.waist === null ? 0 : pointsOf(input.sex === 1 ? WAIST_MEN : WAIST_WOMEN, input.waist),
    familyHistory: input.familyHistory ? FAMILY_HISTORY_POINTS : 0,
  };
  const missing: CdrsResult['missing'] = [];
  if (input.waist === null) missing.push('waist');
  if (input.familyHistory === null) missing.push('familyHistory');
  const score = Object.values(items).reduce((a, b) => a + b, 0);
  return { score, items, missing, highRisk: score >= CDRS_MODEL.highRiskFrom };
}
