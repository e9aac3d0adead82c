import { describe, expect, it } from 'vitest';
import {
  ageInMonths,
  ageInYears,
  childBmiCutoff,
  childBpCutoff,
  childReferenceText,
  detectionAdvice,
  gradeChildBloodPressure,
  gradeChildBmi,
  gradeChildHeartRate,
  gradeChildLipids,
  gradeForSubject,
  isChildAt,
} from './child-grades.ts';
import { CHILD_RANGES, DETECTION_ADVICE, DETECTION_TYPES } from './child-ranges.ts';
import { levelLabel } from './measurement-grades.ts';
import { LEVEL_SEVERITY } from './measurement-ranges.ts';

/** Noon China time of a calendar day. */
const on = (day: string) => new Date(`${day}T12:00:00+08:00`);
const GIRL = 2;
const BOY = 1;

describe('age on the China date of a reading', () => {
  it('counts completed months and years, the birthday itself included', () => {
    expect(ageInMonths('2018-06-01', on('2026-05-31'))).toBe(95);
    expect(ageInMonths('2018-06-01', on('2026-06-01'))).toBe(96);
    expect(ageInYears('2018-06-01', on('2026-05-31'))).toBe(7);
    expect(ageInYears('2018-06-01', on('2026-06-01'))).toBe(8);
    // 2026-06-01 00:30 in China is still 2026-05-31 in UTC.
    expect(ageInYears('2018-06-01', new Date('2026-05-31T16:30:00Z'))).toBe(8);
  });

  it('has no age without a readable birthday or before birth', () => {
    expect(ageInMonths(null, on('2026-01-01'))).toBeNull();
    expect(ageInMonths('2018/06/01', on('2026-01-01'))).toBeNull();
    expect(ageInMonths('2027-01-01', on('2026-01-01'))).toBeNull();
  });

  it('is a child until the 18th birthday', () => {
    expect(isChildAt({ birthday: '2008-06-01', sex: BOY }, on('2026-05-31'))).toBe(true);
    expect(isChildAt({ birthday: '2008-06-01', sex: BOY }, on('2026-06-01'))).toBe(false);
    expect(isChildAt({ birthday: null, sex: BOY }, on('2026-06-01'))).toBe(false);
    expect(isChildAt(null, on('2026-06-01'))).toBe(false);
  });
});

describe('children blood pressure (simplified P95 formula, 2018 Chinese guideline)', () => {
  it('boys 100 + 2 x age / 65 + age, girls 100 + 1.5 x age / 65 + age', () => {
    expect(childBpCutoff(8, BOY)).toEqual({ systolic: 116, diastolic: 73 });
    expect(childBpCutoff(8, GIRL)).toEqual({ systolic: 112, diastolic: 73 });
    expect(childBpCutoff(3, GIRL)).toEqual({ systolic: 104.5, diastolic: 68 });
    expect(childBpCutoff(17, BOY)).toEqual({ systolic: 134, diastolic: 82 });
    // Unknown sex: the lower cut-off.
    expect(childBpCutoff(10, null)).toEqual({ systolic: 115, diastolic: 75 });
  });

  it('has no cut-off under 3 or from 18', () => {
    expect(childBpCutoff(2, BOY)).toBeNull();
    expect(childBpCutoff(18, BOY)).toBeNull();
    expect(gradeChildBloodPressure(150, 95, 2, BOY).level).toBe('unrated');
  });

  it('grades at the cut-off as high, >= 120/80 below it as high-normal, the rest normal', () => {
    const cases: Array<[number, number, number, number, string]> = [
      [112, 60, 8, GIRL, 'child_high'],
      [111, 72, 8, GIRL, 'normal'],
      [100, 73, 8, GIRL, 'child_high'],
      [115, 72, 8, BOY, 'normal'],
      [121, 70, 12, BOY, 'high_normal'], // cut-off 124/77
      [118, 80, 14, GIRL, 'child_high'], // cut-off 121/79: diastolic decides
      [123, 78, 16, GIRL, 'high_normal'], // cut-off 124/81
    ];
    for (const [s, d, years, sex, level] of cases) {
      expect(gradeChildBloodPressure(s, d, years, sex).level, `${s}/${d} at ${years}`).toBe(level);
    }
    expect(gradeChildBloodPressure(118, 76, 8, GIRL)).toEqual({
      level: 'child_high',
      label: '儿童血压偏高',
      abnormal: true,
    });
  });

  it('a reading that is normal for an adult is high for an 8-year-old girl', () => {
    const child = { birthday: '2018-06-01', sex: GIRL };
    const values = { systolic: 118, diastolic: 76 };
    expect(gradeForSubject('bp', values, null, child, on('2026-11-22')).level).toBe('child_high');
    expect(gradeForSubject('bp', values, null, null, on('2026-11-22')).level).toBe('normal');
    // The same girl at 18 is graded on the adult table.
    expect(gradeForSubject('bp', values, null, child, on('2036-06-01')).level).toBe('normal');
  });
});

describe('children BMI (WS/T 586-2018)', () => {
  it('uses the half-year row reached, per sex', () => {
    expect(childBmiCutoff(6 * 12, BOY)).toEqual({ overweight: 16.4, obese: 17.7 });
    expect(childBmiCutoff(8 * 12 + 5, GIRL)).toEqual({ overweight: 17.6, obese: 19.4 });
    expect(childBmiCutoff(8 * 12 + 6, GIRL)).toEqual({ overweight: 18.1, obese: 19.9 });
    expect(childBmiCutoff(17 * 12 + 11, BOY)).toEqual({ overweight: 23.8, obese: 27.8 });
    expect(childBmiCutoff(12 * 12, null)).toEqual({ overweight: 20.7, obese: 23.9 });
  });

  it('has no cut-off under 6 or from 18', () => {
    expect(childBmiCutoff(5 * 12 + 11, BOY)).toBeNull();
    expect(childBmiCutoff(18 * 12, BOY)).toBeNull();
  });

  it('table rows rise with age and obesity is above overweight', () => {
    const rows = CHILD_RANGES.bmi;
    rows.forEach((r, i) => {
      expect(r[2]).toBeGreaterThan(r[1]);
      expect(r[4]).toBeGreaterThan(r[3]);
      if (i > 0) expect(r[0]).toBe((rows[i - 1]?.[0] ?? 0) + 0.5);
    });
  });

  it('grades obese, overweight, normal; a thin child is not graded underweight', () => {
    expect(gradeChildBmi(20, 8 * 12, GIRL).level).toBe('obese');
    expect(gradeChildBmi(18, 8 * 12, GIRL).level).toBe('overweight');
    expect(gradeChildBmi(15, 8 * 12, GIRL).level).toBe('normal');
    expect(gradeChildBmi(13, 8 * 12, GIRL).level).toBe('normal');
    expect(gradeChildBmi(20, 4 * 12, GIRL).level).toBe('unrated');
  });

  it('a weight without height stays unrated for a child', () => {
    const child = { birthday: '2018-06-01', sex: GIRL };
    expect(gradeForSubject('weight', { weight: 30 }, null, child, on('2026-11-22')).level).toBe('unrated');
    expect(gradeForSubject('weight', { weight: 30, bmi: 20 }, null, child, on('2026-11-22')).level).toBe(
      'obese',
    );
  });
});

describe('children lipids, heart rate, blood sugar', () => {
  it('lipids: 2009 paediatric consensus cut-offs', () => {
    expect(gradeChildLipids({ tc: 5.18 }).level).toBe('high');
    expect(gradeChildLipids({ ldl: 3.37 }).level).toBe('high');
    expect(gradeChildLipids({ tg: 1.7 }).level).toBe('high');
    expect(gradeChildLipids({ tc: 4.4 }).level).toBe('borderline');
    expect(gradeChildLipids({ ldl: 2.9 }).level).toBe('borderline');
    expect(gradeChildLipids({ tc: 4.0, hdl: 1.04 }).level).toBe('low_hdl');
    expect(gradeChildLipids({ tc: 4.0, hdl: 1.2, tg: 1.0, ldl: 2.0 }).level).toBe('normal');
  });

  it('heart rate by age group', () => {
    expect(gradeChildHeartRate(125, 0).level).toBe('normal');
    expect(gradeChildHeartRate(105, 0).level).toBe('low');
    expect(gradeChildHeartRate(95, 5).level).toBe('normal');
    expect(gradeChildHeartRate(95, 10).level).toBe('high');
    expect(gradeChildHeartRate(65, 10).level).toBe('low');
    expect(gradeChildHeartRate(95, 16).level).toBe('normal');
  });

  it('blood sugar uses the adult thresholds', () => {
    const child = { birthday: '2018-06-01', sex: GIRL };
    expect(gradeForSubject('bg', { glucose: 7.2 }, 'fasting', child, on('2026-11-22')).level).toBe(
      'diabetes',
    );
    expect(gradeForSubject('bg', { glucose: 3.5 }, 'random', child, on('2026-11-22')).level).toBe('low');
  });

  it('types outside the children table fall back to the adult grading', () => {
    const child = { birthday: '2018-06-01', sex: GIRL };
    expect(gradeForSubject('temp', { temperature: 38.5 }, null, child, on('2026-11-22')).level).toBe('fever');
  });
});

describe('labels, severity and advice', () => {
  it('the adult label lookup names the children level', () => {
    expect(levelLabel('bp', 'child_high')).toBe('儿童血压偏高');
    expect(LEVEL_SEVERITY.indexOf('child_high')).toBeGreaterThan(LEVEL_SEVERITY.indexOf('grade2'));
    expect(LEVEL_SEVERITY.indexOf('child_high')).toBeLessThan(LEVEL_SEVERITY.indexOf('high_normal'));
  });

  it('every level a detection type can get has advice, and no reading has its own', () => {
    const levels: Record<string, string[]> = {
      bp: ['child_high', 'high_normal', 'normal', 'unrated', 'grade1', 'grade2', 'grade3', 'low'],
      bg: ['low', 'impaired', 'diabetes', 'normal'],
      lipid: ['high', 'low_hdl', 'borderline', 'normal'],
      weight: ['obese', 'overweight', 'normal', 'underweight', 'unrated'],
      hr: ['low', 'high', 'normal'],
    };
    for (const type of DETECTION_TYPES) {
      for (const level of levels[type] ?? [])
        expect(DETECTION_ADVICE[type][level], `${type}.${level}`).toBeTruthy();
      expect(detectionAdvice(type, null)).toBe(DETECTION_ADVICE[type].none);
    }
    expect(detectionAdvice('bp', 'child_high')).toContain('第95百分位');
  });

  it('reference text names the cut-offs for a child and nothing for an adult', () => {
    const girl = { birthday: '2018-06-01', sex: GIRL };
    expect(childReferenceText('bp', girl, on('2026-11-22'))).toBe('8岁女童血压偏高界值（P95）：112/73 mmHg');
    expect(childReferenceText('weight', girl, on('2026-11-22'))).toContain('超重界值 17.6');
    expect(childReferenceText('hr', girl, on('2026-11-22'))).toContain('70~90');
    expect(childReferenceText('bp', { birthday: '1980-01-01', sex: BOY }, on('2026-11-22'))).toBeNull();
  });
});
