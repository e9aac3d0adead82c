import { PAGE_DIRECTION_SETTLE_MS, SWIPE_BACK_WINDOW_MS } from '@kanghu/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Clock, createDirectionTracker, type DirectionTracker, watchEdgeSwipes } from './direction.ts';

const fakeClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

describe('navigation direction (spec 3 section 9)', () => {
  let tracker: DirectionTracker;
  beforeEach(() => {
    vi.useFakeTimers();
    tracker = createDirectionTracker(0, fakeClock);
  });
  afterEach(() => {
    tracker.dispose();
    vi.useRealTimers();
  });

  it('is forward to a higher history index, back to a lower one, none on a replace', () => {
    expect(tracker.navigated(1)).toBe('forward');
    vi.advanceTimersByTime(PAGE_DIRECTION_SETTLE_MS);
    expect(tracker.navigated(2)).toBe('forward');
    vi.advanceTimersByTime(PAGE_DIRECTION_SETTLE_MS);
    expect(tracker.navigated(1)).toBe('back');
    vi.advanceTimersByTime(PAGE_DIRECTION_SETTLE_MS);
    expect(tracker.navigated(1)).toBe('none');
  });

  it('settles the index 10 ms after the last move, so a redirect right after a move keeps its direction', () => {
    expect(tracker.navigated(1)).toBe('forward');
    vi.advanceTimersByTime(PAGE_DIRECTION_SETTLE_MS - 1);
    expect(tracker.settledIndex()).toBe(0);
    // The replace that follows (a redirect) is still forward from where the burst began.
    expect(tracker.navigated(1)).toBe('forward');
    vi.advanceTimersByTime(PAGE_DIRECTION_SETTLE_MS - 1);
    expect(tracker.settledIndex()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(tracker.settledIndex()).toBe(1);
    // Settled: the same entry again is a replace.
    expect(tracker.navigated(1)).toBe('none');
  });

  it('treats a back move within 377 ms of an edge swipe as the browser swipe-back: no transition', () => {
    tracker.navigated(3);
    vi.advanceTimersByTime(1_000);
    tracker.edgeSwipe();
    vi.advanceTimersByTime(SWIPE_BACK_WINDOW_MS);
    expect(tracker.navigated(2)).toBe('none');
    vi.advanceTimersByTime(PAGE_DIRECTION_SETTLE_MS);
    expect(tracker.settledIndex()).toBe(2);
  });

  it('animates a back move that comes later than 377 ms after a swipe', () => {
    tracker.navigated(3);
    vi.advanceTimersByTime(1_000);
    tracker.edgeSwipe();
    vi.advanceTimersByTime(SWIPE_BACK_WINDOW_MS + 1);
    expect(tracker.navigated(2)).toBe('back');
  });

  it('does not hide a forward move after a swipe', () => {
    tracker.edgeSwipe();
    expect(tracker.navigated(1)).toBe('forward');
  });

  it('treats an entry without an index (pushed outside the router) as a replace', () => {
    expect(tracker.navigated(null)).toBe('none');
  });
});

describe('edge swipes', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function touch(type: string, x: number): Event {
    const event = new Event(type);
    Object.defineProperty(event, 'touches', { value: type === 'touchend' ? [] : [{ clientX: x }] });
    return event;
  }

  it('counts a rightward touch from the left edge, not a tap or a touch from the middle', () => {
    const target = new EventTarget() as unknown as Window;
    const tracker = createDirectionTracker(5, fakeClock);
    const stop = watchEdgeSwipes(target, tracker);
    const backAfter = (events: Event[]) => {
      tracker.navigated(5);
      vi.advanceTimersByTime(1_000);
      for (const event of events) target.dispatchEvent(event);
      const direction = tracker.navigated(4);
      vi.advanceTimersByTime(PAGE_DIRECTION_SETTLE_MS);
      tracker.navigated(5);
      vi.advanceTimersByTime(1_000);
      return direction;
    };

    expect(backAfter([touch('touchstart', 8), touch('touchmove', 120), touch('touchend', 0)])).toBe('none');
    expect(backAfter([touch('touchstart', 8), touch('touchend', 0)])).toBe('back');
    expect(backAfter([touch('touchstart', 200), touch('touchmove', 300), touch('touchend', 0)])).toBe('back');
    stop();
    expect(backAfter([touch('touchstart', 8), touch('touchmove', 120), touch('touchend', 0)])).toBe('back');
    tracker.dispose();
  });
});
