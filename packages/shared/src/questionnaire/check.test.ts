import { describe, expect, it } from 'vitest';
import { questionDefinitionBody } from '../schemas/questionnaire.ts';
import { definitionProblem, definitionProblems } from './check.ts';
import { BUILT_IN_QUESTIONNAIRES } from './scales/index.ts';
import type { QuestionnaireDefinition } from './types.ts';

const base = (): QuestionnaireDefinition => ({
  code: 'x',
  name: '睡眠问卷',
  group: '自定义问卷',
  sections: [
    {
      title: '睡眠',
      items: [
        {
          key: 'q1',
          type: 3,
          content: '最近睡得好吗',
          options: [
            { label: '好', value: 1, score: 0 },
            { label: '不好', value: 2, score: 2 },
          ],
        },
        { key: 'q2', type: 2, content: '哪里不好', showIf: { key: 'q1', op: '=', value: 2 } },
      ],
    },
  ],
  scoring: {
    method: 'sum',
    min: 0,
    max: 2,
    bands: [
      { min: 0, max: 0, level: '正常', text: '', advice: '', tone: 'normal' },
      { min: 1, max: 2, level: '关注', text: '', advice: '', tone: 'attention' },
    ],
  },
});

describe('definitionProblems', () => {
  it('accepts a consistent definition and every built-in scale', () => {
    expect(definitionProblems(base())).toEqual([]);
    for (const d of BUILT_IN_QUESTIONNAIRES) expect([d.code, definitionProblems(d)]).toEqual([d.code, []]);
  });

  it('refuses a condition on a later or unknown item', () => {
    const d = base();
    const [first, second] = d.sections[0]?.items ?? [];
    if (!first || !second) throw new Error('fixture');
    d.sections[0] = {
      title: '睡眠',
      items: [{ ...second, showIf: { key: 'q1', op: '=', value: 2 } }, first],
    };
    expect(definitionProblem(d)).toBe('第1题的显示条件须引用它之前的题目（q1）');
    const e = base();
    const item = e.sections[0]?.items[1];
    if (item)
      item.showIf = {
        any: [
          { key: 'q1', op: 'exists' },
          { key: 'nope', op: 'exists' },
        ],
      };
    expect(definitionProblem(e)).toBe('第2题的显示条件须引用它之前的题目（nope）');
  });

  it('refuses overlapping or inverted bands', () => {
    const d = base();
    const b = d.scoring?.bands[1];
    if (b) b.min = 0;
    expect(definitionProblem(d)).toBe('分段“正常”与“关注”的分数范围重叠');
    const e = base();
    const c = e.scoring?.bands[0];
    if (c) c.max = -1;
    expect(definitionProblem(e)).toBe('分段“正常”的下限不能大于上限');
  });

  it('refuses unknown types, choices without options, duplicate keys and reversed bounds', () => {
    const d = base();
    const items = d.sections[0]?.items ?? [];
    items.push({ key: 'q3', type: 13, content: '新题型' });
    expect(definitionProblem(d)).toBe('第3题的题型（13）不支持');
    items[2] = { key: 'q3', type: 4, content: '多选', options: [] };
    expect(definitionProblem(d)).toBe('第3题至少需要一个选项');
    items[2] = {
      key: 'q3',
      type: 3,
      content: '单选',
      options: [
        { label: '一', value: 1 },
        { label: '二', value: 1 },
      ],
    };
    expect(definitionProblem(d)).toBe('第3题的选项值重复');
    items[2] = { key: 'q1', type: 7, content: '体重', min: 200, max: 20 };
    expect(definitionProblems(d)).toEqual(['第3题的最小值不能大于最大值', '第3题的题目标识q1重复']);
    items[2] = { key: 'q3', type: 11, content: '评分' };
    expect(definitionProblem(d)).toBe('第3题（量表滑块）须设置最小值和最大值');
    items[2] = { key: 'q3', type: 12, content: '矩阵', options: base().sections[0]?.items[0]?.options ?? [] };
    expect(definitionProblem(d)).toBe('第3题（矩阵）至少需要一行');
  });

  it('refuses scored items that do not exist', () => {
    const d = base();
    if (d.scoring) d.scoring.items = ['q9'];
    expect(definitionProblem(d)).toBe('计分题目q9不存在');
  });

  it('runs inside the body schema with Chinese messages', () => {
    const { code: _code, ...body } = base();
    expect(questionDefinitionBody.safeParse(body).success).toBe(true);
    const bad = questionDefinitionBody.safeParse({
      ...body,
      sections: [{ title: '', items: [{ key: 'a', type: 13, content: 'x' }] }],
    });
    expect(bad.error?.issues[0]?.message).toBe('第1题的题型（13）不支持');
    const big = questionDefinitionBody.safeParse({
      ...body,
      sections: [{ title: '', items: [{ key: 'a', type: 120, content: 'x' }] }],
    });
    expect(big.error?.issues[0]?.message).toBe('题型有误');
    const empty = questionDefinitionBody.safeParse({ ...body, name: ' ' });
    expect(empty.error?.issues[0]?.message).toBe('请填写问卷名称');
  });
});
