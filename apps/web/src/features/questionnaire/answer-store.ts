import type { Answers } from '@kanghu/shared';

/**
 * The answers of one open questionnaire form, kept outside React state (issue 12 section 3): each
 * item subscribes to its own key, so a keystroke re-renders the one item that changed, not the
 * form's 200 items.
 */
export interface AnswerStore {
  answers(): Answers;
  /** Replaces the answers and tells the subscribers of `changed`. */
  set(next: Answers, changed: string): void;
  subscribe(key: string, listener: () => void): () => void;
}

export function createAnswerStore(initial: Answers): AnswerStore {
  let current = initial;
  const listeners = new Map<string, Set<() => void>>();
  return {
    answers: () => current,
    set(next, changed) {
      current = next;
      for (const listener of listeners.get(changed) ?? []) listener();
    },
    subscribe(key, listener) {
      let set = listeners.get(key);
      if (!set) {
        set = new Set();
        listeners.set(key, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
  };
}

/** Whether two visibility passes show the same items. */
export function sameVisibility(a: readonly boolean[], b: readonly boolean[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
