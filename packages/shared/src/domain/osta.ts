/**
 * Osteoporosis Self-assessment Tool for Asians (OSTA, 亚洲人骨质疏松自我筛查工具) and the FRAX input
 * bounds of the fzjjh fracture-risk flow (issue 12).
 *
 * Sources (docs/decisions.md, "Fracture risk (fzjjh)"):
 * - Koh LK, Sedrine WB, Torralba TP, et al. A simple tool to identify Asian women at increased risk
 *   of osteoporosis. Osteoporos Int. 2001;12(8):699-705 (the index: 0.2 x (weight kg - age years)).
 * - 中华医学会骨质疏松和骨矿盐疾病分会. 原发性骨质疏松症诊疗指南（2017）. 中华骨质疏松和骨矿盐疾病杂志
 *   2017;10(5):413-443, table "OSTA指数评价骨质疏松风险级别": > -1 低, -1 ~ -4 中, < -4 高.
 *
 * FRAX (University of Sheffield) is not published as an algorithm: the product stores the inputs
 * of its form and links to the official calculator; it never computes or shows a FRAX number.
 */
import { chinaDay } from './china-time.ts';

export const OSTA_NAME = '骨质疏松自我筛查工具（OSTA）';
export const FRAX_OFFICIAL_URL = 'https://frax.shef.ac.uk/FRAX/tool.aspx?lang=chs';

export type OstaBand = 'low' | 'medium' | 'high';

export const OSTA_BANDS: Record<OstaBand, { name: string; advice: string }> = {
  low: { name: '低风险', advice: '骨质疏松风险较低，请保持均衡饮食、适量运动和充足日照。' },
  medium: {
    name: '中风险',
    advice: '存在一定的骨质疏松风险，建议咨询医生，必要时进行骨密度（DXA）检查。',
  },
  high: { name: '高风险', advice: '骨质疏松风险较高，建议尽快就医并进行骨密度（DXA）检查。' },
};

/** Cut-offs of the 2017 Chinese guideline: index > -1 low, -1 to -4 (both inclusive) medium, < -4 high. */
export const OSTA_LOW_ABOVE = -1;
export const OSTA_HIGH_BELOW = -4;

/** The OSTA index, (weight kg - age years) x 0.2, to one decimal (exact for whole kg and years). */
export function ostaIndex(weightKg: number, ageYears: number): number {
  return Math.round((weightKg - ageYears) * 2) / 10;
}

export function ostaBand(index: number): OstaBand {
  if (index > OSTA_LOW_ABOVE) return 'low';
  if (index < OSTA_HIGH_BELOW) return 'high';
  return 'medium';
}

export interface OstaResult {
  index: number;
  band: OstaBand;
  bandName: string;
  advice: string;
  /** Whole years on the day of the assessment. */
  age: number;
}

/** Age in completed years on `day` (both YYYY-MM-DD); a 29 February birthday counts on 1 March. */
export function ageOnDay(birthday: string, day: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const before = m < bm || (m === bm && d < bd);
  return y - by - (before ? 1 : 0);
}

/** OSTA from weight and birthday, on the China-time day of `at`. */
export function ostaOf(weightKg: number, birthday: string, at: Date | number = Date.now()): OstaResult {
  const age = ageOnDay(birthday, chinaDay(at));
  const index = ostaIndex(weightKg, age);
  const band = ostaBand(index);
  return { index, band, bandName: OSTA_BANDS[band].name, advice: OSTA_BANDS[band].advice, age };
}

/** What OSTA was validated for: say it next to the result. */
export const OSTA_SCOPE_NOTE =
  'OSTA 基于体重和年龄估计骨质疏松风险，最初在亚洲绝经后女性中建立，仅用于初步筛查，不能替代骨密度检查和医生诊断。';

/**
 * Bounds of the FRAX form fields (the Sheffield tool's own limits where it has them: height and
 * weight plausible for adults, femoral-neck T-score -10 to 10, BMD 0.1 to 2.5 g/cm²).
 */
export const FRAX_BOUNDS = {
  height: { label: '身高', unit: 'cm', min: 100, max: 230 },
  weight: { label: '体重', unit: 'kg', min: 25, max: 250 },
  tScore: { label: '骨密度T值', unit: '', min: -10, max: 10 },
  bmd: { label: '股骨颈骨密度', unit: 'g/cm²', min: 0.1, max: 2.5 },
  /** FRAX is for ages 40 to 90 (the tool computes older ages as 90); OSTA was built on women of 45 and over. */
  minAge: 40,
  /** Oldest plausible age at assessment. */
  maxAge: 120,
} as const;

export const FRAX_MIN_AGE_MESSAGE = `骨折风险评估适用于${FRAX_BOUNDS.minAge}岁及以上人群`;

/**
 * BMD entry of the FRAX form: a femoral-neck T-score, or the BMD in g/cm² measured on one of the
 * densitometers the Sheffield tool converts from.
 */
export const FRAX_BMD_TYPES = {
  tscore: 'T值',
  'ge-lunar': 'GE-Lunar（g/cm²）',
  hologic: 'Hologic（g/cm²）',
  norland: 'Norland（g/cm²）',
  'dms-medilink': 'DMS/Medilink（g/cm²）',
  mindways: 'Mindways QCT（g/cm²）',
} as const;
export type FraxBmdType = keyof typeof FRAX_BMD_TYPES;
export const FRAX_BMD_TYPE_KEYS = Object.keys(FRAX_BMD_TYPES) as [FraxBmdType, ...FraxBmdType[]];

/** The yes/no risk factors of the FRAX form, in the tool's order, with its Chinese wording. */
export const FRAX_RISK_FACTORS = {
  fracture: '既往骨折史（成年后非暴力性骨折）',
  parentFracturedHip: '父母髋部骨折史',
  smoking: '目前吸烟',
  glucocorticoids: '使用糖皮质激素（口服≥3个月）',
  rheumatoidArthritis: '类风湿关节炎',
  secondaryOsteoporosis: '继发性骨质疏松',
  alcohol3UnitsPerWeek: '每日饮酒3个单位及以上',
} as const;
export type FraxRiskFactor = keyof typeof FRAX_RISK_FACTORS;
/** Short names of the risk factors for a result's label column. */
export const FRAX_RISK_FACTOR_SHORT: Record<FraxRiskFactor, string> = {
  fracture: '既往骨折',
  parentFracturedHip: '父母髋部骨折',
  smoking: '目前吸烟',
  glucocorticoids: '糖皮质激素',
  rheumatoidArthritis: '类风湿关节炎',
  secondaryOsteoporosis: '继发性骨质疏松',
  alcohol3UnitsPerWeek: '每日饮酒≥3单位',
};
export const FRAX_RISK_FACTOR_KEYS = Object.keys(FRAX_RISK_FACTORS) as FraxRiskFactor[];
