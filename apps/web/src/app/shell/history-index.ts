/** The router's index of the current history entry (react-router keeps it in `history.state.idx`). */
export function historyIndex(win: Pick<Window, 'history'> = window): number | null {
  const state: unknown = win.history.state;
  if (state && typeof state === 'object' && 'idx' in state && typeof state.idx === 'number') {
    return state.idx;
  }
  return null;
}

/** Whether going back stays inside the app (an entry the app pushed lies behind this one). */
export function canGoBack(win: Pick<Window, 'history'> = window): boolean {
  return (historyIndex(win) ?? 0) > 0;
}
