/**
 * Answers that start-up requests for the first screen (app/home-prefetch.ts) before the screen's
 * code has even loaded. The screen's query takes its answer once, by key, and only in the session
 * that asked (the token it was sent with): after a sign-out or another sign-in it asks the server
 * again. An answer not taken while still fresh is dropped as well.
 */

/** As long as the query client keeps an answer fresh (app/providers.tsx `staleTime`). */
export const PREFETCH_FRESH_MS = 30_000;

interface Prefetched {
  token: string;
  at: number;
  answer: Promise<unknown>;
}

const answers = new Map<string, Prefetched>();

/** Sends `load` now (signed in with `token`) and keeps its answer for `takePrefetched`. */
export function prefetch(key: string, token: string, load: () => Promise<unknown>, now = Date.now()): void {
  const answer = load();
  // A failure is reported by the query that takes the answer (or by nobody, if none does).
  answer.catch(() => {});
  answers.set(key, { token, at: now, answer });
}

/** The answer start-up fetched for `key` in this session (once, while fresh), or `load()`. */
export function takePrefetched<T>(
  key: string,
  token: string,
  load: () => Promise<T>,
  now = Date.now(),
): Promise<T> {
  const kept = answers.get(key);
  answers.delete(key);
  if (kept && kept.token === token && now - kept.at < PREFETCH_FRESH_MS) return kept.answer as Promise<T>;
  return load();
}
