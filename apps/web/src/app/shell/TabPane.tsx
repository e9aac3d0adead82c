import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { paneScrollMemory } from './scroll-memory.ts';
import styles from './TabShell.module.css';

/**
 * One tab's own scroll area. Hidden tabs stay mounted (display:none) and keep their component
 * state; the pane remembers its offset and puts it back when shown again, and after a back
 * navigation to its history entry.
 */
export function TabPane({ active, children }: { active: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const offset = useRef(0);
  const location = useLocation();
  const navigationType = useNavigationType();
  const entryKey = useRef(location.key);
  if (active) entryKey.current = location.key;

  // biome-ignore lint/correctness/useExhaustiveDependencies: restore only when the pane is shown again
  useLayoutEffect(() => {
    const pane = ref.current;
    if (!active || !pane) return;
    const remembered = navigationType === 'POP' ? paneScrollMemory.read(location.key) : undefined;
    pane.scrollTop = remembered ?? offset.current;
  }, [active]);

  const onScroll = () => {
    const pane = ref.current;
    if (!pane || !active) return;
    offset.current = pane.scrollTop;
    paneScrollMemory.save(entryKey.current, pane.scrollTop);
  };

  return (
    <div ref={ref} className={styles.pane} hidden={!active} onScroll={onScroll} data-active={active}>
      {children}
    </div>
  );
}
