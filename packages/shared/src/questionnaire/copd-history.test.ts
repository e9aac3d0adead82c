import { describe, expect, it } from 'vitest';
import { assessCopd } from '../domain/copd.ts';
import { compileForm, visibleItems } from './conditions.ts';
import { CAT, COPD_HISTORY, copdHistoryCounts, MMRC } from './scales/index.ts';
import { scoreAnswers } from './score.ts';
import { validateAnswers } from './validate.ts';

const EMERGENCY = '过去12个月中度急性加重次数（需用抗生素和/或口服激素治疗，未住院）';

describe('COPD exacerbation history (GOLD ABE, the third input)', () => {
  const form = compileForm(COPD_HISTORY);
  it('asks for the counts only after a yes', () => {
    expect(visibleItems(form, {})).toEqual([true, false, false]);
    expect(visibleItems(form, { had: 0 })).toEqual([true, false, false]);
    expect(visibleItems(form, { had: 1 })).toEqual([true, true, true]);
  });

  it('a no needs nothing else and counts as none', () => {
    expect(validateAnswers(COPD_HISTORY, { had: 0 })).toBeNull();
    // Counts typed before switching to no are hidden and do not count.
    expect(copdHistoryCounts({ had: 0, emergency: 3, hospitalized: 1 })).toEqual({
      emergency: 0,
      hospitalized: 0,
    });
  });

  it('a yes requires both counts, whole and within 0..52', () => {
    expect(validateAnswers(COPD_HISTORY, {})?.msg).toBe('过去12个月内是否发生过慢阻肺急性加重不能为空');
    expect(validateAnswers(COPD_HISTORY, { had: 1 })?.msg).toBe(`${EMERGENCY}不能为空`);
    expect(validateAnswers(COPD_HISTORY, { had: 1, emergency: 2 })?.msg).toBe(
      '过去12个月因急性加重住院次数不能为空',
    );
    expect(validateAnswers(COPD_HISTORY, { had: 1, emergency: 53, hospitalized: 0 })?.key).toBe('emergency');
    expect(validateAnswers(COPD_HISTORY, { had: 1, emergency: -1, hospitalized: 0 })?.key).toBe('emergency');
    expect(validateAnswers(COPD_HISTORY, { had: 1, emergency: 2, hospitalized: 0 })).toBeNull();
    expect(copdHistoryCounts({ had: 1, emergency: 2, hospitalized: 1 })).toEqual({
      emergency: 2,
      hospitalized: 1,
    });
  });

  it('has no score of its own', () => {
    expect(scoreAnswers(COPD_HISTORY, { had: 0 })).toBeNull();
  });
});

/** CAT + mMRC + history through the engine to the GOLD ABE group (GOLD 2023 report). */
describe('CAT, mMRC and history together give the GOLD group', () => {
  const cat = (points: number[]) =>
    scoreAnswers(CAT, Object.fromEntries(points.map((p, i) => [`c${i + 1}`, p])))?.total ?? -1;
  const mmrc = (grade: number) => scoreAnswers(MMRC, { grade })?.total ?? -1;
  const group = (catScore: number, mmrcScore: number, history: Record<string, number>) =>
    assessCopd({ catScore, mmrcScore, ...copdHistoryCounts(history) }).group;

  it('A: CAT < 10 and mMRC 0-1 without exacerbations', () => {
    expect(group(cat([1, 1, 1, 1, 1, 1, 1, 2]), mmrc(1), { had: 0 })).toBe('A'); // CAT 9
  });
  it('B: CAT >= 10 or mMRC >= 2, at most one moderate exacerbation and no admission', () => {
    expect(group(cat([1, 1, 1, 1, 1, 1, 2, 2]), mmrc(0), { had: 0 })).toBe('B'); // CAT 10
    expect(group(cat([0, 0, 0, 0, 0, 0, 0, 0]), mmrc(2), { had: 1, emergency: 1, hospitalized: 0 })).toBe(
      'B',
    );
  });
  it('E: two moderate exacerbations or one admission, whatever the symptoms', () => {
    expect(group(0, mmrc(0), { had: 1, emergency: 2, hospitalized: 0 })).toBe('E');
    expect(group(0, mmrc(0), { had: 1, emergency: 0, hospitalized: 1 })).toBe('E');
  });
});
