import { describe, expect, it } from 'vitest';
import { questionnaireDefinitionSchema } from '../schemas/questionnaire.ts';
import { HEALTH_SURVEY } from './scales/health.ts';
import { type FormItem, ITEM_TYPE, type QuestionnaireDefinition } from './types.ts';
import { validateAnswers } from './validate.ts';

const TODAY = new Date('2026-06-15T04:00:00Z');
const ok = {
  name: '张三',
  birthday: '1949-12-31',
  tel: '13800000001',
  smoke: 0,
  exercise: 1,
  chronic: ['none'],
  selfRated: 7,
};
const check = (answers: Record<string, unknown>) =>
  validateAnswers(HEALTH_SURVEY, answers as never, TODAY)?.msg ?? null;

describe('validation of spec 1 section 5, messages verbatim', () => {
  it('accepts a complete form', () => {
    expect(check(ok)).toBeNull();
  });
  it('a visible required item left empty reads [section title]+content+不能为空', () => {
    expect(check({ ...ok, name: '' })).toBe('基本信息姓名不能为空');
    expect(check({ ...ok, name: '   ' })).toBe('基本信息姓名不能为空');
    expect(check({ ...ok, selfRated: undefined })).toBe('健康状况您给自己的健康状况打几分不能为空');
  });
  it('reports the first empty item in order', () => {
    expect(check({})).toBe('基本信息姓名不能为空');
  });
  it('multi-value types need a non-empty list', () => {
    expect(check({ ...ok, chronic: [] })).toBe('健康状况已确诊的慢性病不能为空');
  });
  it('a required item hidden by its condition is not required', () => {
    expect(check({ ...ok, smoke: 0 })).toBeNull();
    expect(check({ ...ok, smoke: 1 })).toBe('生活方式每天吸烟量不能为空');
    expect(check({ ...ok, chronic: ['htn'] })).toBe('健康状况是否规律服用降压药不能为空');
  });
  it('ID number and phone rules of the spec', () => {
    expect(check({ ...ok, idcard: '110105194912310021' })).toBe('请输入正确的身份证号');
    expect(check({ ...ok, idcard: '110105203001010028' })).toBe('生日不能晚于今天');
    expect(check({ ...ok, idcard: '11010519491231002X' })).toBeNull();
    expect(check({ ...ok, tel: '12800000001' })).toBe('请输入正确的手机号');
    expect(check({ ...ok, tel: '+8613800000001' })).toBeNull();
  });
  it('a birthday after today: 生日不能晚于今天', () => {
    expect(check({ ...ok, birthday: '2026-06-16' })).toBe('生日不能晚于今天');
    expect(check({ ...ok, birthday: '2026-06-15' })).toBeNull();
    expect(check({ ...ok, birthday: '2026-02-30' })).toBe('生日格式有误');
  });
  it('numbers: numeric, with bounds and unit', () => {
    expect(check({ ...ok, smoke: 1, cigarettes: 'abc' })).toBe('每天吸烟量须为数字');
    expect(check({ ...ok, smoke: 1, cigarettes: 0 })).toBe('每天吸烟量不能小于1支');
    expect(check({ ...ok, smoke: 1, cigarettes: 101 })).toBe('每天吸烟量不能大于100支');
    expect(check({ ...ok, weight: 301 })).toBe('体重不能大于300kg');
  });
  it('choices must be options; scales on their steps; matrix rows and options', () => {
    expect(check({ ...ok, smoke: 7 })).toBe('是否吸烟选项有误');
    expect(check({ ...ok, chronic: ['htn', 'htn'] })).toBe('已确诊的慢性病选项有误');
    expect(check({ ...ok, selfRated: 7.5 })).toBe('您给自己的健康状况打几分格式有误');
    expect(check({ ...ok, selfRated: 11 })).toBe('您给自己的健康状况打几分不能大于10');
    expect(check({ ...ok, symptoms: { dizzy: 1, nose: 0 } })).toBe('近一个月以下症状出现的频率选项有误');
    expect(check({ ...ok, symptoms: { dizzy: 1 } })).toBeNull();
  });
  it('types above 90 are never validated, even required', () => {
    const d: QuestionnaireDefinition = {
      code: 'x',
      name: 'x',
      group: 'g',
      sections: [{ title: 'A', items: [{ key: 'n', type: 91, require: true, content: '说明' }] }],
    };
    expect(validateAnswers(d, {})).toBeNull();
  });
  it('a required matrix needs every row', () => {
    const d: QuestionnaireDefinition = {
      code: 'x',
      name: 'x',
      group: 'g',
      sections: [
        {
          title: '症状',
          items: [
            {
              key: 'm',
              type: ITEM_TYPE.matrix,
              require: true,
              content: '频率',
              rows: [
                { key: 'a', label: 'A' },
                { key: 'b', label: 'B' },
              ],
              options: [
                { label: '无', value: 0 },
                { label: '有', value: 1 },
              ],
            },
          ],
        },
      ],
    };
    expect(validateAnswers(d, { m: { a: 1 } })?.msg).toBe('症状频率不能为空');
    expect(validateAnswers(d, { m: { a: 1, b: 0 } })).toBeNull();
  });
});

describe('definition schema', () => {
  it('accepts the built-in survey and refuses a condition on a later item', () => {
    expect(questionnaireDefinitionSchema.safeParse(HEALTH_SURVEY).success).toBe(true);
    const bad = structuredClone(HEALTH_SURVEY);
    const first = bad.sections[0]?.items[0] as FormItem;
    first.showIf = { key: 'smoke', op: '=', value: 1 };
    expect(questionnaireDefinitionSchema.safeParse(bad).success).toBe(false);
  });
});

describe('speed', () => {
  it('validates a 200-item definition in well under 10 ms', () => {
    const items: FormItem[] = [];
    const answers: Record<string, unknown> = {};
    for (let i = 0; i < 200; i++) {
      const type = [ITEM_TYPE.single, ITEM_TYPE.multi, ITEM_TYPE.number, ITEM_TYPE.text, ITEM_TYPE.date][
        i % 5
      ] as number;
      items.push({
        key: `k${i}`,
        type,
        require: true,
        content: `题目${i}`,
        options: [
          { label: 'a', value: 1 },
          { label: 'b', value: 2 },
        ],
        min: 0,
        max: 100,
        ...(i > 0
          ? {
              showIf: {
                any: [
                  { key: `k${i - 1}`, op: 'exists' as const },
                  { key: 'k0', op: '=' as const, value: 1 },
                ],
              },
            }
          : {}),
      });
      answers[`k${i}`] = [1, [1, 2], 50, '文字', '2020-01-01'][i % 5];
    }
    const d: QuestionnaireDefinition = {
      code: 'big',
      name: 'big',
      group: 'g',
      sections: [{ title: 'S', items }],
    };
    expect(validateAnswers(d, answers as never)).toBeNull();
    const runs = 50;
    const start = performance.now();
    for (let r = 0; r < runs; r++) validateAnswers(d, answers as never);
    const perRun = (performance.now() - start) / runs;
    expect(perRun).toBeLessThan(2);
  });
});
