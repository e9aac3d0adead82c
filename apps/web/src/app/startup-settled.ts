import { useIsFetching } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { createIdleQueue } from '../lib/idle.ts';

/** The longest the shell's own services wait for the first screen's data, in ms. */
export const STARTUP_SETTLE_MAX_MS = 3000;

/** Once start-up has settled, it stays so for every component mounted later. */
let settledOnce = false;

/**
 * The parts that waited (the realtime channel and overlays, the workbench's swipe, the review
 * counts) are let go one at a time, each in an idle period after the previous one has painted:
 * their code's evaluation, renders and commits are then several short tasks, not one long one.
 */
let queue: ReturnType<typeof createIdleQueue> | null = null;
const settleQueue = () => {
  queue ??= createIdleQueue(window);
  return queue;
};

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
 * a frame has been painted since and the page is idle (lib/idle.ts), and the parts let go before
 * it have painted (one at a time); in any case after STARTUP_SETTLE_MAX_MS and its turn. True from then on, whatever is fetched later, and at once in any
 * component mounted after that. For work the first screen does not need to show its content
 * (the realtime channel, the shell's overlays, the workbench's swipe), so that its code and
 * requests do not compete with the screen's own during start-up.
 */
export function useStartupSettled(): boolean {
  const fetching = useIsFetching();
  const [settled, setSettled] = useState(settledOnce);
  useEffect(() => {
    if (settled || fetching > 0) return;
    return settleQueue().add(() => settle(setSettled));
  }, [settled, fetching]);
  useEffect(() => {
    if (settled) return;
    let cancelQueued = () => {};
    const deadline = window.setTimeout(() => {
      cancelQueued = settleQueue().add(() => settle(setSettled));
    }, STARTUP_SETTLE_MAX_MS);
    return () => {
      window.clearTimeout(deadline);
      cancelQueued();
    };
  }, [settled]);
  return settled;
}
