/**
 * Child growth on the WHO references (issue 13 section 1): which reference table gives each
 * indicator at an age, and the z-scores and percentiles of a measurement.
 *
 * - WHO Child Growth Standards (2006), 0-5 years: weight-, length/height-, BMI- and
 *   head-circumference-for-age (x = age in days), weight-for-length and weight-for-height (x = cm).
 * - WHO Growth Reference (2007), 5-19 years: BMI- and height-for-age (61-228 months), weight-for-age
 *   (to 120 months); x = age in months, linearly interpolated for fractional months.
 *
 * The LMS maths is in who-growth-lms.ts, the readings and flags in who-growth-reading.ts. Recumbent
 * length is used below 731 days and standing height from 731 days; a measurement taken the other
 * way is converted by 0.7 cm (height + 0.7 below 731 days, length - 0.7 from 731 days).
 */
import {
  type LmsRow,
  lmsAt,
  percentileOfZ,
  type Sex,
  type WhoTableName,
  type WhoTables,
  zOfLms,
} from './who-growth-lms.ts';

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
