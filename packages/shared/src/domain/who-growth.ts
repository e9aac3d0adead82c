/**
 * Child growth on the WHO references (issue 13 section 1).
 *
 * - WHO Child Growth Standards (2006), 0-5 years: weight-, length/height-, BMI- and
 *   head-circumference-for-age (x = age in days), weight-for-length and weight-for-height (x = cm).
 * - WHO Growth Reference (2007), 5-19 years: BMI- and height-for-age (61-228 months), weight-for-age
 *   (to 120 months); x = age in months, linearly interpolated for fractional months.
 *
 * The LMS tables are the WHO's own (packages/shared/data/who-growth, from the WHO R packages anthro
 * and anthroplus; docs/decisions.md "Growth on published standards"). This module is pure: the
 * caller parses the table files with `parseLmsTable` and passes them in (the server reads them from
 * disk; the web never loads them).
 *
 * Method (WHO Anthro / AnthroPlus documentation):
 * z = ((y/M)^L - 1) / (L*S) (L = 0: ln(y/M)/S). For the weight-based indicators and BMI a z beyond
 * +/-3 is measured in units of the distance between the +/-2 and +/-3 SD lines:
 * z = 3 + (y - SD3) / (SD3 - SD2) and z = -3 + (y - SD3neg) / (SD2neg - SD3neg).
 * Recumbent length is used below 731 days and standing height from 731 days; a measurement taken
 * the other way is converted by 0.7 cm (height + 0.7 below 731 days, length - 0.7 from 731 days).
 */

export type Sex = 1 | 2;
export type LmsRow = { x: number; l: number; m: number; s: number };
/** Rows by sex, sorted by x. */
export type LmsTable = Record<Sex, LmsRow[]>;

export const WHO_TABLE_FILES = [
  'weianthro',
  'lenanthro',
  'bmianthro',
  'hcanthro',
  'wflanthro',
  'wfhanthro',
  'bfawho2007',
  'hfawho2007',
  'wfawho2007',
] as const;
export type WhoTableName = (typeof WHO_TABLE_FILES)[number];
export type WhoTables = Record<WhoTableName, LmsTable>;

/** Parses one tab-separated WHO table (header: sex, x, l, m, s[, loh]). */
export function parseLmsTable(text: string): LmsTable {
  const out: LmsTable = { 1: [], 2: [] };
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  for (const line of lines.slice(1)) {
    const [sex, x, l, m, s] = line.split('\t').map(Number) as [number, number, number, number, number];
    if (sex !== 1 && sex !== 2) continue;
    out[sex].push({ x, l, m, s });
  }
  out[1].sort((a, b) => a.x - b.x);
  out[2].sort((a, b) => a.x - b.x);
  return out;
}

/** The LMS parameters at x: exact row, else linear interpolation between the neighbours; null outside. */
export function lmsAt(table: LmsTable, sex: Sex, x: number): LmsRow | null {
  const rows = table[sex];
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last || x < first.x - 1e-9 || x > last.x + 1e-9) return null;
  let lo = 0;
  let hi = rows.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((rows[mid] as LmsRow).x <= x) lo = mid;
    else hi = mid;
  }
  const a = rows[lo] as LmsRow;
  const b = rows[hi] as LmsRow;
  if (Math.abs(a.x - x) < 1e-9) return a;
  if (Math.abs(b.x - x) < 1e-9) return b;
  const t = (x - a.x) / (b.x - a.x);
  return { x, l: a.l + (b.l - a.l) * t, m: a.m + (b.m - a.m) * t, s: a.s + (b.s - a.s) * t };
}

/** The measurement at z (the SD line): M (1 + L S z)^(1/L), or M exp(S z) when L = 0. */
export function valueAtZ(lms: LmsRow, z: number): number {
  if (lms.l === 0) return lms.m * Math.exp(lms.s * z);
  return lms.m * (1 + lms.l * lms.s * z) ** (1 / lms.l);
}

/** z by the LMS formula; with `adjust` (weight-based and BMI) the WHO restatement beyond +/-3. */
export function zOfLms(y: number, lms: LmsRow, adjust: boolean): number {
  const z = lms.l === 0 ? Math.log(y / lms.m) / lms.s : ((y / lms.m) ** lms.l - 1) / (lms.l * lms.s);
  if (!adjust) return z;
  if (z > 3) {
    const sd3 = valueAtZ(lms, 3);
    return 3 + (y - sd3) / (sd3 - valueAtZ(lms, 2));
  }
  if (z < -3) {
    const sd3 = valueAtZ(lms, -3);
    return -3 + (y - sd3) / (valueAtZ(lms, -2) - sd3);
  }
  return z;
}

/** Standard normal cumulative distribution (Abramowitz-Stegun 7.1.26 through erf, |error| < 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Percentile (0-100) of a z-score. */
export function percentileOfZ(z: number): number {
  return normalCdf(z) * 100;
}

export type GrowthIndicator = 'lhfa' | 'wfa' | 'bmifa' | 'hcfa' | 'wflh';
export type GrowthReference = 'who2006' | 'who2007';

export const GROWTH_INDICATOR_LABELS: Record<GrowthIndicator, string> = {
  lhfa: '身高（身长）',
  wfa: '体重',
  bmifa: '体重指数（BMI）',
  hcfa: '头围',
  wflh: '身高别体重',
};
export const GROWTH_INDICATOR_UNITS: Record<GrowthIndicator, string> = {
  lhfa: 'cm',
  wfa: 'kg',
  bmifa: 'kg/m²',
  hcfa: 'cm',
  wflh: 'kg',
};
export const GROWTH_REFERENCE_LABELS: Record<GrowthReference, string> = {
  who2006: 'WHO 儿童生长标准（2006，0～5 岁）',
  who2007: 'WHO 生长参照（2007，5～19 岁）',
};

/** Last day of the 0-5 y standards' age tables (anthro: 0-1826 days = 60 months). */
export const WHO_STANDARDS_MAX_DAYS = 1826;
/** Days per month used by WHO Anthro to convert (365.25 / 12). */
export const DAYS_PER_MONTH = 30.4375;
/** Recumbent length below this age in days, standing height from it. */
export const LENGTH_HEIGHT_SWITCH_DAYS = 731;
export const LENGTH_HEIGHT_OFFSET_CM = 0.7;

export type GrowthInput = {
  sex: Sex;
  ageDays: number;
  weightKg?: number | null | undefined;
  /** Length or height as measured (cm). */
  heightCm?: number | null | undefined;
  /** How it was measured: L recumbent, H standing; unknown = the way WHO expects at that age. */
  position?: 'L' | 'H' | undefined;
  headCm?: number | null | undefined;
};

export type IndicatorResult = {
  indicator: GrowthIndicator;
  reference: GrowthReference;
  /** The value the z is of (height after the 0.7 cm conversion, BMI computed). */
  value: number;
  z: number;
  percentile: number;
};

/** Length/height in the form WHO expects at the age (0.7 cm conversion when measured the other way). */
export function lengthOrHeightForAge(ageDays: number, cm: number, position?: 'L' | 'H'): number {
  if (ageDays < LENGTH_HEIGHT_SWITCH_DAYS && position === 'H') return cm + LENGTH_HEIGHT_OFFSET_CM;
  if (ageDays >= LENGTH_HEIGHT_SWITCH_DAYS && position === 'L') return cm - LENGTH_HEIGHT_OFFSET_CM;
  return cm;
}

/** Which reference table gives an indicator at an age; null when none covers it. */
export function tableFor(
  indicator: GrowthIndicator,
  ageDays: number,
): { table: WhoTableName; reference: GrowthReference; x: 'days' | 'months' | 'cm' } | null {
  const months = ageDays / DAYS_PER_MONTH;
  if (ageDays < 0) return null;
  if (ageDays <= WHO_STANDARDS_MAX_DAYS) {
    const table: Record<GrowthIndicator, WhoTableName> = {
      lhfa: 'lenanthro',
      wfa: 'weianthro',
      bmifa: 'bmianthro',
      hcfa: 'hcanthro',
      wflh: ageDays < LENGTH_HEIGHT_SWITCH_DAYS ? 'wflanthro' : 'wfhanthro',
    };
    return { table: table[indicator], reference: 'who2006', x: indicator === 'wflh' ? 'cm' : 'days' };
  }
  if (indicator === 'lhfa' && months <= 228)
    return { table: 'hfawho2007', reference: 'who2007', x: 'months' };
  if (indicator === 'bmifa' && months <= 228)
    return { table: 'bfawho2007', reference: 'who2007', x: 'months' };
  if (indicator === 'wfa' && months <= 120) return { table: 'wfawho2007', reference: 'who2007', x: 'months' };
  return null;
}

const ADJUSTED: Record<GrowthIndicator, boolean> = {
  lhfa: false,
  hcfa: false,
  wfa: true,
  bmifa: true,
  wflh: true,
};

/** The LMS row for an indicator at an age (or at a length/height for wflh). */
export function lmsFor(
  tables: WhoTables,
  indicator: GrowthIndicator,
  sex: Sex,
  ageDays: number,
  lengthCm?: number,
): { lms: LmsRow; reference: GrowthReference } | null {
  const t = tableFor(indicator, ageDays);
  if (!t) return null;
  let x: number;
  if (t.x === 'cm') {
    if (lengthCm === undefined) return null;
    x = Math.round(lengthCm * 10) / 10;
  } else if (t.x === 'days') x = Math.round(ageDays);
  else x = ageDays / DAYS_PER_MONTH;
  const lms = lmsAt(tables[t.table], sex, x);
  return lms ? { lms, reference: t.reference } : null;
}

/** z-scores and percentiles of one measurement for every indicator the references cover. */
export function assessGrowth(tables: WhoTables, input: GrowthInput): IndicatorResult[] {
  const out: IndicatorResult[] = [];
  const { sex, ageDays } = input;
  const push = (indicator: GrowthIndicator, value: number, lengthCm?: number) => {
    const found = lmsFor(tables, indicator, sex, ageDays, lengthCm);
    if (!found) return;
    const z = zOfLms(value, found.lms, ADJUSTED[indicator]);
    out.push({ indicator, reference: found.reference, value, z, percentile: percentileOfZ(z) });
  };
  const h = input.heightCm ? lengthOrHeightForAge(ageDays, input.heightCm, input.position) : null;
  const w = input.weightKg ?? null;
  if (h !== null) push('lhfa', h);
  if (w !== null) push('wfa', w);
  if (h !== null && w !== null) {
    push('bmifa', w / (h / 100) ** 2);
    if (ageDays <= WHO_STANDARDS_MAX_DAYS) push('wflh', w, h);
  }
  if (input.headCm) push('hcfa', input.headCm);
  return out;
}

/** Whole days between a YYYY-MM-DD birthday and a time (UTC calendar days); null when unknown. */
export function ageInDays(birthday: string | null | undefined, at: Date): number | null {
  if (!birthday || !/^\d{4}-\d{2}-\d{2}/.test(birthday)) return null;
  const born = Date.parse(`${birthday.slice(0, 10)}T00:00:00Z`);
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const days = Math.round((day - born) / 86_400_000);
  return days >= 0 ? days : null;
}

/** Percentile lines drawn on the charts and used for the "crossing two major lines" rule. */
export const MAJOR_PERCENTILES = [3, 15, 50, 85, 97] as const;
/** z of each major percentile (inverse normal, 4 decimals). */
export const MAJOR_PERCENTILE_Z: Record<(typeof MAJOR_PERCENTILES)[number], number> = {
  3: -1.8808,
  15: -1.0364,
  50: 0,
  85: 1.0364,
  97: 1.8808,
};

/** How many major percentile lines lie strictly between two z-scores. */
export function majorLinesCrossed(zFrom: number, zTo: number): number {
  const lo = Math.min(zFrom, zTo);
  const hi = Math.max(zFrom, zTo);
  return Object.values(MAJOR_PERCENTILE_Z).filter((z) => z > lo && z < hi).length;
}

/** "身高处于同龄儿童第 15 百分位" (below P1 / above P99 said as such). */
export function percentileReading(indicator: GrowthIndicator, percentile: number): string {
  const label =
    indicator === 'wflh' ? '身高别体重' : GROWTH_INDICATOR_LABELS[indicator].replace(/（.*）/, '');
  const peers = indicator === 'wflh' ? '同身高儿童' : '同龄儿童';
  if (percentile < 1) return `${label}低于${peers}第 1 百分位`;
  if (percentile > 99) return `${label}高于${peers}第 99 百分位`;
  return `${label}处于${peers}第 ${Math.round(percentile)} 百分位`;
}

export type GrowthFlagKind = 'low' | 'high' | 'cross';
/** Flag thresholds: z below -2 or above +2 (WHO's cut-offs for stunting/underweight/overweight). */
export const GROWTH_FLAG_Z = 2;
/** Crossing this many major percentile lines between consecutive measurements is flagged. */
export const GROWTH_FLAG_LINES = 2;

/** The flag of a result (and of its change from the previous one of the same indicator). */
export function growthFlag(current: IndicatorResult, previous?: IndicatorResult): GrowthFlagKind | null {
  if (current.z < -GROWTH_FLAG_Z) return 'low';
  if (current.z > GROWTH_FLAG_Z) return 'high';
  if (previous && majorLinesCrossed(previous.z, current.z) >= GROWTH_FLAG_LINES) return 'cross';
  return null;
}

/** Family-facing text of a flag. */
export function growthFlagText(
  kind: GrowthFlagKind,
  current: IndicatorResult,
  previous?: IndicatorResult,
): string {
  const label = GROWTH_INDICATOR_LABELS[current.indicator].replace(/（.*）/, '');
  const z = current.z.toFixed(1);
  if (kind === 'low') return `${label}低于同龄儿童 -2 个标准差（Z=${z}），建议咨询医生`;
  if (kind === 'high') return `${label}高于同龄儿童 +2 个标准差（Z=${z}），建议咨询医生`;
  const from = previous ? Math.round(previous.percentile) : 0;
  return `${label}百分位由第 ${from} 变为第 ${Math.round(current.percentile)}，跨越两条主百分位线，建议咨询医生`;
}
