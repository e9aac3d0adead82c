import { describe, expect, it } from 'vitest';
import { TaskMemory } from '../../src/realtime/task-memory.ts';

const ok = Promise.resolve({ ok: true as const });

describe('task id memory', () => {
  it('forgets the oldest id beyond its size', () => {
    const memory = new TaskMemory(2, 60_000);
    memory.remember('a', ok, 0);
    memory.remember('b', ok, 1);
    memory.remember('c', ok, 2);
    expect(memory.get('a', 3)).toBeNull();
    expect(memory.get('b', 3)).toBe(ok);
    expect(memory.get('c', 3)).toBe(ok);
  });

  it('forgets ids older than its age and reports when empty', () => {
    const memory = new TaskMemory(10, 1000);
    memory.remember('a', ok, 0);
    expect(memory.get('a', 1000)).toBe(ok);
    expect(memory.prune(500)).toBe(false);
    expect(memory.get('a', 1001)).toBeNull();
    memory.remember('b', ok, 0);
    expect(memory.prune(2000)).toBe(true);
  });
});
