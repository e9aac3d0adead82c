/** Scroll offsets of tab panes by history entry key, so that going back restores them. */
const MAX_ENTRIES = 200;

export interface ScrollMemory {
  save(key: string, top: number): void;
  read(key: string): number | undefined;
}

export function createScrollMemory(limit = MAX_ENTRIES): ScrollMemory {
  const offsets = new Map<string, number>();
  return {
    save(key, top) {
      offsets.delete(key);
      offsets.set(key, top);
      if (offsets.size > limit) {
        const oldest = offsets.keys().next().value;
        if (oldest !== undefined) offsets.delete(oldest);
      }
    },
    read: (key) => offsets.get(key),
  };
}

/** The app's one memory (history entries outlive the shells that render them). */
export const paneScrollMemory = createScrollMemory();
