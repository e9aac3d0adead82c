import { STORAGE_DEBOUNCE_MS } from '@kanghu/shared';

interface EventTarget {
  addEventListener(type: 'storage', listener: (event: { key: string | null }) => void): void;
  removeEventListener(type: 'storage', listener: (event: { key: string | null }) => void): void;
}

/**
 * The storage-change handler (spec 1 section 9): another tab wrote one of `watched` keys (or
 * cleared storage); `onChange` runs once after changes settle for STORAGE_DEBOUNCE_MS (100 ms).
 * Returns the function that stops watching.
 */
export function watchStorage(
  target: EventTarget,
  watched: (key: string) => boolean,
  onChange: () => void,
  debounceMs: number = STORAGE_DEBOUNCE_MS,
): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const listener = (event: { key: string | null }) => {
    if (event.key !== null && !watched(event.key)) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      onChange();
    }, debounceMs);
  };
  target.addEventListener('storage', listener);
  return () => {
    if (timer) clearTimeout(timer);
    target.removeEventListener('storage', listener);
  };
}
