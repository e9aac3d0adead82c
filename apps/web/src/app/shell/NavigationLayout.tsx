import { useEffect, useLayoutEffect, useState } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { createDirectionTracker, type Direction, watchEdgeSwipes } from './direction.ts';
import { historyIndex } from './history-index.ts';
import styles from './NavigationLayout.module.css';

/** Route id of this layout in the router (the page key is the match right under it). */
export const NAVIGATION_ROUTE_ID = 'navigation';

const browserClock = {
  now: () => Date.now(),
  setTimeout: (fn: () => void, ms: number) => window.setTimeout(fn, ms),
  clearTimeout: (handle: unknown) => window.clearTimeout(handle as number),
};

/** The route right under this layout: a page, or a whole tab shell (so switching tabs is no page change). */
function usePageKey(): string {
  const matches = useMatches();
  const at = matches.findIndex((match) => match.id === NAVIGATION_ROUTE_ID);
  return matches[at + 1]?.id ?? 'none';
}

/**
 * Wraps every screen: tracks the navigation direction (history index, swipe-back window,
 * settle timer) and slides a new page in from the right going forward, from the left going back.
 */
export function NavigationLayout() {
  const location = useLocation();
  const pageKey = usePageKey();
  const [tracker] = useState(() => createDirectionTracker(historyIndex() ?? 0, browserClock));
  const [direction, setDirection] = useState<Direction>('none');

  useEffect(() => {
    const stop = watchEdgeSwipes(window, tracker);
    return () => {
      stop();
      tracker.dispose();
    };
  }, [tracker]);

  // Before paint, so that a new page starts its slide with the right direction.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new history entry is the trigger
  useLayoutEffect(() => {
    setDirection(tracker.navigated(historyIndex()));
  }, [location.key, tracker]);

  return (
    <div
      key={pageKey}
      className={styles.page}
      data-direction={direction}
      data-page={pageKey}
      data-nav-path={location.pathname}
    >
      <Outlet />
    </div>
  );
}
