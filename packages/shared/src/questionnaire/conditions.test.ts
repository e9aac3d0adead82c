import { describe, expect, it } from 'vitest';
import { compileForm, defaultAnswers, keptAnswers, meets, visibleItems } from './conditions.ts';
import {
  type Condition,
  type ConditionOp,
  type FormItem,
  ITEM_TYPE,
  type QuestionnaireDefinition,
} from './types.ts';

const item = (type: number, extra: Partial<FormItem> = {}): FormItem => ({
  key: 'x',
  type,
  content: 'x',
  ...extra,
});

const num = item(ITEM_TYPE.number);
const scale = item(ITEM_TYPE.scale, { min: 0, max: 10 });
const date = item(ITEM_TYPE.date);
const text = item(ITEM_TYPE.text);
const single = item(ITEM_TYPE.single, {
  options: [
    { label: 'a', value: 'a' },
    { label: 'b', value: 'b' },
  ],
});
const singleNum = item(ITEM_TYPE.single, {
  options: [
    { label: '0', value: 0 },
    { label: '2', value: 2 },
  ],
});
const multi = item(ITEM_TYPE.multi);
const multiSelect = item(ITEM_TYPE.multiSelect);
const image = item(ITEM_TYPE.image);
const textarea = item(ITEM_TYPE.textarea);
const phone = item(ITEM_TYPE.phone);
const idcard = item(ITEM_TYPE.idcard);
const matrix = item(ITEM_TYPE.matrix);

type Case = [FormItem, unknown, ConditionOp, string | number | undefined, boolean];

describe('condition operators on every type', () => {
  const cases: Case[] = [
    // numbers (also numeric text from an input box)
    [num, 5, 'exists', undefined, true],
    [num, 5, '=', 5, true],
    [num, '5', '=', 5, true],
    [num, 5, '!=', 5, false],
    [num, 5, '!=', 4, true],
    [num, 5, '>', 4, true],
    [num, 5, '>', 5, false],
    [num, 10, '>', 9, true], // numerically, not as text
    [num, 5, '<', 6, true],
    [num, 5, '<', 5, false],
    [num, 5, '>=', 5, true],
    [num, 4, '>=', 5, false],
    [num, 5, '<=', 5, true],
    [num, 6, '<=', 5, false],
    [scale, 3, '>=', 3, true],
    [scale, 0, 'exists', undefined, true],
    // dates
    [date, '2026-03-01', 'exists', undefined, true],
    [date, '2026-03-01', '=', '2026-03-01', true],
    [date, '2026-03-01', '!=', '2026-03-02', true],
    [date, '2026-03-01', '>', '2026-02-28', true],
    [date, '2026-03-01', '<', '2026-02-28', false],
    [date, '2026-03-01', '>=', '2026-03-01', true],
    [date, '2025-12-31', '<=', '2026-01-01', true],
    [date, '2026-03-01', '>', 5, false], // a date never compares with a number
    // strings
    [text, 'abc', 'exists', undefined, true],
    [text, '  ', 'exists', undefined, false],
    [text, 'abc', '=', 'abc', true],
    [text, 'abc', '!=', 'abd', true],
    [text, 'b', '>', 'a', true],
    [text, 'a', '<', 'b', true],
    [text, 'b', '>=', 'b', true],
    [text, 'b', '<=', 'a', false],
    // single choice
    [single, 'a', '=', 'a', true],
    [single, 'a', '!=', 'a', false],
    [singleNum, 2, '>', 0, true],
    [singleNum, 0, '<=', 0, true],
    // multi-select: = contains, != does not contain, ordering compares the count
    [multi, ['a', 'b'], 'exists', undefined, true],
    [multi, ['a', 'b'], '=', 'a', true],
    [multi, ['a', 'b'], '=', 'c', false],
    [multi, ['a', 'b'], '!=', 'c', true],
    [multi, ['a', 'b'], '!=', 'a', false],
    [multi, ['a', 'b'], '>', 1, true],
    [multi, ['a', 'b'], '<', 2, false],
    [multi, ['a', 'b'], '>=', 2, true],
    [multi, ['a'], '<=', 1, true],
    // the other multi-value types behave as multi choice
    [multiSelect, ['x', 'y'], '=', 'y', true],
    [multiSelect, ['x'], '!=', 'y', true],
    [multiSelect, ['x', 'y', 'z'], '>=', 3, true],
    [multiSelect, [], 'exists', undefined, false],
    [image, ['/api/files/a/1.png'], 'exists', undefined, true],
    [image, ['/a.png', '/b.png'], '>', 1, true],
    [image, [], '<=', 0, false],
    // text-like types compare as text
    [textarea, '多行\n文字', 'exists', undefined, true],
    [textarea, 'abc', '=', 'abc', true],
    [phone, '13800000001', '=', '13800000001', true],
    [phone, '13800000001', '!=', '13900000001', true],
    [idcard, '11010519491231002X', 'exists', undefined, true],
    [idcard, '11010519491231002X', '=', '11010519491231002X', true],
    // a matrix answers only exists (its rows are not one value)
    [matrix, { a: 1 }, 'exists', undefined, true],
    [matrix, {}, 'exists', undefined, false],
    [matrix, { a: 1 }, '=', 1, false],
    // unanswered and cleared multi-select: only exists answers, and it says no
    [multi, [], 'exists', undefined, false],
    [multi, [], '=', 'a', false],
    [multi, [], '!=', 'a', false],
    [multi, [], '<', 1, false],
    [num, undefined, 'exists', undefined, false],
    [num, null, '!=', 3, false],
    [date, '', '<', '2026-01-01', false],
    [text, undefined, '=', '', false],
  ];
  it.each(cases)('%#: %o %s %s %s → %s', (it_, value, op, expected, result) => {
    expect(meets(it_, value as never, op, expected)).toBe(result);
  });
});

const def = (items: FormItem[]): QuestionnaireDefinition => ({
  code: 't',
  name: 't',
  group: 'g',
  sections: [{ title: 'S', items }],
});

describe('visibility', () => {
  const when = (c: Condition) => c;
  const d = def([
    {
      key: 'smoke',
      type: ITEM_TYPE.single,
      content: '吸烟',
      options: [
        { label: '是', value: 1 },
        { label: '否', value: 0 },
      ],
    },
    {
      key: 'amount',
      type: ITEM_TYPE.number,
      content: '量',
      showIf: when({ key: 'smoke', op: '=', value: 1 }),
    },
    {
      key: 'heavy',
      type: ITEM_TYPE.text,
      content: '重度',
      showIf: when({ key: 'amount', op: '>=', value: 20 }),
    },
    {
      key: 'diseases',
      type: ITEM_TYPE.multi,
      content: '病',
      options: [
        { label: 'a', value: 'htn' },
        { label: 'b', value: 'dm' },
      ],
    },
    {
      key: 'either',
      type: ITEM_TYPE.text,
      content: 'e',
      showIf: {
        any: [
          { key: 'diseases', op: '=', value: 'htn' },
          { key: 'smoke', op: '=', value: 1 },
        ],
      },
    },
    {
      key: 'both',
      type: ITEM_TYPE.text,
      content: 'b',
      showIf: {
        all: [
          { key: 'diseases', op: '=', value: 'htn' },
          { key: 'diseases', op: '=', value: 'dm' },
        ],
      },
    },
    { key: 'hidden', type: ITEM_TYPE.text, content: 'h', visible: false },
  ]);
  const form = compileForm(d);
  const shown = (answers: Record<string, unknown>) =>
    form.items.filter((_, i) => visibleItems(form, answers as never)[i]).map((x) => x.key);

  it('shows an item when an earlier answer meets its condition, and cascades hiding', () => {
    expect(shown({})).toEqual(['smoke', 'diseases']);
    expect(shown({ smoke: 1, amount: 25 })).toEqual(['smoke', 'amount', 'heavy', 'diseases', 'either']);
    // Changing the first answer hides amount, and so heavy, although amount still has a value.
    expect(shown({ smoke: 0, amount: 25 })).toEqual(['smoke', 'diseases']);
  });
  it('any/all over a multi-select, also after clearing it', () => {
    expect(shown({ diseases: ['htn'] })).toEqual(['smoke', 'diseases', 'either']);
    expect(shown({ diseases: ['htn', 'dm'] })).toEqual(['smoke', 'diseases', 'either', 'both']);
    expect(shown({ diseases: [] })).toEqual(['smoke', 'diseases']);
  });
  it('keeps only answers of visible items', () => {
    expect(keptAnswers(form, { smoke: 0, amount: 25, hidden: 'x', diseases: [] })).toEqual({ smoke: 0 });
  });
});

describe('defaults', () => {
  it("a new form starts from the items' values (display items left out)", () => {
    const form = compileForm(
      def([
        { key: 'a', type: ITEM_TYPE.number, content: 'a', value: 3 },
        { key: 'b', type: ITEM_TYPE.multi, content: 'b', value: [] },
        { key: 'c', type: 91, content: 'c', value: 'x' },
      ]),
    );
    expect(defaultAnswers(form)).toEqual({ a: 3 });
  });
});
