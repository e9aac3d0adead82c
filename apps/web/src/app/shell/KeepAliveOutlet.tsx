import { type ReactNode, useRef } from 'react';
import { useMatches, useOutlet } from 'react-router';
import { TabPane } from './TabPane.tsx';

/** The tab route under `shellId` that is showing now (its route id), or null. */
export function useActiveTab(shellId: string): string | null {
  const matches = useMatches();
  const at = matches.findIndex((match) => match.id === shellId);
  return at >= 0 ? (matches[at + 1]?.id ?? null) : null;
}

/**
 * The shell's outlet. Kept alive: every tab visited so far stays rendered, the inactive ones
 * hidden, so that switching tabs keeps each tab's state and scroll. Otherwise only the active
 * tab is rendered (a fresh pane per tab).
 */
export function KeepAliveOutlet({ shellId, keepAlive }: { shellId: string; keepAlive: boolean }) {
  const outlet = useOutlet();
  const active = useActiveTab(shellId);
  const visited = useRef(new Map<string, ReactNode>());

  if (!keepAlive || active === null) {
    return (
      <TabPane key={active ?? 'none'} active>
        {outlet}
      </TabPane>
    );
  }
  // The active tab's element is refreshed on every render; the others keep the last one they had.
  visited.current.set(active, outlet);
  return (
    <>
      {[...visited.current].map(([tab, element]) => (
        <TabPane key={tab} active={tab === active}>
          {element}
        </TabPane>
      ))}
    </>
  );
}
