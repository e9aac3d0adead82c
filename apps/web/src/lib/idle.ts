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

/**
 * One after another: each queued `run` waits for its own painted frame and idle period
 * (`afterFirstPaint`) after the one before it has run, so work deferred by several parts of the
 * page lands in several short tasks, each with its render committed and painted before the next
 * starts, instead of one long one. Returns a function that takes `run` out of the queue (or
 * cancels its wait).
 */
export function createIdleQueue(host: IdleHost) {
  const waiting: Array<() => void> = [];
  let cancelCurrent: (() => void) | null = null;

  const next = (): void => {
    if (cancelCurrent) return;
    const run = waiting[0];
    if (!run) return;
    cancelCurrent = afterFirstPaint(host, () => {
      waiting.shift();
      cancelCurrent = null;
      run();
      next();
    });
  };

  return {
    add(run: () => void): () => void {
      waiting.push(run);
      next();
      return () => {
        const at = waiting.indexOf(run);
        if (at < 0) return;
        waiting.splice(at, 1);
        if (at === 0 && cancelCurrent) {
          cancelCurrent();
          cancelCurrent = null;
          next();
        }
      };
    },
  };
}
