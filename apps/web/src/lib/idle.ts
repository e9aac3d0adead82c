/** The parts of `window` that `afterFirstPaint` uses (a fake in tests). */
export interface IdleHost {
  requestAnimationFrame(run: () => void): number;
  cancelAnimationFrame(id: number): void;
  setTimeout(run: () => void, ms: number): number;
  clearTimeout(id: number): void;
  requestIdleCallback?: (run: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
}

/** The longest a busy page keeps deferred work waiting, in ms. */
export const IDLE_TIMEOUT_MS = 1000;

/**
 * Runs `run` once the frame being rendered now is on screen and the page is idle (at the latest
 * after IDLE_TIMEOUT_MS); without requestIdleCallback (Safari), right after that. The frame is
 * on screen by the next frame's start: two animation frames, then a task.
 * Returns a cancel function.
 */
export function afterFirstPaint(host: IdleHost, run: () => void): () => void {
  let cancelNext = () => {};
  const whenIdle = () => {
    if (host.requestIdleCallback && host.cancelIdleCallback) {
      const cancelIdle = host.cancelIdleCallback;
      const idle = host.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      cancelNext = () => cancelIdle(idle);
    } else {
      run();
    }
  };
  const first = host.requestAnimationFrame(() => {
    const second = host.requestAnimationFrame(() => {
      const task = host.setTimeout(whenIdle, 0);
      cancelNext = () => host.clearTimeout(task);
    });
    cancelNext = () => host.cancelAnimationFrame(second);
  });
  cancelNext = () => host.cancelAnimationFrame(first);
  return () => cancelNext();
}
