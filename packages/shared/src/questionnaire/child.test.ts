import { describe, expect, it } from 'vitest';
import { compileForm, visibleItems } from './conditions.ts';
import {
  CHILD_HEALTH,
  CHILD_NO_SIGN,
  CHILD_VISIT_AGES,
  childVisitAge,
  childVisitLabel,
} from './scales/index.ts';
import { scoreAnswers } from './score.ts';
import type { Answers } from './types.ts';
import { validateAnswers } from './validate.ts';

const form = compileForm(CHILD_HEALTH);
const shown = (answers: Answers) =>
  form.items.filter((_, i) => visibleItems(form, answers)[i]).map((item) => item.key);

describe('the visit age of a child (0～6岁儿童健康管理服务规范)', () => {
  it('is the latest visit age reached', () => {
    expect(childVisitAge(null)).toBeNull();
    expect(childVisitAge(0)).toBeNull();
    expect(childVisitAge(2)).toBeNull();
    expect(childVisitAge(3)).toBe(3);
    expect(childVisitAge(7)).toBe(6);
    expect(childVisitAge(11)).toBe(8);
    expect(childVisitAge(12)).toBe(12);
    expect(childVisitAge(35)).toBe(30);
    expect(childVisitAge(36)).toBe(36);
    expect(childVisitAge(83)).toBe(72);
    expect(childVisitAge(84)).toBeNull();
  });
  it('is labelled in months to 30 months, then in years', () => {
    expect(CHILD_VISIT_AGES.map(childVisitLabel)).toEqual([
      '3月龄',
      '6月龄',
      '8月龄',
      '12月龄',
      '18月龄',
      '24月龄',
      '30月龄',
      '3岁',
      '4岁',
      '5岁',
      '6岁',
    ]);
  });
});

describe('children health inquiry: items by age', () => {
  it('asks feeding to 8 months, outdoor time and vitamin D to 30 months, illness always', () => {
    expect(shown({ age: 6 })).toEqual(['age', 'feeding', 'outdoor', 'vitaminD', 'illness', 'warn6']);
    expect(shown({ age: 12 })).toEqual(['age', 'outdoor', 'vitaminD', 'illness', 'warn12']);
    expect(shown({ age: 30 })).toEqual(['age', 'outdoor', 'vitaminD', 'illness', 'warn30']);
    expect(shown({ age: 36 })).toEqual(['age', 'illness', 'warn36']);
    expect(shown({ age: 72 })).toEqual(['age', 'illness', 'warn72']);
  });
  it('shows only the warning signs of the chosen age, with four signs each', () => {
    for (const age of CHILD_VISIT_AGES) {
      const warn = shown({ age }).filter((k) => k.startsWith('warn'));
      expect(warn).toEqual([`warn${age}`]);
      const item = form.items.find((i) => i.key === `warn${age}`);
      expect(item?.options?.filter((o) => o.score === 1)).toHaveLength(4);
    }
    expect(shown({})).toEqual(['age', 'illness']);
  });
  it('asks the other illness only when 其他 is ticked, and drops it when cleared', () => {
    expect(shown({ age: 36, illness: [1, 4] })).toContain('illnessOther');
    expect(shown({ age: 36, illness: [1] })).not.toContain('illnessOther');
    expect(shown({ age: 36, illness: [] })).not.toContain('illnessOther');
  });
});

describe('children health inquiry: validation and the referral band', () => {
  const base = { age: 12, outdoor: 2, vitaminD: 400, illness: [0] };
  it('requires the warning signs of the age (a list, not empty)', () => {
    expect(validateAnswers(form, base)?.msg).toBe('发育评估孩子（12月龄）是否有以下情况（可多选）不能为空');
    expect(validateAnswers(form, { ...base, warn12: [] })?.key).toBe('warn12');
    expect(validateAnswers(form, { ...base, warn12: [CHILD_NO_SIGN] })).toBeNull();
  });
  it('requires vitamin D in bounds at 12 months and not at 3 years', () => {
    expect(validateAnswers(form, { ...base, vitaminD: 2500, warn12: [0] })?.key).toBe('vitaminD');
    expect(validateAnswers(form, { age: 36, illness: [0], warn36: [0] })).toBeNull();
  });
  it('no sign is the normal band; any one sign is the referral band', () => {
    expect(scoreAnswers(form, { ...base, warn12: [CHILD_NO_SIGN] })?.band?.level).toBe('未见发育预警征象');
    const one = scoreAnswers(form, { ...base, warn12: [2] });
    expect(one?.total).toBe(1);
    expect(one?.band?.level).toBe('有发育预警征象');
    expect(one?.band?.tone).toBe('abnormal');
    expect(scoreAnswers(form, { ...base, warn12: [1, 2, 3, 4] })?.total).toBe(4);
  });
  it('signs answered for another age do not count once the age changes', () => {
    expect(scoreAnswers(form, { ...base, warn6: [1, 2], warn12: [0] })?.total).toBe(0);
  });
});
