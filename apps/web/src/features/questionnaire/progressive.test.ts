import { describe, expect, it } from 'vitest';
import { chunkOf, FIRST_ITEMS, ITEM_CHUNK, limitShowing, nextLimit } from './progressive.ts';

describe('progressive rendering of a long questionnaire', () => {
  it('grows by one chunk until every item is rendered, then stops', () => {
    const total = 200;
    let limit = FIRST_ITEMS;
    let renders = 1;
    for (let next = nextLimit(limit, total); next !== null; next = nextLimit(limit, total)) {
      expect(next - limit).toBeLessThanOrEqual(ITEM_CHUNK);
      expect(next).toBeGreaterThan(limit);
      limit = next;
      renders++;
    }
    expect(limit).toBe(total);
    expect(renders).toBe(1 + Math.ceil((total - FIRST_ITEMS) / ITEM_CHUNK));
  });

  it('a short form renders whole at once', () => {
    const total = FIRST_ITEMS - 1;
    expect(nextLimit(Math.min(total, FIRST_ITEMS), total)).toBeNull();
  });

  it('renders far enough to show the item a validation error points at', () => {
    expect(limitShowing(3, 8, 200)).toBe(8);
    expect(limitShowing(undefined, 8, 200)).toBe(8);
    expect(limitShowing(150, 8, 200)).toBeGreaterThan(150);
    expect(limitShowing(199, 8, 200)).toBe(200);
  });

  it('puts the items of each later render in one slot of their own', () => {
    const total = 200;
    for (
      let limit = FIRST_ITEMS, next = nextLimit(limit, total);
      next !== null;
      limit = next, next = nextLimit(limit, total)
    ) {
      const slots = new Set<number>();
      for (let i = limit; i < next; i++) slots.add(chunkOf(i));
      expect([...slots]).toEqual([chunkOf(limit)]);
      expect(chunkOf(limit)).toBe(chunkOf(limit - 1) + 1);
    }
  });
});
