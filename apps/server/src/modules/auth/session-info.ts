import { type SessionInfo, sessionInfo } from '@kanghu/shared';
import type { Database } from '../../db/database.ts';
import type { Bus } from '../../lib/bus.ts';
import { loadSessionUser } from './session-info-repo.ts';

export const USER_CHANGED = 'user.changed';
const TTL_MS = 60_000;

type Cached = Omit<SessionInfo, 'token'>;
interface Entry {
  value: Cached;
  /** The envelope text after the token: `,"user":...}}`, serialised once per fill. */
  tail: string;
  at: number;
}

/**
 * Builds the session user info of spec 2 section 3 (GET /api/user/mine and every login answer).
 * Cached per user; anything that changes a user, their patients or their doctor row must call
 * `invalidate`, which clears the entry here and on every other instance.
 */
export class SessionInfoService {
  private readonly cache = new Map<string, Entry>();

  constructor(
    private readonly db: Database,
    private readonly bus: Bus,
  ) {
    bus.subscribe(USER_CHANGED, (m) => {
      const { projectId, userId } = m as { projectId: number; userId: number };
      this.cache.delete(`${projectId}:${userId}`);
    });
  }

  async get(
    projectId: number,
    projectKey: string,
    userId: number,
    token: string,
  ): Promise<SessionInfo | null> {
    const entry = await this.entry(projectId, projectKey, userId);
    return entry ? { token, ...entry.value } : null;
  }

  /**
   * The whole `{success:true, data: SessionInfo}` answer as JSON text, for the hot
   * GET /api/user/mine: the cached part is validated and serialised once per fill, and only the
   * token is spliced in per request.
   */
  async envelopeJson(
    projectId: number,
    projectKey: string,
    userId: number,
    token: string,
  ): Promise<string | null> {
    const entry = await this.entry(projectId, projectKey, userId);
    return entry ? `{"success":true,"data":{"token":${JSON.stringify(token)}${entry.tail}` : null;
  }

  private async entry(projectId: number, projectKey: string, userId: number): Promise<Entry | null> {
    const key = `${projectId}:${userId}`;
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < TTL_MS) return hit;
    const value = await this.load(projectId, projectKey, userId);
    if (!value) return null;
    const checked = sessionInfo.omit({ token: true }).parse(value);
    const entry: Entry = { value, tail: `,${JSON.stringify(checked).slice(1)}}`, at: Date.now() };
    this.cache.set(key, entry);
    return entry;
  }

  async invalidate(projectId: number, userId: number): Promise<void> {
    this.cache.delete(`${projectId}:${userId}`);
    await this.bus.publish(USER_CHANGED, { projectId, userId });
  }

  private load(projectId: number, projectKey: string, userId: number): Promise<Cached | null> {
    return this.db.tenant(projectId, (tx) => loadSessionUser(tx, projectKey, userId));
  }
}
