import { describe, expect, it } from 'vitest';
import { questionnaireDefinitionSchema } from '../schemas/questionnaire.ts';
import { BUILT_IN_QUESTIONNAIRES, CAT, GAD7, MMRC, PHQ9 } from './scales/index.ts';
import { scoreAnswers } from './score.ts';
import type { QuestionnaireDefinition } from './types.ts';
import { validateAnswers } from './validate.ts';

const answersOf = (prefix: string, points: number[]) =>
  Object.fromEntries(points.map((p, i) => [`${prefix}${i + 1}`, p]));

function score(d: QuestionnaireDefinition, answers: Record<string, unknown>) {
  expect(validateAnswers(d, answers as never)).toBeNull();
  const r = scoreAnswers(d, answers as never);
  return { total: r?.total, level: r?.band?.level, flags: r?.flags };
}

describe('built-in definitions', () => {
  it.each(BUILT_IN_QUESTIONNAIRES.map((d) => [d.code, d] as const))(
    '%s passes the definition schema',
    (_, d) => {
      const r = questionnaireDefinitionSchema.safeParse(d);
      expect(r.error?.issues ?? []).toEqual([]);
    },
  );
  it('every scored definition names its published source and its bands cover min..max without gaps', () => {
    for (const d of BUILT_IN_QUESTIONNAIRES) {
      if (!d.scoring) continue;
      expect(d.source).toBeTruthy();
      const bands = d.scoring.bands;
      expect(bands[0]?.min).toBe(d.scoring.min);
      expect(bands.at(-1)?.max).toBe(d.scoring.max);
      for (let i = 1; i < bands.length; i++) expect(bands[i]?.min).toBe((bands[i - 1]?.max ?? 0) + 1);
    }
  });
});

describe('PHQ-9 (Kroenke 2001: 0-27; 5, 10, 15, 20)', () => {
  it('scores the band boundaries', () => {
    expect(score(PHQ9, answersOf('q', [0, 0, 0, 0, 0, 0, 0, 0, 0]))).toMatchObject({
      total: 0,
      level: '无或极轻微抑郁症状',
    });
    expect(score(PHQ9, answersOf('q', [1, 1, 1, 1, 0, 0, 0, 0, 0]))).toMatchObject({
      total: 4,
      level: '无或极轻微抑郁症状',
    });
    expect(score(PHQ9, answersOf('q', [1, 1, 1, 1, 1, 0, 0, 0, 0]))).toMatchObject({
      total: 5,
      level: '轻度抑郁症状',
    });
    expect(score(PHQ9, answersOf('q', [2, 2, 2, 2, 1, 0, 0, 0, 0]))).toMatchObject({
      total: 9,
      level: '轻度抑郁症状',
    });
    expect(score(PHQ9, answersOf('q', [2, 2, 2, 2, 2, 0, 0, 0, 0]))).toMatchObject({
      total: 10,
      level: '中度抑郁症状',
    });
    expect(score(PHQ9, answersOf('q', [2, 2, 2, 2, 2, 2, 2, 0, 0]))).toMatchObject({
      total: 14,
      level: '中度抑郁症状',
    });
    expect(score(PHQ9, answersOf('q', [3, 3, 3, 3, 3, 0, 0, 0, 0]))).toMatchObject({
      total: 15,
      level: '中重度抑郁症状',
    });
    expect(score(PHQ9, answersOf('q', [3, 3, 3, 3, 3, 3, 1, 0, 0]))).toMatchObject({
      total: 19,
      level: '中重度抑郁症状',
    });
    expect(score(PHQ9, answersOf('q', [3, 3, 3, 3, 3, 3, 2, 0, 0]))).toMatchObject({
      total: 20,
      level: '重度抑郁症状',
    });
    expect(score(PHQ9, answersOf('q', [3, 3, 3, 3, 3, 3, 3, 3, 3]))).toMatchObject({
      total: 27,
      level: '重度抑郁症状',
    });
  });
  it('item 10 does not count; item 9 above 0 raises the self-harm flag whatever the total', () => {
    expect(score(PHQ9, { ...answersOf('q', [1, 0, 0, 0, 0, 0, 0, 0, 0]), q10: 3 })).toMatchObject({
      total: 1,
      flags: [],
    });
    const r = score(PHQ9, answersOf('q', [0, 0, 0, 0, 0, 0, 0, 0, 1]));
    expect(r.total).toBe(1);
    expect(r.flags?.[0]).toContain('第9题');
  });
  it('a missing answer is refused with the spec message', () => {
    const a = answersOf('q', [1, 1, 1, 1, 1, 1, 1, 1]);
    expect(validateAnswers(PHQ9, a)?.msg).toBe('9. 有不如死掉或用某种方式伤害自己的念头不能为空');
  });
});

describe('GAD-7 (Spitzer 2006: 0-21; 5, 10, 15)', () => {
  it('scores the band boundaries', () => {
    expect(score(GAD7, answersOf('q', [0, 0, 0, 0, 0, 0, 0]))).toMatchObject({
      total: 0,
      level: '无或极轻微焦虑症状',
    });
    expect(score(GAD7, answersOf('q', [1, 1, 1, 1, 0, 0, 0]))).toMatchObject({
      total: 4,
      level: '无或极轻微焦虑症状',
    });
    expect(score(GAD7, answersOf('q', [1, 1, 1, 1, 1, 0, 0]))).toMatchObject({
      total: 5,
      level: '轻度焦虑症状',
    });
    expect(score(GAD7, answersOf('q', [2, 2, 2, 2, 2, 0, 0]))).toMatchObject({
      total: 10,
      level: '中度焦虑症状',
    });
    expect(score(GAD7, answersOf('q', [3, 3, 3, 3, 2, 1, 0]))).toMatchObject({
      total: 15,
      level: '重度焦虑症状',
    });
    expect(score(GAD7, answersOf('q', [3, 3, 3, 3, 3, 3, 3]))).toMatchObject({
      total: 21,
      level: '重度焦虑症状',
    });
  });
});

describe('CAT (Jones 2009; user guide bands <10, 10-20, 21-30, >30)', () => {
  it('scores 0-40 and the bands', () => {
    expect(score(CAT, answersOf('c', [0, 0, 0, 0, 0, 0, 0, 0]))).toMatchObject({
      total: 0,
      level: '轻微影响',
    });
    expect(score(CAT, answersOf('c', [2, 2, 1, 1, 1, 1, 1, 0]))).toMatchObject({
      total: 9,
      level: '轻微影响',
    });
    expect(score(CAT, answersOf('c', [2, 2, 2, 1, 1, 1, 1, 0]))).toMatchObject({
      total: 10,
      level: '中等影响',
    });
    expect(score(CAT, answersOf('c', [3, 3, 3, 3, 2, 2, 2, 2]))).toMatchObject({
      total: 20,
      level: '中等影响',
    });
    expect(score(CAT, answersOf('c', [3, 3, 3, 3, 3, 2, 2, 2]))).toMatchObject({
      total: 21,
      level: '严重影响',
    });
    expect(score(CAT, answersOf('c', [4, 4, 4, 4, 4, 4, 4, 3]))).toMatchObject({
      total: 31,
      level: '非常严重影响',
    });
    expect(score(CAT, answersOf('c', [5, 5, 5, 5, 5, 5, 5, 5]))).toMatchObject({
      total: 40,
      level: '非常严重影响',
    });
  });
  it('refuses a point outside 0-5', () => {
    expect(validateAnswers(CAT, answersOf('c', [6, 0, 0, 0, 0, 0, 0, 0]))?.msg).toBe('1. 咳嗽不能大于5');
  });
});

describe('mMRC (GOLD: 0-1 less, >=2 more breathless)', () => {
  it.each([
    [0, '呼吸困难较轻'],
    [1, '呼吸困难较轻'],
    [2, '呼吸困难较重'],
    [4, '呼吸困难较重'],
  ])('grade %i → %s', (grade, level) => {
    expect(score(MMRC, { grade })).toMatchObject({ total: grade, level });
  });
});

describe('weighted scoring', () => {
  it('multiplies each item by its weight', () => {
    const d: QuestionnaireDefinition = {
      ...MMRC,
      code: 'w',
      scoring: {
        ...(MMRC.scoring as NonNullable<QuestionnaireDefinition['scoring']>),
        method: 'weighted',
        weights: { grade: 2.5 },
        max: 10,
        bands: [{ min: 0, max: 10, level: 'x', text: '', advice: '', tone: 'normal' }],
      },
    };
    expect(scoreAnswers(d, { grade: 3 })?.total).toBe(7.5);
  });
});
