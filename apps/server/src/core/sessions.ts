import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { sessions, users } from '../db/schema/index.ts';
import type { Bus } from '../lib/bus.ts';
import { newToken, sha256 } from '../lib/crypto.ts';

export interface SessionRecord {
  sessionId: number;
  projectId: number;
  userId: number;
  userType: 'customer' | 'servicer';
  role: string;
  expiresAt: number;
  lastSeenAt: number;
}

export const SESSION_REVOKED = 'session.revoked';
/** Re-read a cached session from the database at least this often, even without a bus message. */
const REVALIDATE_MS = 30_000;
/** Write last_seen_at at most this often per session. */
const TOUCH_EVERY_MS = 60_000;

/**
 * Opaque 256-bit tokens; the database keeps SHA-256 only. Lookups are cached in-process; a
 * revocation deletes the cache entry here and on every other instance (bus), so a revoked token
 * is refused on the very next request.
 */
export class SessionService {
  private readonly cache = new Map<string, { record: SessionRecord; checkedAt: number }>();

  constructor(
    private readonly db: Database,
    private readonly bus: Bus,
    private readonly idleMs: number,
    private readonly absoluteMs: number,
  ) {
    bus.subscribe(SESSION_REVOKED, (m) => this.forget(m as { sessionIds: number[] }));
  }

  async issue(
    projectId: number,
    userId: number,
    meta: { deviceType?: string | null; ip?: string | null },
  ): Promise<string> {
    const token = newToken();
    await this.db.tenant(projectId, (tx) =>
      tx.insert(sessions).values({
        projectId,
        userId,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + this.absoluteMs),
        deviceType: meta.deviceType ?? null,
        ip: meta.ip ?? null,
      }),
    );
    return token;
  }

  /** The live session of a token in a project, or null (unknown, expired, revoked, other project). */
  async resolve(projectId: number, token: string): Promise<SessionRecord | null> {
    const hash = sha256(token);
    const key = `${projectId}:${hash.toString('base64')}`;
    const now = Date.now();
    const hit = this.cache.get(key);
    if (hit && now - hit.checkedAt < REVALIDATE_MS) {
      if (!this.alive(hit.record, now)) {
        this.cache.delete(key);
        return null;
      }
      if (now - hit.record.lastSeenAt > TOUCH_EVERY_MS) await this.touch(hit.record, now);
      return hit.record;
    }
    const [row] = await this.db.tenant(projectId, (tx) =>
      tx
        .select({
          sessionId: sessions.id,
          userId: sessions.userId,
          expiresAt: sessions.expiresAt,
          lastSeenAt: sessions.lastSeenAt,
          revokedAt: sessions.revokedAt,
          userType: users.userType,
          role: users.role,
          status: users.status,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.projectId, projectId), eq(sessions.tokenHash, hash)))
        .limit(1),
    );
    if (!row || row.revokedAt || row.status !== 'active') {
      this.cache.delete(key);
      return null;
    }
    const record: SessionRecord = {
      sessionId: row.sessionId,
      projectId,
      userId: row.userId,
      userType: row.userType,
      role: row.role,
      expiresAt: row.expiresAt.getTime(),
      lastSeenAt: row.lastSeenAt.getTime(),
    };
    if (!this.alive(record, now)) return null;
    if (now - record.lastSeenAt > TOUCH_EVERY_MS) await this.touch(record, now);
    this.cache.set(key, { record, checkedAt: now });
    return record;
  }

  private alive(record: SessionRecord, now: number): boolean {
    return now < record.expiresAt && now - record.lastSeenAt < this.idleMs;
  }

  private async touch(record: SessionRecord, now: number): Promise<void> {
    record.lastSeenAt = now;
    await this.db.tenant(record.projectId, (tx) =>
      tx
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.id, record.sessionId)),
    );
  }

  /** Revokes one session (logout). */
  async revoke(projectId: number, sessionId: number, reason: string): Promise<void> {
    await this.db.tenant(projectId, (tx) =>
      tx
        .update(sessions)
        .set({ revokedAt: new Date(), revokeReason: reason })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt))),
    );
    await this.announce([sessionId]);
  }

  /** Revokes every session of a user, except `keepSessionId` (password change keeps the current). */
  async revokeAllForUser(
    projectId: number,
    userId: number,
    reason: string,
    keepSessionId?: number,
  ): Promise<number[]> {
    const rows = await this.db.tenant(projectId, (tx) =>
      tx
        .update(sessions)
        .set({ revokedAt: new Date(), revokeReason: reason })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
          ),
        )
        .returning({ id: sessions.id }),
    );
    const ids = rows.map((r) => r.id);
    if (ids.length > 0) await this.announce(ids);
    return ids;
  }

  private async announce(sessionIds: number[]): Promise<void> {
    this.forget({ sessionIds });
    await this.bus.publish(SESSION_REVOKED, { sessionIds });
  }

  private forget(message: { sessionIds: number[] }): void {
    const ids = new Set(message.sessionIds);
    for (const [key, entry] of this.cache) if (ids.has(entry.record.sessionId)) this.cache.delete(key);
  }
}
