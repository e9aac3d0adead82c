import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchStorage } from './storage-sync.ts';

function fakeWindow() {
  const listeners = new Set<(e: { key: string | null }) => void>();
  return {
    addEventListener: (_t: 'storage', l: (e: { key: string | null }) => void) => listeners.add(l),
    removeEventListener: (_t: 'storage', l: (e: { key: string | null }) => void) => listeners.delete(l),
    fire: (key: string | null) => {
      for (const l of listeners) l({ key });
    },
    count: () => listeners.size,
  };
}

describe('storage-change handler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once, 100 ms after a burst of changes to a watched key settles', () => {
    const win = fakeWindow();
    const onChange = vi.fn();
    watchStorage(win, (k) => k === 'demo_Authorization', onChange);
    win.fire('demo_Authorization');
    vi.advanceTimersByTime(60);
    win.fire('demo_Authorization');
    vi.advanceTimersByTime(99);
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('ignores other keys, reacts to a full clear, and stops when asked', () => {
    const win = fakeWindow();
    const onChange = vi.fn();
    const stop = watchStorage(win, (k) => k === 'demo_Authorization', onChange);
    win.fire('other');
    vi.advanceTimersByTime(200);
    expect(onChange).not.toHaveBeenCalled();
    win.fire(null);
    vi.advanceTimersByTime(100);
    expect(onChange).toHaveBeenCalledTimes(1);
    stop();
    expect(win.count()).toBe(0);
  });
});
