import { eq } from 'drizzle-orm';
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

  async byKey(key: string): Promise<ProjectRecord | null> {
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.record;
    const [row] = await this.db.global.select().from(projects).where(eq(projects.key, key)).limit(1);
    const record = row ? toRecord(row) : null;
    if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
    this.cache.set(key, { record, at: Date.now() });
    return record;
  }

  /** By id (jobs and realtime handlers know only the project id); cached like byKey. */
  async byId(id: number): Promise<ProjectRecord | null> {
    const hit = this.idCache.get(id);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.record;
    const [row] = await this.db.global.select().from(projects).where(eq(projects.id, id)).limit(1);
    const record = row ? toRecord(row) : null;
    if (this.idCache.size >= MAX_ENTRIES) this.idCache.clear();
    this.idCache.set(id, { record, at: Date.now() });
    return record;
  }

  /** By host name (case-insensitive); cached like byKey, with a bounded number of misses. */
  async byDomain(domain: string): Promise<ProjectRecord | null> {
    const host = domain.toLowerCase();
    const hit = this.domainCache.get(host);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.record;
    const [row] = await this.db.global.select().from(projects).where(eq(projects.domain, host)).limit(1);
    const record = row ? toRecord(row) : null;
    if (this.domainCache.size >= MAX_ENTRIES) this.domainCache.clear();
    this.domainCache.set(host, { record, at: Date.now() });
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
