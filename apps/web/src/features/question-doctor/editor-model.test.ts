import { definitionProblem, ITEM_TYPE, PHQ9 } from '@kanghu/shared';
import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  earlierItems,
  emptyState,
  move,
  newItem,
  nextKey,
  previewOf,
  removeItem,
  scoreRange,
  stateOf,
  withType,
} from './editor-model.ts';

describe('questionnaire editor model', () => {
  it('builds a 3-item definition with a condition that passes the engine checks', () => {
    const s = emptyState();
    s.name = '睡眠问卷';
    const q1 = newItem(nextKey(s), ITEM_TYPE.single);
    q1.content = '最近睡得好吗';
    s.sections[0]?.items.push(q1);
    const q2 = newItem(nextKey(s), ITEM_TYPE.text);
    q2.content = '哪里不好';
    q2.showIf = { key: 'q1', op: '=', value: 1 };
    s.sections[0]?.items.push(q2);
    s.sections[0]?.items.push({ ...newItem(nextKey(s), ITEM_TYPE.number), content: '睡几小时' });
    expect(s.sections[0]?.items.map((i) => i.key)).toEqual(['q1', 'q2', 'q3']);
    expect(definitionProblem(previewOf(s))).toBeNull();
    expect(earlierItems(s, 'q3').map((i) => i.key)).toEqual(['q1', 'q2']);
    const body = bodyOf(s);
    expect(body).not.toHaveProperty('scoring');
    expect(body.sections[0]?.items[1]?.showIf).toEqual({ key: 'q1', op: '=', value: 1 });
  });

  it('removing an item drops the conditions that looked at it; moving reorders', () => {
    const s = emptyState();
    s.sections[0]?.items.push(newItem('q1', 3), { ...newItem('q2', 1), showIf: { key: 'q1', op: 'exists' } });
    const out = removeItem(s, 'q1');
    expect(out.sections[0]?.items).toHaveLength(1);
    expect(out.sections[0]?.items[0]?.showIf).toBeUndefined();
    expect(move(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });

  it('changing the type keeps text and condition, adds what the type needs', () => {
    const item = {
      ...newItem('q2', ITEM_TYPE.single),
      content: '评分',
      showIf: { key: 'q1', op: 'exists' as const },
    };
    const scale = withType(item, ITEM_TYPE.scale);
    expect(scale).toMatchObject({ content: '评分', min: 0, max: 10, showIf: { key: 'q1', op: 'exists' } });
    expect(scale.options).toBeUndefined();
    expect(withType(item, ITEM_TYPE.note).require).toBeUndefined();
    expect(withType(item, ITEM_TYPE.matrix).rows).toHaveLength(1);
  });

  it('the score range of PHQ-9 is 0-27; a copy is renamed', () => {
    const s = stateOf(PHQ9, true);
    expect(s.name).toBe(`${PHQ9.name}（副本）`);
    expect(scoreRange(s)).toEqual({ min: 0, max: 27 });
    expect(bodyOf(s).scoring?.bands).toHaveLength(PHQ9.scoring?.bands.length ?? 0);
  });
});
