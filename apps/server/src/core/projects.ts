import { eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { type ProjectSettings, projects } from '../db/schema/index.ts';
import type { Bus } from '../lib/bus.ts';

export interface ProjectRecord {
  id: number;
  key: string;
  name: string;
  orgCode: string;
  domain: string | null;
  indexPath: string | null;
  defaultPath: string | null;
  settings: ProjectSettings;
}

const TTL_MS = 60_000;
/** Unknown keys and hosts are cached too; a map is cleared when it grows past this. */
const MAX_ENTRIES = 1_000;
export const PROJECT_CHANGED = 'project.changed';

/** Projects rarely change and are read on every request: cached, invalidated through the bus. */
export class ProjectService {
  private readonly cache = new Map<string, { record: ProjectRecord | null; at: number }>();
  private readonly domainCache = new Map<string, { record: ProjectRecord | null; at: number }>();
  private readonly idCache = new Map<number, { record: ProjectRecord | null; at: number }>();

  constructor(
    private readonly db: Database,
    bus: Bus,
  ) {
    bus.subscribe(PROJECT_CHANGED, () => {
      this.cache.clear();
      this.domainCache.clear();
      this.idCache.clear();
    });
  }

  /**
   * The cached answer of byKey without waiting: the record (or null for an unknown key) when a
   * fresh entry is cached, undefined when byKey must ask the database. Lets the tenant hook of
   * nearly every request run without a promise.
   */
  cachedByKey(key: string): ProjectRecord | null | undefined {
    const hit = this.cache.get(key);
    return hit && Date.now() - hit.at < TTL_MS ? hit.record : undefined;
  }

  byKey(key: string): Promise<ProjectRecord | null> {
    return this.cached(this.cache, key, () => eq(projects.key, key));
  }

  /** By id (jobs and realtime handlers know only the project id); cached like byKey. */
  byId(id: number): Promise<ProjectRecord | null> {
    return this.cached(this.idCache, id, () => eq(projects.id, id));
  }

  /** By host name (case-insensitive); cached like byKey, with a bounded number of misses. */
  byDomain(domain: string): Promise<ProjectRecord | null> {
    const host = domain.toLowerCase();
    return this.cached(this.domainCache, host, () => eq(projects.domain, host));
  }

  /** Every project's id (jobs that sweep each tenant); not cached. */
  async ids(): Promise<number[]> {
    const rows = await this.db.global.select({ id: projects.id }).from(projects).orderBy(projects.id);
    return rows.map((r) => r.id);
  }

  /** One lookup through its cache (misses are cached too; the map is cleared past MAX_ENTRIES). */
  private async cached<K>(
    cache: Map<K, { record: ProjectRecord | null; at: number }>,
    key: K,
    /** Built only on a miss: a hit (nearly every request) builds no query. */
    where: () => SQL,
  ): Promise<ProjectRecord | null> {
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.record;
    const [row] = await this.db.global.select().from(projects).where(where()).limit(1);
    const record = row ? toRecord(row) : null;
    if (cache.size >= MAX_ENTRIES) cache.clear();
    cache.set(key, { record, at: Date.now() });
    return record;
  }
}

function toRecord(row: typeof projects.$inferSelect): ProjectRecord {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    orgCode: row.orgCode,
    domain: row.domain,
    indexPath: row.indexPath,
    defaultPath: row.defaultPath,
    settings: row.settings,
  };
}
