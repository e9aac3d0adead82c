import { describe, expect, it } from 'vitest';
import { createStorage } from '../../lib/storage.ts';
import { MemoryStore } from '../../test/fakes.ts';
import { applyUiStyle, readUiStyle, saveUiStyle } from './ui-style.ts';

const fakeStorage = () => createStorage({ local: new MemoryStore() });

describe('UI style per user', () => {
  it('is elder by default and remembered per project and user', () => {
    const storage = fakeStorage();
    expect(readUiStyle(storage, 'demo', 1)).toBe('elder');
    saveUiStyle(storage, 'demo', 1, 'standard');
    expect(readUiStyle(storage, 'demo', 1)).toBe('standard');
    expect(readUiStyle(storage, 'demo', 2)).toBe('elder');
    expect(readUiStyle(storage, 'other', 1)).toBe('elder');
  });

  it('ignores a stored value that is no style', () => {
    const storage = fakeStorage();
    storage.set(storage.scoped('demo', 'uiStyle_1'), 'huge');
    expect(readUiStyle(storage, 'demo', 1)).toBe('elder');
  });

  it('puts exactly one style class on the root', () => {
    const classes = new Set(['ui-elder', 'other']);
    const root = {
      classList: { add: (c: string) => void classes.add(c), remove: (c: string) => void classes.delete(c) },
    };
    applyUiStyle(root, 'standard');
    expect([...classes].sort()).toEqual(['other', 'ui-standard']);
    applyUiStyle(root, 'elder');
    expect([...classes].sort()).toEqual(['other', 'ui-elder']);
  });
});
