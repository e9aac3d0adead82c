import { describe, expect, it } from 'vitest';
import { CDRS_MODEL, chineseDiabetesRiskScore } from './diabetes-risk.ts';

describe('Chinese Diabetes Risk Score (Zhou 2013; guideline 2020 table)', () => {
  it('the highest band of every item adds up to the table maximum, 51', () => {
    const r = chineseDiabetesRiskScore({
      age: 70,
      sex: 1,
      bmi: 31,
      sbp: 165,
      waist: 100,
      familyHistory: true,
    });
    expect(r?.items).toEqual({ age: 18, sex: 2, bmi: 5, sbp: 10, waist: 10, familyHistory: 6 });
    expect(r?.score).toBe(CDRS_MODEL.maxScore);
    expect(r?.highRisk).toBe(true);
  });

  it('the lowest bands score 0', () => {
    const r = chineseDiabetesRiskScore({
      age: 22,
      sex: 2,
      bmi: 20,
      sbp: 105,
      waist: 65,
      familyHistory: false,
    });
    expect(r?.score).toBe(0);
    expect(r?.highRisk).toBe(false);
  });

  it('a worked example: man 52, BMI 25.1, waist 88 cm, SBP 134, no family history = 13+2+3+7+6 = 31', () => {
    const r = chineseDiabetesRiskScore({
      age: 52,
      sex: 1,
      bmi: 25.1,
      sbp: 134,
      waist: 88,
      familyHistory: false,
    });
    expect(r?.items).toEqual({ age: 13, sex: 2, bmi: 3, sbp: 6, waist: 7, familyHistory: 0 });
    expect(r?.score).toBe(31);
    expect(r?.highRisk).toBe(true);
  });

  it('band edges: woman 40 (11), BMI 22.0 (1), SBP 120 (3), waist 70 (3) = 18, below 25', () => {
    const r = chineseDiabetesRiskScore({
      age: 40,
      sex: 2,
      bmi: 22,
      sbp: 120,
      waist: 70,
      familyHistory: false,
    });
    expect(r?.score).toBe(18);
    expect(r?.highRisk).toBe(false);
  });

  it('unknown waist and family history count 0 and are named: the score is a lower bound', () => {
    const r = chineseDiabetesRiskScore({
      age: 60,
      sex: 2,
      bmi: 24,
      sbp: 150,
      waist: null,
      familyHistory: null,
    });
    expect(r?.score).toBe(16 + 3 + 8);
    expect(r?.missing).toEqual(['waist', 'familyHistory']);
  });

  it('outside ages 20-74 there is no score', () => {
    expect(
      chineseDiabetesRiskScore({ age: 75, sex: 1, bmi: 22, sbp: 120, waist: 80, familyHistory: false }),
    ).toBeNull();
    expect(
      chineseDiabetesRiskScore({ age: 19, sex: 1, bmi: 22, sbp: 120, waist: 80, familyHistory: false }),
    ).toBeNull();
  });
});
