import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { ShellState, ShellStore } from './shell-store.ts';

const ShellContext = createContext<ShellStore | null>(null);

export function ShellProvider({ store, children }: { store: ShellStore; children: ReactNode }) {
  return <ShellContext value={store}>{children}</ShellContext>;
}

/** The shell overlays' actions: `useShell().openShare({image, title})`, `showVideo`, `scan()`. */
export function useShell(): ShellStore {
  const store = useContext(ShellContext);
  if (!store) throw new Error('useShell outside ShellProvider');
  return store;
}

export function useShellState(): ShellState {
  const store = useShell();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
