/**
 * Ages and grading of children's readings on the children's table (child-ranges.ts), the entry point
 * that picks the children's or the adult table, and the texts the screening screens show.
 */

import {
  CHILD_AGE_LIMIT,
  CHILD_RANGES,
  type ChildSubject,
  DETECTION_ADVICE,
  type DetectionType,
} from './child-ranges.ts';
import { CHINA_OFFSET_MS } from './china-time.ts';
import { gradeBloodSugar, gradeMeasurement } from './measurement-grades.ts';
import { type Grade, MEASUREMENT_RANGES, type MeasurementType } from './measurement-ranges.ts';

/** Completed months of age on the China date of `at`; null without a readable birthday or before birth. */
export function ageInMonths(birthday: string | null, at: Date): number | null {
  const m = birthday ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday) : null;
  if (!m) return null;
  const day = new Date(at.getTime() + CHINA_OFFSET_MS);
  let months = (day.getUTCFullYear() - Number(m[1])) * 12 + (day.getUTCMonth() + 1 - Number(m[2]));
  if (day.getUTCDate() < Number(m[3])) months -= 1;
  return months < 0 ? null : months;
}

/** Completed years (周岁) on the China date of `at`. */
export function ageInYears(birthday: string | null, at: Date): number | null {
  const months = ageInMonths(birthday, at);
  return months === null ? null : Math.floor(months / 12);
}

/** True when the subject is under 18 at `at` (a patient without a birthday is graded as an adult). */
export function isChildAt(subject: ChildSubject | null | undefined, at: Date): boolean {
  const years = subject ? ageInYears(subject.birthday, at) : null;
  return years !== null && years < CHILD_AGE_LIMIT;
}

type Sex = 'male' | 'female' | null;
const sexOf = (sex: number | null | undefined): Sex => (sex === 1 ? 'male' : sex === 2 ? 'female' : null);

/** The P95 cut-off (mmHg) for a child of `years` whole years; null under 3 or from 18. */
export function childBpCutoff(
  years: number,
  sex: number | null | undefined,
): { systolic: number; diastolic: number } | null {
  const r = CHILD_RANGES.bp;
  if (years < r.minAge || years >= CHILD_AGE_LIMIT) return null;
  const at = (s: 'male' | 'female') => ({
    systolic: r.p95[s].systolic.base + r.p95[s].systolic.perYear * years,
    diastolic: r.p95[s].diastolic.base + r.p95[s].diastolic.perYear * years,
  });
  const s = sexOf(sex);
  if (s) return at(s);
  const m = at('male');
  const f = at('female');
  return { systolic: Math.min(m.systolic, f.systolic), diastolic: Math.min(m.diastolic, f.diastolic) };
}

export function gradeChildBloodPressure(
  systolic: number,
  diastolic: number,
  years: number,
  sex: number | null | undefined,
): Grade {
  const r = CHILD_RANGES.bp;
  const cut = childBpCutoff(years, sex);
  if (!cut) return CHILD_RANGES.unrated;
  if (systolic >= cut.systolic || diastolic >= cut.diastolic) return r.high;
  if (systolic >= r.highNormal.systolic || diastolic >= r.highNormal.diastolic) return r.highNormalGrade;
  return r.normal;
}

/** WS/T 586-2018 cut-offs at `months` of age (the half-year row reached); null under 6 or from 18. */
export function childBmiCutoff(
  months: number,
  sex: number | null | undefined,
): { overweight: number; obese: number } | null {
  const age = Math.floor(months / 6) / 2;
  const row = [...CHILD_RANGES.bmi].reverse().find((r) => r[0] <= age);
  if (!row || age >= CHILD_AGE_LIMIT) return null;
  const [, mo, mb, fo, fb] = row;
  const s = sexOf(sex);
  if (s === 'male') return { overweight: mo, obese: mb };
  if (s === 'female') return { overweight: fo, obese: fb };
  return { overweight: Math.min(mo, fo), obese: Math.min(mb, fb) };
}

export function gradeChildBmi(bmi: number, months: number, sex: number | null | undefined): Grade {
  const cut = childBmiCutoff(months, sex);
  if (!cut) return CHILD_RANGES.unrated;
  const [obese, overweight, normal] = MEASUREMENT_RANGES.bmi;
  if (bmi >= cut.obese) return pick(obese);
  if (bmi >= cut.overweight) return pick(overweight);
  return pick(normal);
}

export function gradeChildLipids(v: { tc?: number; ldl?: number; tg?: number; hdl?: number }): Grade {
  const r = CHILD_RANGES.lipid;
  const grades = MEASUREMENT_RANGES.lipid.grades;
  if ((v.tc ?? 0) >= r.high.tc || (v.ldl ?? 0) >= r.high.ldl || (v.tg ?? 0) >= r.high.tg) return grades.high;
  if (v.hdl !== undefined && v.hdl <= r.hdlLowAtOrBelow) return grades.lowHdl;
  if ((v.tc ?? 0) >= r.borderline.tc || (v.ldl ?? 0) >= r.borderline.ldl) return grades.borderline;
  return grades.normal;
}

/** The resting range (/min) for a child of `years` whole years. */
export function childHeartRateRange(years: number): { below: number; above: number } {
  const row = [...CHILD_RANGES.heartRate].reverse().find((r) => r.fromAge <= years);
  return row ?? CHILD_RANGES.heartRate[0];
}

export function gradeChildHeartRate(bpm: number, years: number): Grade {
  const range = childHeartRateRange(years);
  const r = MEASUREMENT_RANGES.heartRate;
  if (bpm < range.below) return r.low;
  if (bpm > range.above) return r.high;
  return r.normal;
}

function pick(grade: Grade): Grade {
  return { level: grade.level, label: grade.label, abnormal: grade.abnormal };
}

/**
 * THE grading entry point for a reading of a known patient: the children's table when the
 * patient is under 18 at `at` (the reading's time), else the adult table. Types the children's
 * table does not cover (SpO2, temperature, mattress) and blood sugar use the adult grading.
 */
export function gradeForSubject(
  type: MeasurementType,
  values: Record<string, number | undefined>,
  period: string | null | undefined,
  subject: ChildSubject | null | undefined,
  at: Date,
): Grade {
  const months = subject ? ageInMonths(subject.birthday, at) : null;
  if (!subject || months === null || months >= CHILD_AGE_LIMIT * 12) {
    return gradeMeasurement(type, values, period);
  }
  const years = Math.floor(months / 12);
  switch (type) {
    case 'bp':
      return gradeChildBloodPressure(values.systolic ?? 0, values.diastolic ?? 0, years, subject.sex);
    case 'weight':
      return values.bmi === undefined ? CHILD_RANGES.unrated : gradeChildBmi(values.bmi, months, subject.sex);
    case 'lipid':
      return gradeChildLipids(values);
    case 'hr':
      return gradeChildHeartRate(values.heartRate ?? 0, years);
    case 'bg':
      return gradeBloodSugar(values.glucose ?? 0, period);
    default:
      return gradeMeasurement(type, values, period);
  }
}

/** Advice for a type's grade (`null`: no reading yet). */
export function detectionAdvice(type: DetectionType, level: string | null): string {
  const table = DETECTION_ADVICE[type];
  return (level === null ? table.none : table[level]) ?? table.normal ?? '';
}

/**
 * The reference a screen shows for a subject at `at`: the cut-offs the grade used, in words, or
 * null when the adult table applies.
 */
export function childReferenceText(type: DetectionType, subject: ChildSubject, at: Date): string | null {
  const months = ageInMonths(subject.birthday, at);
  if (months === null || months >= CHILD_AGE_LIMIT * 12) return null;
  const years = Math.floor(months / 12);
  const who = `${years}岁${subject.sex === 1 ? '男童' : subject.sex === 2 ? '女童' : '儿童'}`;
  switch (type) {
    case 'bp': {
      const cut = childBpCutoff(years, subject.sex);
      return cut
        ? `${who}血压偏高界值（P95）：${cut.systolic}/${cut.diastolic} mmHg`
        : `${who}：3岁以下暂无血压参考标准`;
    }
    case 'weight': {
      const cut = childBmiCutoff(months, subject.sex);
      return cut
        ? `${who}BMI 超重界值 ${cut.overweight}，肥胖界值 ${cut.obese}（WS/T 586-2018）`
        : `${who}：6岁以下请参照生长曲线评价`;
    }
    case 'lipid': {
      const r = CHILD_RANGES.lipid;
      return `儿童参考值：总胆固醇 <${r.borderline.tc}，低密度脂蛋白 <${r.borderline.ldl}，甘油三酯 <${r.high.tg}，高密度脂蛋白 >${r.hdlLowAtOrBelow} mmol/L`;
    }
    case 'hr': {
      const range = childHeartRateRange(years);
      return `${who}安静心率参考范围：${range.below}~${range.above} 次/分`;
    }
    case 'bg':
      return '儿童血糖参考值同成人：空腹 <6.1，餐后2小时 <7.8 mmol/L';
  }
}
