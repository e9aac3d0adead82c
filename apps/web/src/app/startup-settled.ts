import { useIsFetching } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { afterFirstPaint } from '../lib/idle.ts';

/** The longest the shell's own services wait for the first screen's data, in ms. */
export const STARTUP_SETTLE_MAX_MS = 3000;

/** Once start-up has settled, it stays so for every component mounted later. */
let settledOnce = false;

/**
 * What waited mounts as a transition: React renders it in slices, between which the page stays
 * responsive, instead of one long task.
 */
function settle(setSettled: (settled: boolean) => void): void {
  settledOnce = true;
  startTransition(() => setSettled(true));
}

/**
 * False until the first screen has its data and has painted them: no query is fetching any more,
 * a frame has been painted since and the page is idle (lib/idle.ts); at the latest after
 * STARTUP_SETTLE_MAX_MS. True from then on, whatever is fetched later, and at once in any
 * component mounted after that. For work the first screen does not need to show its content
 * (the realtime channel, the shell's overlays, the workbench's swipe), so that its code and
 * requests do not compete with the screen's own during start-up.
 */
export function useStartupSettled(): boolean {
  const fetching = useIsFetching();
  const [settled, setSettled] = useState(settledOnce);
  useEffect(() => {
    if (settled || fetching > 0) return;
    return afterFirstPaint(window, () => settle(setSettled));
  }, [settled, fetching]);
  useEffect(() => {
    if (settled) return;
    const deadline = window.setTimeout(() => settle(setSettled), STARTUP_SETTLE_MAX_MS);
    return () => window.clearTimeout(deadline);
  }, [settled]);
  return settled;
}
