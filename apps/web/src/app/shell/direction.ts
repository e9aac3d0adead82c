import { PAGE_DIRECTION_SETTLE_MS, SWIPE_BACK_WINDOW_MS } from '@kanghu/shared';

/** Which way a navigation went, for the page transition: none for replaces and swipe-backs. */
export type Direction = 'forward' | 'back' | 'none';

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface DirectionTracker {
  /**
   * A history entry became current; `index` is its history state index (null when unknown).
   * Returns the direction to animate. Idempotent until the direction settles.
   */
  navigated(index: number | null): Direction;
  /** A swipe from the screen's left edge is in progress or just ended (the browser animates that back). */
  edgeSwipe(): void;
  /** The index the next navigation is compared with. */
  settledIndex(): number;
  dispose(): void;
}

/**
 * Navigation direction (spec 3 sections 2 and 9). A move to a higher history index is forward,
 * to a lower one back, to the same one (replace) none. A back move within SWIPE_BACK_WINDOW_MS
 * of an edge swipe is the browser's own swipe-back, which it already animated: none. The index
 * settles PAGE_DIRECTION_SETTLE_MS after the last move, so that a burst (a move and the redirect
 * or replace that follows it) keeps the direction of the move.
 */
export function createDirectionTracker(initialIndex: number, clock: Clock): DirectionTracker {
  let settled = initialIndex;
  let lastSwipe = Number.NEGATIVE_INFINITY;
  let timer: unknown = null;

  const cancel = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };

  return {
    navigated(index) {
      const target = index ?? settled;
      let direction: Direction = target > settled ? 'forward' : target < settled ? 'back' : 'none';
      if (direction === 'back' && clock.now() - lastSwipe <= SWIPE_BACK_WINDOW_MS) direction = 'none';
      cancel();
      timer = clock.setTimeout(() => {
        timer = null;
        settled = target;
      }, PAGE_DIRECTION_SETTLE_MS);
      return direction;
    },
    edgeSwipe() {
      lastSwipe = clock.now();
    },
    settledIndex: () => settled,
    dispose: cancel,
  };
}

/** How far from the left edge a touch may start to count as a swipe-back gesture (CSS px). */
export const EDGE_SWIPE_START_PX = 30;

/**
 * Feeds edge swipes of `win` into the tracker: a touch that starts at the left edge and moves
 * right marks a possible swipe-back on every move and at its end (a tap does not). Returns the unsubscribe.
 */
export function watchEdgeSwipes(win: Window, tracker: DirectionTracker): () => void {
  let startX: number | null = null;
  let moved = false;
  const start = (event: TouchEvent) => {
    const x = event.touches[0]?.clientX;
    startX = x !== undefined && x <= EDGE_SWIPE_START_PX ? x : null;
    moved = false;
  };
  const move = (event: TouchEvent) => {
    const x = event.touches[0]?.clientX;
    if (startX === null || x === undefined || x <= startX) return;
    moved = true;
    tracker.edgeSwipe();
  };
  const end = () => {
    if (startX !== null && moved) tracker.edgeSwipe();
    startX = null;
    moved = false;
  };
  const options = { passive: true } as const;
  win.addEventListener('touchstart', start, options);
  win.addEventListener('touchmove', move, options);
  win.addEventListener('touchend', end, options);
  win.addEventListener('touchcancel', end, options);
  return () => {
    win.removeEventListener('touchstart', start);
    win.removeEventListener('touchmove', move);
    win.removeEventListener('touchend', end);
    win.removeEventListener('touchcancel', end);
  };
}
