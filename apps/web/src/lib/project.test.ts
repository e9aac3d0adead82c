import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../test/fakes.ts';
import { DEFAULT_PROJECT, resolveProjectKey } from './project.ts';
import { createStorage, STORAGE_KEYS } from './storage.ts';

describe('resolveProjectKey', () => {
  it('takes the URL project, then platformName, then the stored project, then the default', () => {
    const storage = createStorage({ local: new MemoryStore() });
    expect(resolveProjectKey('', storage)).toBe(DEFAULT_PROJECT);
    storage.set(STORAGE_KEYS.project, 'yzh-yuhang');
    expect(resolveProjectKey('', storage)).toBe('yzh-yuhang');
    expect(resolveProjectKey('?platformName=acc', storage)).toBe('acc');
    expect(resolveProjectKey('?project=sjtu&platformName=acc', storage)).toBe('sjtu');
  });

  it('ignores a malformed project name', () => {
    const storage = createStorage({ local: new MemoryStore() });
    expect(resolveProjectKey('?project=%3Cscript%3E', storage)).toBe(DEFAULT_PROJECT);
  });
});
