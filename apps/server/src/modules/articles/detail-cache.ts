import type { ArticleDetail } from '@kanghu/shared';
import { SearchCache } from './search-cache.ts';

/** How long an instance serves an article detail from memory (other instances' edits show after it). */
export const DETAIL_CACHE_MS = 10_000;
const MAX_ENTRIES = 5_000;

interface Entry {
  at: number;
  value: ArticleDetail | null;
  /** The envelope of `value` as UTF-8 JSON, made on first use (sent as bytes, not re-encoded). */
  json?: string;
}

/**
 * The published article details this instance answered recently, per project and id (the
 * anonymous share page is the most read page). Only published articles are ever cached, and a
 * missing one as null, both for DETAIL_CACHE_MS; this instance's own edits, publishes, reads
 * and marks update or drop the entry at once. Made per app (routes.ts), never module-level.
 * It carries the instance's search results (`searches`), which every saved or published article
 * invalidates through `changed`.
 */
export class ArticleDetailCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = DETAIL_CACHE_MS,
    readonly searches = new SearchCache(),
  ) {}

  private key(projectId: number, id: number) {
    return `${projectId}:${id}`;
  }

  /** The cached answer (undefined when none is fresh; null when the article is known missing). */
  get(projectId: number, id: number, now = Date.now()): ArticleDetail | null | undefined {
    const entry = this.entries.get(this.key(projectId, id));
    if (!entry) return undefined;
    if (now - entry.at > this.ttlMs) {
      this.entries.delete(this.key(projectId, id));
      return undefined;
    }
    return entry.value;
  }

  set(projectId: number, id: number, value: ArticleDetail | null, now = Date.now()): void {
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(this.key(projectId, id), { at: now, value });
  }

  /** The envelope JSON bytes of a cached detail (undefined when none is cached). */
  json(projectId: number, id: number): string | undefined {
    const entry = this.entries.get(this.key(projectId, id));
    if (!entry?.value) return undefined;
    entry.json ??= JSON.stringify({ success: true, data: entry.value });
    return entry.json;
  }

  /** Keeps a cached detail's read count in step with a read this instance recorded. */
  setReadCount(projectId: number, id: number, readCount: number): void {
    const entry = this.entries.get(this.key(projectId, id));
    if (entry?.value) {
      entry.value = { ...entry.value, readCount };
      entry.json = undefined;
    }
  }

  drop(projectId: number, id: number): void {
    this.entries.delete(this.key(projectId, id));
  }

  /** An article was saved, published or unpublished here: its detail and the project's searches go. */
  changed(projectId: number, id: number): void {
    this.drop(projectId, id);
    this.searches.dropProject(projectId);
  }
}
