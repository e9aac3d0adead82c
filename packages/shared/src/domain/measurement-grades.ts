/** Grading of a reading on the adult range table (measurement-ranges.ts), and the labels of stored grades. */
import { CHILD_LEVEL_LABELS } from './child-levels.ts';
import {
  BG_FASTING_PERIODS,
  type Grade,
  MEASUREMENT_RANGES,
  type MeasurementType,
} from './measurement-ranges.ts';

function firstFrom(bands: readonly (Grade & { from: number })[], value: number): Grade | undefined {
  return bands.find((b) => value >= b.from);
}

/** Grades blood pressure (mmHg). */
export function gradeBloodPressure(systolic: number, diastolic: number): Grade {
  const r = MEASUREMENT_RANGES.bp;
  const band = r.bands.find((b) => systolic >= b.systolicFrom || diastolic >= b.diastolicFrom);
  if (band && band.level !== 'high_normal') return pick(band);
  if (systolic < r.low.systolicBelow || diastolic < r.low.diastolicBelow) return pick(r.low);
  return band ? pick(band) : r.normal;
}

/** Grades blood sugar (mmol/L) in its meal period. */
export function gradeBloodSugar(glucose: number, period: string | null | undefined): Grade {
  const r = MEASUREMENT_RANGES.bg;
  if (glucose < r.low.below) return pick(r.low);
  const fasting = period ? BG_FASTING_PERIODS.includes(period) : false;
  const band = firstFrom(fasting ? r.fasting : r.afterMeal, glucose);
  return band ? pick(band) : r.normal;
}

export function bmiOf(weightKg: number, heightCm: number): number {
  const m = heightCm / 100;
  return Math.round((weightKg / (m * m)) * 10) / 10;
}

export function gradeBmi(bmi: number): Grade {
  return pick(firstFrom(MEASUREMENT_RANGES.bmi, bmi) ?? MEASUREMENT_RANGES.bmi[3]);
}

export function gradeLipids(v: { tc?: number; ldl?: number; tg?: number; hdl?: number }): Grade {
  const r = MEASUREMENT_RANGES.lipid;
  const over = (limits: { tc: number; ldl: number; tg: number }) =>
    (v.tc ?? 0) >= limits.tc || (v.ldl ?? 0) >= limits.ldl || (v.tg ?? 0) >= limits.tg;
  if (over(r.high)) return r.grades.high;
  if (v.hdl !== undefined && v.hdl < r.hdlLow) return r.grades.lowHdl;
  if (over(r.borderline)) return r.grades.borderline;
  return r.grades.normal;
}

export function gradeHeartRate(bpm: number): Grade {
  const r = MEASUREMENT_RANGES.heartRate;
  if (bpm < r.below) return r.low;
  if (bpm > r.above) return r.high;
  return r.normal;
}

export function gradeSpo2(percent: number): Grade {
  return pick(firstFrom(MEASUREMENT_RANGES.spo2, percent) ?? MEASUREMENT_RANGES.spo2[2]);
}

export function gradeTemperature(celsius: number): Grade {
  return pick(firstFrom(MEASUREMENT_RANGES.temp, celsius) ?? MEASUREMENT_RANGES.temp[3]);
}

function pick(g: Grade): Grade {
  return { level: g.level, label: g.label, abnormal: g.abnormal };
}

/** The grade of a reading of any type (values as stored: the components of its type). */
export function gradeMeasurement(
  type: MeasurementType,
  values: Record<string, number | undefined>,
  period?: string | null,
): Grade {
  const n = (k: string) => values[k];
  switch (type) {
    case 'bp':
      return gradeBloodPressure(n('systolic') ?? 0, n('diastolic') ?? 0);
    case 'bg':
      return gradeBloodSugar(n('glucose') ?? 0, period);
    case 'weight': {
      const bmi = n('bmi');
      return bmi === undefined ? MEASUREMENT_RANGES.unrated : gradeBmi(bmi);
    }
    case 'lipid':
      return gradeLipids(values);
    case 'hr':
      return gradeHeartRate(n('heartRate') ?? 0);
    case 'spo2':
      return gradeSpo2(n('spo2') ?? 0);
    case 'temp':
      return gradeTemperature(n('temperature') ?? 0);
    case 'mattress':
      return gradeHeartRate(n('heartRate') ?? 0);
  }
}

/** Chinese label of a stored grade of a type. */
export function levelLabel(type: MeasurementType, level: string, period?: string | null): string {
  const r = MEASUREMENT_RANGES;
  // A glucose grade is named by its meal period when known (糖耐量异常 after a meal, not 空腹血糖受损).
  const fasting = period ? BG_FASTING_PERIODS.includes(period) : true;
  const all: Grade[] = [
    ...(type === 'bp' ? [...r.bp.bands, r.bp.low, r.bp.normal] : []),
    ...(type === 'bg'
      ? [
          r.bg.low,
          ...(fasting ? [...r.bg.fasting, ...r.bg.afterMeal] : [...r.bg.afterMeal, ...r.bg.fasting]),
          r.bg.normal,
        ]
      : []),
    ...(type === 'weight' ? [...r.bmi] : []),
    ...(type === 'lipid' ? Object.values(r.lipid.grades) : []),
    ...(type === 'hr' || type === 'mattress' ? [r.heartRate.low, r.heartRate.high, r.heartRate.normal] : []),
    ...(type === 'spo2' ? [...r.spo2] : []),
    ...(type === 'temp' ? [...r.temp] : []),
    r.unrated,
  ];
  return all.find((g) => g.level === level)?.label ?? CHILD_LEVEL_LABELS[level] ?? level;
}
