/** How long an instance reuses a project's recent-articles bound (see search-repo.ts). */
export const RECENT_BOUND_MS = 60_000;
const MAX_ENTRIES = 1_000;

interface Entry {
  at: number;
  value: Date | null;
}

/**
 * The first-pass bound of the article search (when the RECENT_ARTICLES-th newest published
 * article of a project or category was published), per project and category, for
 * RECENT_BOUND_MS. Finding it walks that many index entries (tens of ms), more than the search
 * itself. Any bound gives the same hits (the first pass only answers when it holds a whole
 * window, which are then the newest matches of all), so a stale one costs at most the second
 * pass. Made per app (routes.ts), never module-level.
 *
 * It also keeps, per query words, a window bound: when the last hit of a full window of that
 * query was published. A pass from it reads only about a window of matches (instead of every
 * match among the RECENT_ARTICLES newest), and it is as safe as the other bound: a pass that
 * finds a whole window from any bound has the newest matches of all.
 */
export class RecentBounds {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly ttlMs = RECENT_BOUND_MS) {}

  /** The fresh window bound of a query (its words), if one was kept. */
  window(
    projectId: number,
    categoryId: number | undefined,
    words: string,
    now = Date.now(),
  ): Date | undefined {
    const entry = this.entries.get(`${projectId}:${categoryId ?? ''}:${words}`);
    return entry?.value && now - entry.at <= this.ttlMs ? entry.value : undefined;
  }

  /** Keeps when the last hit of a full window of a query was published. */
  keepWindow(
    projectId: number,
    categoryId: number | undefined,
    words: string,
    at: Date,
    now = Date.now(),
  ): void {
    this.put(`${projectId}:${categoryId ?? ''}:${words}`, { at: now, value: at });
  }

  /** The fresh bound of a project (and category), or `find()`'s answer, kept for next time. */
  async get(
    projectId: number,
    categoryId: number | undefined,
    find: () => Promise<Date | null>,
    now = Date.now(),
  ): Promise<Date | null> {
    const key = `${projectId}:${categoryId ?? ''}`;
    const entry = this.entries.get(key);
    if (entry && now - entry.at <= this.ttlMs) return entry.value;
    const value = await find();
    this.put(key, { at: now, value });
    return value;
  }

  private put(key: string, entry: Entry): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, entry);
  }
}
