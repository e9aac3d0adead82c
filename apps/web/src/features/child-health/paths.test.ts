import type { PatientView } from '@kanghu/shared';
import { describe, expect, it } from 'vitest';
import { flowOf, flowResultPath } from '../questionnaire/paths.ts';
import { ageText, infoPath, isYoungChild } from './paths.ts';

const person = (birthday: string | null, isChild = false): PatientView => ({
  id: 1,
  name: '测试',
  idcard: null,
  tel: null,
  sex: 1,
  birthday,
  relation: 'child',
  photo: null,
  isChild,
});

describe('children of the inquiry', () => {
  const now = new Date('2026-11-25T04:00:00Z');
  it('are under 7 by the birthday, or marked as children without one', () => {
    expect(isYoungChild(person('2024-10-03'), now)).toBe(true);
    expect(isYoungChild(person('2019-11-26'), now)).toBe(true);
    expect(isYoungChild(person('2019-11-25'), now)).toBe(false);
    expect(isYoungChild(person(null, true), now)).toBe(true);
    expect(isYoungChild(person(null, false), now)).toBe(false);
  });
  it('have their age said as parents say it', () => {
    expect(ageText(null)).toBe('年龄未知');
    expect(ageText(8)).toBe('8个月');
    expect(ageText(24)).toBe('2岁');
    expect(ageText(25)).toBe('2岁1个月');
  });
  it('open the form or a record by row ids only', () => {
    expect(infoPath(7)).toBe('/health/user/baby/question/info?patientId=7');
    expect(infoPath(7, 9)).toBe('/health/user/baby/question/info?patientId=7&recordId=9');
  });
});

describe('a questionnaire flow named in the query', () => {
  it('is one of the fixed list, never a path from outside', () => {
    expect(flowOf('fzjjh')).toBe('fzjjh');
    expect(flowResultPath('fzjjh', 3)).toBe('/app/fzjjh/question/result?recordId=3');
    for (const bad of [null, '', 'https://evil.example', '//evil', 'toString', '__proto__'])
      expect(flowOf(bad)).toBeNull();
  });
});
