/** Growth assessment of a child's measurements against the WHO tables (server side: the web never loads the tables). */
import type { GrowthView } from '../schemas/growth.ts';
import {
  ageInDays,
  assessGrowth,
  DAYS_PER_MONTH,
  GROWTH_INDICATOR_LABELS,
  GROWTH_INDICATOR_UNITS,
  GROWTH_REFERENCE_LABELS,
  type GrowthIndicator,
  type GrowthReference,
  type IndicatorResult,
  lmsFor,
} from './who-growth.ts';
import { type Sex, valueAtZ, type WhoTables } from './who-growth-lms.ts';
import {
  growthFlag,
  growthFlagText,
  MAJOR_PERCENTILE_Z,
  MAJOR_PERCENTILES,
  percentileReading,
} from './who-growth-reading.ts';

type Point = GrowthView['points'][number];
type Chart = GrowthView['charts'][number];

export interface RawPoint {
  time: string;
  height: number | null;
  weight: number | null;
  headCircumference: number | null;
  rboneAge: number | null;
  cboneAge: number | null;
  source: string;
}

/** Calendar age at `at` from a YYYY-MM-DD birthday: "2岁3个月", "8个月", "15天". */
export function ageText(birthday: string, at: Date): string {
  const [y, m, d] = birthday.slice(0, 10).split('-').map(Number) as [number, number, number];
  let months = (at.getUTCFullYear() - y) * 12 + (at.getUTCMonth() + 1 - m);
  if (at.getUTCDate() < d) months -= 1;
  if (months <= 0) return `${Math.max(0, Math.round((at.getTime() - Date.UTC(y, m - 1, d)) / 86_400_000))}天`;
  const years = Math.floor(months / 12);
  const rest = months % 12;
  if (years === 0) return `${rest}个月`;
  return rest === 0 ? `${years}岁` : `${years}岁${rest}个月`;
}

const round = (v: number, d: number) => Math.round(v * 10 ** d) / 10 ** d;

/** Each measurement with its z-scores, percentiles, readings and flags (against the previous one). */
export function assessPoints(
  tables: WhoTables,
  sex: Sex | null,
  birthday: string | null,
  raw: RawPoint[],
): Array<Point & { flagTexts: string[] }> {
  const previous = new Map<GrowthIndicator, IndicatorResult>();
  return raw.map((p) => {
    const days = ageInDays(birthday, new Date(p.time));
    const results =
      sex && days !== null
        ? assessGrowth(tables, {
            sex,
            ageDays: days,
            heightCm: p.height,
            weightKg: p.weight,
            headCm: p.headCircumference,
          })
        : [];
    const indicators = results.map((r) => {
      const prev = previous.get(r.indicator);
      const flag = growthFlag(r, r.indicator === 'wflh' || r.indicator === 'hcfa' ? undefined : prev);
      previous.set(r.indicator, r);
      return {
        indicator: r.indicator,
        reference: r.reference,
        value: round(r.value, 2),
        z: round(r.z, 2),
        percentile: round(r.percentile, 1),
        reading: percentileReading(r.indicator, r.percentile),
        flag,
        flagText: flag ? growthFlagText(flag, r, prev) : null,
      };
    });
    return {
      time: p.time,
      height: p.height,
      weight: p.weight,
      headCircumference: p.headCircumference,
      boneAge: p.rboneAge ?? p.cboneAge,
      boneAgeMethod: p.rboneAge !== null ? 'RUS' : p.cboneAge !== null ? 'C' : null,
      source: p.source,
      ageDays: days,
      ageText: days === null || !birthday ? null : ageText(birthday, new Date(p.time)),
      indicators: indicators.map(({ flagText: _f, ...rest }) => rest),
      flagTexts: indicators.flatMap((i) => (i.flagText ? [i.flagText] : [])),
    };
  });
}

const CHARTED: GrowthIndicator[] = ['lhfa', 'wfa', 'bmifa', 'hcfa'];

/** The P3-P97 lines by month over the child's ages (at least a year wide) and the child's points. */
export function growthCharts(tables: WhoTables, sex: Sex, points: Point[], nowDays: number | null): Chart[] {
  const ages = points.flatMap((p) => (p.ageDays === null ? [] : [p.ageDays / DAYS_PER_MONTH]));
  if (ages.length === 0 && nowDays !== null) ages.push(nowDays / DAYS_PER_MONTH);
  if (ages.length === 0) return [];
  let lo = Math.max(0, Math.floor(Math.min(...ages)) - 3);
  let hi = Math.min(228, Math.ceil(Math.max(...ages)) + 3);
  if (hi - lo < 12) {
    hi = Math.min(228, lo + 12);
    lo = Math.max(0, hi - 12);
  }
  const step = hi - lo > 72 ? 3 : 1;
  const charts: Chart[] = [];
  for (const indicator of CHARTED) {
    const own = points.flatMap((p) => {
      const r = p.indicators.find((i) => i.indicator === indicator);
      return r && p.ageDays !== null
        ? [[round(p.ageDays / DAYS_PER_MONTH, 2), r.value] as [number, number]]
        : [];
    });
    if (indicator === 'hcfa' && own.length === 0) continue;
    const refs = new Set<GrowthReference>();
    const lines = MAJOR_PERCENTILES.map((p) => ({ label: `P${p}`, points: [] as Array<[number, number]> }));
    for (let m = lo; m <= hi; m += step) {
      const found = lmsFor(tables, indicator, sex, m * DAYS_PER_MONTH);
      if (!found) continue;
      refs.add(found.reference);
      MAJOR_PERCENTILES.forEach((p, i) => {
        lines[i]?.points.push([m, round(valueAtZ(found.lms, MAJOR_PERCENTILE_Z[p]), 2)]);
      });
    }
    if (refs.size === 0) continue;
    charts.push({
      indicator,
      title: `${GROWTH_INDICATOR_LABELS[indicator]}`,
      unit: GROWTH_INDICATOR_UNITS[indicator],
      standard: [...refs].map((r) => GROWTH_REFERENCE_LABELS[r]).join('、'),
      lines,
      points: own,
    });
  }
  return charts;
}
