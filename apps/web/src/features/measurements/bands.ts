import { MEASUREMENT_RANGES } from '@kanghu/shared';
import type { TrendBand, TrendLine } from '../../lib/charts/trend-options.ts';

/** Band colours from calm to alarming. */
const TONES = [
  'rgba(82,196,26,0.10)',
  'rgba(250,173,20,0.12)',
  'rgba(250,140,22,0.14)',
  'rgba(245,34,45,0.12)',
  'rgba(168,7,26,0.14)',
];

/**
 * Systolic reference bands of the blood-pressure grades, from the one range table: normal below
 * the lowest band, then each grade up to the next (the top one to `ceiling`).
 */
export function bloodPressureBands(ceiling = 220): TrendBand[] {
  const bands = [...MEASUREMENT_RANGES.bp.bands].reverse();
  const first = bands[0]?.systolicFrom ?? 120;
  const low = MEASUREMENT_RANGES.bp.low.systolicBelow;
  return [
    { label: MEASUREMENT_RANGES.bp.normal.label, from: low, to: first, color: TONES[0] ?? '' },
    ...bands.map((b, i) => ({
      label: b.label.replace(/（.*）/, ''),
      from: b.systolicFrom,
      to: bands[i + 1]?.systolicFrom ?? ceiling,
      color: TONES[Math.min(i + 1, TONES.length - 1)] ?? '',
    })),
  ];
}

/** Diastolic limits drawn as dashed lines: the grade 1 start and the low-pressure limit. */
export function bloodPressureLines(): TrendLine[] {
  const grade1 = MEASUREMENT_RANGES.bp.bands.find((b) => b.level === 'grade1');
  return [
    { label: `舒张压 ${grade1?.diastolicFrom ?? 90}`, value: grade1?.diastolicFrom ?? 90, color: '#fa8c16' },
    {
      label: `舒张压 ${MEASUREMENT_RANGES.bp.low.diastolicBelow}`,
      value: MEASUREMENT_RANGES.bp.low.diastolicBelow,
      color: '#1677ff',
    },
  ];
}

/** BMI bands of WS/T 428-2013 (normal, overweight, obese) from the range table. */
export function bmiBands(ceiling = 40): TrendBand[] {
  const bands = [...MEASUREMENT_RANGES.bmi].reverse();
  return bands.map((b, i) => ({
    label: b.label,
    from: b.from,
    to: bands[i + 1]?.from ?? ceiling,
    color: TONES[[1, 0, 1, 3][i] ?? 0] ?? '',
  }));
}

/** Reference lines of the single-value types, from the range table. */
export function referenceLines(type: 'bg' | 'temp' | 'spo2' | 'hr' | 'weight'): TrendLine[] {
  const r = MEASUREMENT_RANGES;
  switch (type) {
    case 'bg':
      return [
        { label: `低血糖 ${r.bg.low.below}`, value: r.bg.low.below, color: '#1677ff' },
        { label: `空腹 ${r.bg.fasting[1]?.from}`, value: r.bg.fasting[1]?.from ?? 6.1, color: '#faad14' },
        { label: `餐后 ${r.bg.afterMeal[1]?.from}`, value: r.bg.afterMeal[1]?.from ?? 7.8, color: '#fa8c16' },
        { label: `${r.bg.afterMeal[0]?.from}`, value: r.bg.afterMeal[0]?.from ?? 11.1, color: '#f5222d' },
      ];
    case 'temp':
      return [
        { label: `低热 ${r.temp[1]?.from}`, value: r.temp[1]?.from ?? 37.3, color: '#fa8c16' },
        { label: `发热 ${r.temp[0]?.from}`, value: r.temp[0]?.from ?? 38.1, color: '#f5222d' },
      ];
    case 'spo2':
      return [
        { label: `正常 ${r.spo2[0]?.from}`, value: r.spo2[0]?.from ?? 95, color: '#52c41a' },
        { label: `过低 ${r.spo2[1]?.from}`, value: r.spo2[1]?.from ?? 90, color: '#f5222d' },
      ];
    case 'hr':
      return [
        { label: `${r.heartRate.below}`, value: r.heartRate.below, color: '#1677ff' },
        { label: `${r.heartRate.above}`, value: r.heartRate.above, color: '#f5222d' },
      ];
    case 'weight':
      return [];
  }
}
