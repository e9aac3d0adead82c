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
 */
export class RecentBounds {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly ttlMs = RECENT_BOUND_MS) {}

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
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { at: now, value });
    return value;
  }
}
