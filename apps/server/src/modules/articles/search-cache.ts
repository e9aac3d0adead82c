/** How long an instance reuses a search's ranked hits (other instances' publishes show after it). */
export const SEARCH_CACHE_MS = 10_000;
const MAX_ENTRIES = 1_000;

interface Entry {
  at: number;
  /** The project's generation when the hits were read (see dropProject). */
  generation: number;
  ids: readonly number[];
}

/**
 * The ranked hits (article ids, the whole search window) of the article searches this instance
 * answered recently, per project, category and query words, for SEARCH_CACHE_MS. A search answers
 * the same for every reader of a project (published articles only), so one entry serves all.
 * This instance's own writes, publishes and scheduled publishes forget the project's entries at
 * once (dropProject); a search that ran while one happened is not kept. Only ids are kept: the
 * caller reads the articles back as published under the tenant policy, so an article unpublished
 * on another instance never shows. Searches that miss together share one run (a hot word's
 * entry expiring under load would otherwise start one run per waiting request). Made per app
 * (routes.ts), never module-level.
 */
export class SearchCache {
  private readonly entries = new Map<string, Entry>();
  private readonly generations = new Map<number, number>();
  private readonly running = new Map<string, Promise<readonly number[]>>();

  constructor(private readonly ttlMs = SEARCH_CACHE_MS) {}

  /** The fresh hits of a search, or `find()`'s answer, kept for next time. */
  async get(
    projectId: number,
    categoryId: number | undefined,
    words: string,
    find: () => Promise<readonly number[]>,
    now = Date.now(),
  ): Promise<readonly number[]> {
    const key = `${projectId}:${categoryId ?? ''}:${words}`;
    const generation = this.generations.get(projectId) ?? 0;
    const entry = this.entries.get(key);
    if (entry && entry.generation === generation && now - entry.at <= this.ttlMs) return entry.ids;
    const runKey = `${key}#${generation}`;
    const running = this.running.get(runKey);
    if (running) return running.catch(find);
    const run = find();
    this.running.set(runKey, run);
    let ids: readonly number[];
    try {
      ids = await run;
    } finally {
      this.running.delete(runKey);
    }
    if ((this.generations.get(projectId) ?? 0) !== generation) return ids;
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { at: now, generation, ids });
    return ids;
  }

  /** An article of the project was saved or published here: its cached searches are stale. */
  dropProject(projectId: number): void {
    this.generations.set(projectId, (this.generations.get(projectId) ?? 0) + 1);
  }
}
