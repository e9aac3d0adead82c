import { describe, expect, it, vi } from 'vitest';
import { createAnswerStore, sameVisibility } from './answer-store.ts';

describe('answer store', () => {
  it('tells only the subscribers of the changed key, and stops after unsubscribe', () => {
    const store = createAnswerStore({ a: 1 });
    const onA = vi.fn();
    const onB = vi.fn();
    const stopA = store.subscribe('a', onA);
    store.subscribe('b', onB);
    store.set({ a: 2 }, 'a');
    expect(store.answers()).toEqual({ a: 2 });
    expect(onA).toHaveBeenCalledTimes(1);
    expect(onB).not.toHaveBeenCalled();
    stopA();
    store.set({ a: 3 }, 'a');
    expect(onA).toHaveBeenCalledTimes(1);
  });

  it('compares visibility passes item by item', () => {
    expect(sameVisibility([true, false], [true, false])).toBe(true);
    expect(sameVisibility([true, false], [true, true])).toBe(false);
    expect(sameVisibility([true], [true, true])).toBe(false);
  });
});
