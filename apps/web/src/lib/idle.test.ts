import { describe, expect, it } from 'vitest';
import { afterFirstPaint, createIdleQueue, IDLE_TIMEOUT_MS, type IdleHost } from './idle.ts';

/** A window whose frames, tasks and idle periods the test runs by hand. */
function fakeHost(withIdle: boolean) {
  const queues = { frames: new Map<number, () => void>(), tasks: new Map<number, () => void>() };
  const idle = new Map<number, { run: () => void; timeout: number }>();
  let next = 0;
  const add = <T>(queue: Map<number, T>, entry: T) => {
    next += 1;
    queue.set(next, entry);
    return next;
  };
  const host: IdleHost = {
    requestAnimationFrame: (run) => add(queues.frames, run),
    cancelAnimationFrame: (id) => void queues.frames.delete(id),
    setTimeout: (run) => add(queues.tasks, run),
    clearTimeout: (id) => void queues.tasks.delete(id),
    ...(withIdle
      ? {
          requestIdleCallback: (run, options) => add(idle, { run, timeout: options.timeout }),
          cancelIdleCallback: (id) => void idle.delete(id),
        }
      : {}),
  };
  const flush = (queue: Map<number, () => void>) => {
    const due = [...queue.values()];
    queue.clear();
    for (const run of due) run();
  };
  return {
    host,
    idle,
    paint: () => flush(queues.frames),
    runTasks: () => flush(queues.tasks),
    goIdle: () => {
      const due = [...idle.values()];
      idle.clear();
      for (const entry of due) entry.run();
    },
  };
}

describe('afterFirstPaint', () => {
  it('runs once the frame is on screen (the next frame has started) and the page is idle', () => {
    const page = fakeHost(true);
    let ran = 0;
    afterFirstPaint(page.host, () => ran++);
    page.runTasks();
    page.paint();
    page.runTasks();
    expect(ran).toBe(0);
    page.paint();
    page.runTasks();
    expect(ran).toBe(0);
    expect([...page.idle.values()][0]?.timeout).toBe(IDLE_TIMEOUT_MS);
    page.goIdle();
    expect(ran).toBe(1);
  });

  it('without requestIdleCallback (Safari) runs right after that', () => {
    const page = fakeHost(false);
    let ran = 0;
    afterFirstPaint(page.host, () => ran++);
    page.paint();
    page.paint();
    expect(ran).toBe(0);
    page.runTasks();
    expect(ran).toBe(1);
  });

  it('runs nothing once cancelled, whatever step it was waiting for', () => {
    for (const steps of [0, 1, 2, 3]) {
      const page = fakeHost(true);
      let ran = 0;
      const cancel = afterFirstPaint(page.host, () => ran++);
      if (steps > 0) page.paint();
      if (steps > 1) page.paint();
      if (steps > 2) page.runTasks();
      cancel();
      page.paint();
      page.paint();
      page.runTasks();
      page.goIdle();
      expect(ran).toBe(0);
    }
  });
});

describe('createIdleQueue', () => {
  it('runs queued work one per painted frame and idle period, in order', () => {
    const page = fakeHost(true);
    const queue = createIdleQueue(page.host);
    const ran: string[] = [];
    queue.add(() => ran.push('a'));
    queue.add(() => ran.push('b'));
    const step = () => {
      page.paint();
      page.paint();
      page.runTasks();
      page.goIdle();
    };
    step();
    expect(ran).toEqual(['a']);
    step();
    expect(ran).toEqual(['a', 'b']);
    step();
    expect(ran).toEqual(['a', 'b']);
  });

  it('drops cancelled work, also the one already waiting for its frame', () => {
    const page = fakeHost(true);
    const queue = createIdleQueue(page.host);
    const ran: string[] = [];
    const cancelA = queue.add(() => ran.push('a'));
    const cancelB = queue.add(() => ran.push('b'));
    queue.add(() => ran.push('c'));
    cancelB();
    cancelA();
    page.paint();
    page.paint();
    page.runTasks();
    page.goIdle();
    expect(ran).toEqual(['c']);
  });
});
