import { describe, expect, it } from 'vitest';
import { compileForm, visibleItems } from './conditions.ts';
import { SJTU_STUDY } from './scales/index.ts';
import { scoreAnswers } from './score.ts';
import {
  nextPosition,
  previousPosition,
  questionProgress,
  resumePosition,
  SJTU_QUESTION_COUNT,
  sjtuIndex,
  sjtuIntroAction,
  stepError,
} from './sjtu-flow.ts';
import type { Answers } from './types.ts';
import { validateAnswers } from './validate.ts';

const form = compileForm(SJTU_STUDY);
const keys = form.items.map((i) => i.key);

/** A never-smoking, non-drinking, active participant: every scored item at its best. */
const BEST: Answers = {
  sex: 2,
  birthYear: 1980,
  height: 162,
  weight: 55,
  smoke: 0,
  passive: 0,
  drink: 0,
  vegetables: 2,
  fruit: 2,
  salt: 0,
  sugaryDrinks: 0,
  activeDays: 3,
  activeMinutes: 40,
  sitting: 0,
  sleepHours: 1,
  insomnia: 0,
  selfRated: 0,
  chronic: ['none'],
  confirm: 1,
};

describe('the intro rule (spec 2 section 4)', () => {
  it('index 0 starts at once, 1 to 21 continue, anything else is added', () => {
    expect(sjtuIntroAction(0)).toBe('start');
    expect(sjtuIntroAction(1)).toBe('continue');
    expect(sjtuIntroAction(11)).toBe('continue');
    expect(sjtuIntroAction(21)).toBe('continue');
    expect(sjtuIntroAction(22)).toBe('added');
    expect(sjtuIntroAction(23)).toBe('added');
    expect(sjtuIntroAction(24)).toBe('added');
    expect(sjtuIntroAction(-1)).toBe('added');
    expect(sjtuIntroAction(1.5)).toBe('added');
  });

  it('the study has 23 questions in total', () => {
    expect(form.items).toHaveLength(SJTU_QUESTION_COUNT);
    expect(form.items.every((i) => i.type < 90)).toBe(true);
  });

  it('the index: 0 with nothing started, the draft progress, 23 once submitted', () => {
    expect(sjtuIndex(form, null, false)).toBe(0);
    expect(sjtuIndex(form, {}, false)).toBe(0);
    expect(sjtuIndex(form, { sex: 1, birthYear: 1970 }, true)).toBe(2);
    expect(sjtuIndex(form, null, true)).toBe(23);
    expect(sjtuIntroAction(sjtuIndex(form, null, true))).toBe('added');
  });
});

describe('progress through the questions', () => {
  it('counts questions hidden by a condition as passed', () => {
    // A never-smoker skips the cigarettes question: after `smoke` the next open one is `passive`.
    const a: Answers = { sex: 1, birthYear: 1970, height: 170, weight: 70, smoke: 0 };
    expect(questionProgress(form, a)).toBe(keys.indexOf('passive'));
    expect(nextPosition(form, a, keys.indexOf('smoke'))).toBe(keys.indexOf('passive'));
    expect(previousPosition(form, a, keys.indexOf('passive'))).toBe(keys.indexOf('smoke'));
    // A daily smoker gets it.
    const b = { ...a, smoke: 3 };
    expect(questionProgress(form, b)).toBe(keys.indexOf('cigarettes'));
    expect(nextPosition(form, b, keys.indexOf('smoke'))).toBe(keys.indexOf('cigarettes'));
  });

  it('a changed answer that opens a follow-up moves the index back to it', () => {
    const done = { ...BEST };
    expect(questionProgress(form, done)).toBe(23);
    expect(questionProgress(form, { ...done, drink: 3 })).toBe(keys.indexOf('drinkDays'));
    expect(questionProgress(form, { ...done, chronic: ['htn'] })).toBe(keys.indexOf('medication'));
  });

  it('all but the confirmation answered is index 22 (added; only the confirmation is left)', () => {
    const { confirm: _, ...rest } = BEST;
    expect(questionProgress(form, rest)).toBe(22);
    expect(resumePosition(form, rest)).toBe(22);
    expect(resumePosition(form, BEST)).toBe(22);
    expect(resumePosition(form, {})).toBe(0);
  });

  it('the step check validates the questions up to the current one only, with the form messages', () => {
    const at = keys.indexOf('height');
    expect(stepError(form, { sex: 1, birthYear: 1970 }, at)?.msg).toBe('基本情况您的身高不能为空');
    expect(stepError(form, { sex: 1, birthYear: 1970, height: 90 }, at)?.msg).toBe('您的身高不能小于100cm');
    expect(stepError(form, { sex: 1, birthYear: 1970, height: 170 }, at)).toBeNull();
    // The last step is the submit check.
    expect(stepError(form, BEST, 22)).toEqual(validateAnswers(form, BEST));
  });
});

describe('the sjtu health index (our own summary, 0-100)', () => {
  it('scores the best answers 100, 良好', () => {
    expect(validateAnswers(form, BEST)).toBeNull();
    const r = scoreAnswers(form, BEST);
    expect(r?.total).toBe(100);
    expect(r?.max).toBe(100);
    expect(r?.band?.level).toBe('良好');
  });

  it('scores the worst answers 0, 需改善; follow-up answers and basic data do not count', () => {
    const worst: Answers = {
      ...BEST,
      smoke: 3,
      cigarettes: 20,
      passive: 2,
      drink: 4,
      drinkDays: 28,
      heavy: 2,
      vegetables: 0,
      fruit: 0,
      salt: 2,
      sugaryDrinks: 2,
      activeDays: 0,
      sitting: 2,
      sleepHours: 0,
      insomnia: 2,
      selfRated: 3,
      chronic: ['htn', 'dm'],
      medication: 1,
    };
    expect(validateAnswers(form, worst)).toBeNull();
    const r = scoreAnswers(form, worst);
    expect(r?.total).toBe(0);
    expect(r?.band?.level).toBe('需改善');
    expect(r?.band?.tone).toBe('attention');
  });

  it('maps the band boundaries 49/50, 69/70, 84/85', () => {
    // A daily smoker loses 15 of 100: 85, still 良好.
    const at = (a: Answers) => scoreAnswers(form, a);
    expect(at({ ...BEST, smoke: 3, cigarettes: 10 })?.total).toBe(85);
    expect(at({ ...BEST, smoke: 3, cigarettes: 10 })?.band?.level).toBe('良好');
    // Second-hand smoke on 1-3 days loses 2 more: 83 → 较好.
    expect(at({ ...BEST, smoke: 3, cigarettes: 10, passive: 1 })?.band?.level).toBe('较好');
    // 100 - 15 (smoke) - 15 (drink daily) = 70 → 较好; - 2 more (passive) = 68 → 一般
    const seventy: Answers = { ...BEST, smoke: 3, cigarettes: 10, drink: 4, drinkDays: 30, heavy: 0 };
    expect(at(seventy)?.total).toBe(70);
    expect(at(seventy)?.band?.level).toBe('较好');
    expect(at({ ...seventy, passive: 1 })?.band?.level).toBe('一般');
    // 70 - 15 (inactive; the minutes question then hides) - 6 (salty) = 49 → 需改善; with 口味适中 52 → 一般
    const inactive: Answers = { ...seventy, activeDays: 0, activeMinutes: undefined, salt: 2 };
    expect(at(inactive)?.total).toBe(49);
    expect(at(inactive)?.band?.level).toBe('需改善');
    expect(at({ ...inactive, salt: 1 })?.total).toBe(52);
    expect(at({ ...inactive, salt: 1 })?.band?.level).toBe('一般');
  });

  it('hides the follow-up questions until their condition holds', () => {
    const shown = (a: Answers) => {
      const v = visibleItems(form, a);
      return keys.filter((_, i) => v[i]);
    };
    expect(shown(BEST)).not.toContain('cigarettes');
    expect(shown(BEST)).not.toContain('drinkDays');
    expect(shown(BEST)).not.toContain('medication');
    expect(shown({ ...BEST, drink: 1 })).not.toContain('heavy');
    expect(shown({ ...BEST, drink: 2 })).toEqual(expect.arrayContaining(['drinkDays', 'heavy']));
    expect(shown({ ...BEST, activeDays: 0 })).not.toContain('activeMinutes');
    expect(shown({ ...BEST, chronic: ['copd'] })).toContain('medication');
    expect(shown({ ...BEST, chronic: [] })).not.toContain('medication');
  });

  it('names its sources and says it is not a validated clinical score', () => {
    expect(SJTU_STUDY.source).toContain('WHO STEPS');
    expect(SJTU_STUDY.source).toContain('China Kadoorie Biobank');
    expect(SJTU_STUDY.source).toContain('不是经过验证的临床评分');
  });
});
