import { describe, expect, it } from 'vitest';
import { parseMeasureTime } from '../schemas/measurement.ts';
import {
  bmiOf,
  gradeBloodPressure,
  gradeBloodSugar,
  gradeBmi,
  gradeLipids,
  gradeSpo2,
  gradeTemperature,
} from './measurement-grades.ts';

describe('measurement range table', () => {
  it('grades blood pressure by the higher of systolic and diastolic (2018 Chinese guideline)', () => {
    const cases: Array<[number, number, string]> = [
      [119, 79, 'normal'],
      [120, 70, 'high_normal'],
      [110, 80, 'high_normal'],
      [140, 80, 'grade1'],
      [130, 90, 'grade1'],
      [159, 99, 'grade1'],
      [160, 85, 'grade2'],
      [150, 100, 'grade2'],
      [180, 90, 'grade3'],
      [150, 110, 'grade3'],
      [89, 59, 'low'],
      [85, 70, 'low'],
    ];
    for (const [s, d, level] of cases) expect(gradeBloodPressure(s, d).level, `${s}/${d}`).toBe(level);
    expect(gradeBloodPressure(118, 76).abnormal).toBe(false);
    expect(gradeBloodPressure(130, 85).abnormal).toBe(false);
    expect(gradeBloodPressure(140, 90).abnormal).toBe(true);
  });

  it('grades blood sugar with fasting and after-meal thresholds (2020 Chinese T2DM guideline)', () => {
    expect(gradeBloodSugar(6.0, 'fasting').level).toBe('normal');
    expect(gradeBloodSugar(6.1, 'fasting').level).toBe('impaired');
    expect(gradeBloodSugar(7.0, 'fasting').level).toBe('diabetes');
    expect(gradeBloodSugar(7.0, 'afterMeal').level).toBe('normal');
    expect(gradeBloodSugar(7.8, 'afterMeal').level).toBe('impaired');
    expect(gradeBloodSugar(11.1, 'random').level).toBe('diabetes');
    expect(gradeBloodSugar(3.8, 'fasting').level).toBe('low');
  });

  it('grades BMI, lipids, SpO2 and temperature', () => {
    expect(bmiOf(60, 170)).toBe(20.8);
    expect(gradeBmi(18.4).level).toBe('underweight');
    expect(gradeBmi(24).level).toBe('overweight');
    expect(gradeBmi(28).level).toBe('obese');
    expect(gradeLipids({ ldl: 4.1 }).level).toBe('high');
    expect(gradeLipids({ hdl: 0.9 }).level).toBe('low_hdl');
    expect(gradeLipids({ tg: 1.7 }).level).toBe('borderline');
    expect(gradeSpo2(95).level).toBe('normal');
    expect(gradeSpo2(89).level).toBe('very_low');
    expect(gradeTemperature(37.3).level).toBe('low_fever');
    expect(gradeTemperature(36.5).level).toBe('normal');
  });

  it('reads measure times: epoch ms, ISO with zone, China local time; refuses the rest', () => {
    expect(parseMeasureTime('2026-03-01 08:00')?.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(parseMeasureTime('2026-03-01T08:00:00+08:00')?.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(parseMeasureTime(1_767_225_600_000)?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(parseMeasureTime('2026-02-30 08:00')).toBeNull();
    expect(parseMeasureTime('2026-03-01T08:00:00')?.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(parseMeasureTime('2026-03-01T08:00:00.000')).toBeNull();
    expect(parseMeasureTime('tomorrow')).toBeNull();
  });
});
