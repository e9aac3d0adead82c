import {
  ageInMonths,
  CHILD_AGE_LIMIT,
  CHILD_RANGES,
  type ChildSubject,
  childBmiCutoff,
  childBpCutoff,
  childHeartRateRange,
  type DetectionType,
  MEASUREMENT_RANGES,
  type MeasurementView,
} from '@kanghu/shared';
import type { TrendBand, TrendLine, TrendSeries, TrendSpec } from '../../lib/charts/trend-options.ts';
import { bloodPressureBands, bloodPressureLines, bmiBands, referenceLines } from '../measurements/bands.ts';

const CALM = 'rgba(82,196,26,0.10)';
const WARN = 'rgba(250,173,20,0.14)';
const ALARM = 'rgba(245,34,45,0.12)';
const COLORS = ['#1677ff', '#f5222d', '#fa8c16', '#52c41a'];

/** The subject's age for the bands: completed months at `at`, null for an adult or no birthday. */
function childMonths(subject: ChildSubject, at: Date): number | null {
  const months = ageInMonths(subject.birthday, at);
  return months !== null && months < CHILD_AGE_LIMIT * 12 ? months : null;
}

function seriesOf(rows: MeasurementView[], key: string, name: string, color: string): TrendSeries {
  return {
    name,
    color,
    points: [...rows].reverse().flatMap((r): Array<[number, number]> => {
      const v = r.values[key];
      return v === undefined ? [] : [[new Date(r.measureTime).getTime(), v]];
    }),
  };
}

/** Lab-report abbreviations, so the four lipid series fit one legend line at phone width in the elder style. */
const LIPID_SHORT = { tc: 'TC', tg: 'TG', ldl: 'LDL-C', hdl: 'HDL-C' } as const;

const roundUp = (v: number, step: number) => Math.ceil(v / step) * step;

/** Systolic bands of a child: normal, high-normal (from 120 when below the P95), high (from the P95). */
export function childBpBands(cut: { systolic: number }, ceiling: number): TrendBand[] {
  const r = CHILD_RANGES.bp;
  const normalTop = Math.min(r.highNormal.systolic, cut.systolic);
  return [
    { label: '正常', from: 60, to: normalTop, color: CALM },
    ...(normalTop < cut.systolic
      ? [{ label: '正常高值', from: normalTop, to: cut.systolic, color: WARN }]
      : []),
    { label: '偏高（≥P95）', from: cut.systolic, to: ceiling, color: ALARM },
  ];
}

/**
 * The trend of a detection type with the reference bands of the patient: the children's table at
 * the patient's age `at` (the cut-offs move with age, so the chart shows today's), else the adult one.
 */
export function detectionTrendSpec(
  type: DetectionType,
  rows: MeasurementView[],
  subject: ChildSubject,
  at = new Date(),
): TrendSpec {
  const months = childMonths(subject, at);
  const years = months === null ? null : Math.floor(months / 12);
  switch (type) {
    case 'bp': {
      const highest = Math.max(140, ...rows.map((r) => r.values.systolic ?? 0));
      const ceiling = roundUp(highest + 10, 20);
      const cut = years === null ? null : childBpCutoff(years, subject.sex);
      return {
        unit: 'mmHg',
        min: 40,
        max: ceiling,
        series: [
          seriesOf(rows, 'systolic', '收缩压', '#f5222d'),
          seriesOf(rows, 'diastolic', '舒张压', '#1677ff'),
        ],
        bands: cut ? childBpBands(cut, ceiling) : years === null ? bloodPressureBands(ceiling) : [],
        lines: cut
          ? [{ label: `舒张压 P95 ${cut.diastolic}`, value: cut.diastolic, color: '#fa8c16' }]
          : years === null
            ? bloodPressureLines()
            : [],
      };
    }
    case 'weight': {
      const withBmi = rows.filter((r) => r.values.bmi !== undefined);
      if (withBmi.length === 0) {
        return { unit: 'kg', series: [seriesOf(rows, 'weight', '体重', COLORS[0] ?? '')] };
      }
      const highest = Math.max(...withBmi.map((r) => r.values.bmi ?? 0));
      const cut = months === null ? null : childBmiCutoff(months, subject.sex);
      const ceiling = roundUp(Math.max(highest + 2, cut ? cut.obese + 4 : 32), 2);
      const bands: TrendBand[] = cut
        ? [
            { label: '正常', from: 10, to: cut.overweight, color: CALM },
            { label: '超重', from: cut.overweight, to: cut.obese, color: WARN },
            { label: '肥胖', from: cut.obese, to: ceiling, color: ALARM },
          ]
        : months === null
          ? bmiBands(ceiling)
          : [];
      return {
        unit: 'kg/m²',
        min: 10,
        max: ceiling,
        series: [seriesOf(withBmi, 'bmi', 'BMI', COLORS[0] ?? '')],
        bands,
      };
    }
    case 'lipid': {
      const series = Object.entries(LIPID_SHORT)
        .map(([k, name], i) => seriesOf(rows, k, name, COLORS[i] ?? ''))
        .filter((s) => s.points.length > 0);
      const high = months === null ? MEASUREMENT_RANGES.lipid.high : CHILD_RANGES.lipid.high;
      const lines: TrendLine[] = [
        { label: `TC ${high.tc}`, value: high.tc, color: '#f5222d' },
        { label: `LDL-C ${high.ldl}`, value: high.ldl, color: '#fa8c16' },
      ];
      const highest = Math.max(0, ...series.flatMap((x) => x.points.map((pt) => pt[1])));
      // The axis reaches past the highest reference line, so every line shows.
      // No axis name: the four-series legend needs the top line; the card title carries the unit.
      return { unit: '', min: 0, max: Math.ceil(Math.max(highest + 0.5, high.tc + 1)), series, lines };
    }
    case 'hr': {
      const range = years === null ? MEASUREMENT_RANGES.heartRate : childHeartRateRange(years);
      return {
        unit: '次/分',
        series: [seriesOf(rows, 'heartRate', '心率', COLORS[0] ?? '')],
        bands: [{ label: '参考范围', from: range.below, to: range.above, color: CALM }],
      };
    }
    case 'bg':
      return {
        unit: 'mmol/L',
        min: 0,
        max: Math.ceil(Math.max(13, ...rows.map((r) => (r.values.glucose ?? 0) + 1))),
        series: [seriesOf(rows, 'glucose', '血糖', COLORS[0] ?? '')],
        lines: referenceLines('bg'),
      };
  }
}
