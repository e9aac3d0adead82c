import { describe, expect, it } from 'vitest';
import { compileForm, visibleItems } from './conditions.ts';
import { IOF_ONE_MINUTE } from './scales/index.ts';
import { scoreAnswers } from './score.ts';
import type { Answers } from './types.ts';
import { validateAnswers } from './validate.ts';

const COMMON = [
  'q1',
  'q2',
  'q3',
  'q4',
  'q5',
  'q6',
  'q7',
  'q8',
  'q9',
  'q10',
  'q15',
  'q16',
  'q17',
  'q18',
  'q19',
];
const WOMEN = ['q11', 'q12', 'q13'];
const MEN = ['q14'];
const all = (keys: string[], value: number): Answers => Object.fromEntries(keys.map((k) => [k, value]));

describe('IOF one-minute osteoporosis risk test (原发性骨质疏松症诊疗指南 2017, 表3)', () => {
  const form = compileForm(IOF_ONE_MINUTE);
  const shown = (answers: Answers) =>
    form.items.filter((_, i) => visibleItems(form, answers)[i]).map((item) => item.key);

  it('has the 19 questions of the test', () => {
    expect(form.items.filter((i) => /^q\d+$/.test(i.key))).toHaveLength(19);
  });

  it('asks women questions 11-13 and men question 14', () => {
    expect(shown({ sex: 2 })).toEqual(expect.arrayContaining(WOMEN));
    expect(shown({ sex: 2 })).not.toContain('q14');
    expect(shown({ sex: 1 })).toContain('q14');
    expect(shown({ sex: 1 })).not.toEqual(expect.arrayContaining(['q11']));
    expect(shown({})).not.toContain('q11');
    expect(shown({})).not.toContain('q14');
  });

  it('a woman answering every question 否 has no risk factor', () => {
    const answers = { sex: 2, ...all([...COMMON, ...WOMEN], 0) };
    expect(validateAnswers(form, answers)).toBeNull();
    const r = scoreAnswers(IOF_ONE_MINUTE, answers);
    expect(r?.total).toBe(0);
    expect(r?.band?.level).toBe('未发现风险因素');
  });

  it('any single 是 is positive (the guideline reading)', () => {
    for (const key of [...COMMON, ...MEN]) {
      const answers = { sex: 1, ...all([...COMMON, ...MEN], 0), [key]: 1 };
      const r = scoreAnswers(IOF_ONE_MINUTE, answers);
      expect(r?.total).toBe(1);
      expect(r?.band?.level).toBe('存在骨质疏松风险');
    }
  });

  it('the other sex questions do not count once hidden', () => {
    // Answered as a woman (q11 是), then switched to man: q11 is hidden and dropped.
    const answers = { sex: 1, ...all([...COMMON, ...MEN], 0), q11: 1 };
    expect(scoreAnswers(IOF_ONE_MINUTE, answers)?.total).toBe(0);
  });

  it('a shown question left empty gives the 系统提示 message with its section', () => {
    const answers = { sex: 1, ...all(COMMON, 0) };
    expect(validateAnswers(form, answers)?.msg).toBe(
      '不可控因素14. 是否出现过阳痿、性欲减退或其他雄激素过低的相关症状？不能为空',
    );
  });
});
