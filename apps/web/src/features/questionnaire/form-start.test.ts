import { compileForm, defaultAnswers, type QuestionnaireDefinition, visibleItems } from '@kanghu/shared';
import { describe, expect, it } from 'vitest';
import { formStart, visibleOf } from './form-start.ts';

const definition = {
  code: 't',
  name: '测试',
  sections: [
    {
      title: '一',
      items: [
        { key: 'a', type: 3, content: '甲', options: [{ label: '是', value: 1 }], value: 1 },
        { key: 'b', type: 1, content: '乙', showIf: { key: 'a', op: '=', value: 1 } },
        { key: 'c', type: 1, content: '丙', showIf: { key: 'b', op: 'exists' } },
      ],
    },
  ],
} as unknown as QuestionnaireDefinition;

describe('a questionnaire form prepared before its first render', () => {
  it('answers the engine own compiled form, default answers and visibility, once per definition', () => {
    const { form, start } = formStart(definition);
    expect(form).toBe(compileForm(definition));
    expect(start.answers).toEqual(defaultAnswers(form));
    expect(start.visible).toEqual(visibleItems(form, defaultAnswers(form)));
    expect(formStart(definition).start).toBe(start);
  });

  it('answers the engine visibility for any other answers', () => {
    const { form, start } = formStart(definition);
    expect(visibleOf(form, start.answers)).toBe(start.visible);
    const typed = { ...start.answers, b: 'x' };
    expect(visibleOf(form, typed)).toEqual(visibleItems(form, typed));
    expect(visibleOf(form, typed)).toEqual([true, true, true]);
    expect(visibleOf(form, {})).toEqual([true, false, false]);
  });
});
