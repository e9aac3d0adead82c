import { AUDIT_RETENTION_MIN_DAYS, type AuditAction, type AuditOutcome } from '@kanghu/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';

/** One row of the trail (db/schema/audit.ts). */
export interface AuditEvent {
  projectId: number;
  at: Date;
  userId: number | null;
  role: string | null;
  orgId: number | null;
  action: AuditAction;
  resource: string;
  resourceId: string | null;
  patientId: number | null;
  query: Record<string, string> | null;
  outcome: AuditOutcome;
  status: number;
  ip: string | null;
  device: string | null;
}

/**
 * What a request tells the trail beyond its route and status: the patients the service opened
 * (core/access.ts adds them), and for sign-in the account that signed in. Lives on the context.
 */
export interface AuditNotes {
  readonly patients: Set<number>;
  /** Patients opened through a grant (core/grants.ts), with the grant's name (`referral:12`). */
  readonly grants: Map<number, string>;
  /** The acting user when the request had no session yet (sign-in). */
  userId: number | null;
  /** Overrides the action derived from the method (e.g. 'export', 'login'). */
  action: AuditAction | null;
  /** The caller's org, known once the viewer was loaded. */
  orgId: number | null;
}

export function newAuditNotes(): AuditNotes {
  return { patients: new Set(), grants: new Map(), userId: null, action: null, orgId: null };
}

const FLUSH_MS = 200;
const FLUSH_AT = 500;
/** Rows held while the database is unreachable; beyond this the oldest are logged and dropped. */
const MAX_PENDING = 50_000;
const DAY_MS = 24 * 3_600_000;

/**
 * One batch of one project in ONE round trip: the statement sets app.project_id for its own
 * implicit transaction in a CTE (as devices/fast-insert.ts does; row-level security checks every
 * row against it and refuses the batch otherwise) and inserts from column arrays, so 500 rows cost
 * one parse of one named statement, not 500 rows of query building.
 */
const INSERT_BATCH = `with tenant as (select set_config('app.project_id', $1::text, true))
insert into audit_events
  (project_id, at, user_id, role, org_id, action, resource, resource_id, patient_id, query, outcome, status, ip, device)
select $2::int, r.* from tenant, unnest(
  $3::timestamptz[], $4::int[], $5::text[], $6::int[], $7::text[], $8::text[], $9::text[], $10::int[],
  $11::jsonb[], $12::text[], $13::smallint[], $14::text[], $15::text[]
) as r`;

async function insertBatch(db: Database, projectId: number, rows: AuditEvent[]): Promise<void> {
  const column = <T>(pick: (e: AuditEvent) => T) => rows.map(pick);
  await db.pool.query({
    name: 'audit_insert_batch_v1',
    text: INSERT_BATCH,
    values: [
      String(projectId),
      projectId,
      column((e) => e.at),
      column((e) => e.userId),
      column((e) => e.role),
      column((e) => e.orgId),
      column((e) => e.action),
      column((e) => e.resource),
      column((e) => e.resourceId),
      column((e) => e.patientId),
      column((e) => (e.query === null ? null : JSON.stringify(e.query))),
      column((e) => e.outcome),
      column((e) => e.status),
      column((e) => e.ip),
      column((e) => e.device),
    ],
  });
}

/**
 * Batches trail rows off the request path: a request adds its rows in memory and answers; every
 * 200 ms (or at 500 rows) one statement per project writes them under row-level security. A failed
 * write keeps the rows for the next round. `close()` writes what is left. Retention runs once a
 * day through the owner's audit_purge(days) (the application role cannot delete rows).
 */
export class AuditWriter {
  private pending: AuditEvent[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private readonly purgeTimer: NodeJS.Timeout;

  constructor(
    private readonly db: Database,
    private readonly retentionDays: number,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {
    this.purgeTimer = setInterval(() => void this.purge().catch(onError), DAY_MS);
    this.purgeTimer.unref();
  }

  add(event: AuditEvent): void {
    this.pending.push(event);
    if (this.pending.length > MAX_PENDING) this.pending.splice(0, this.pending.length - MAX_PENDING);
    if (this.pending.length >= FLUSH_AT) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_MS);
      this.timer.unref();
    }
  }

  /** Writes everything added so far (tests and shutdown await it). */
  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    while (this.flushing) await this.flushing;
    if (this.pending.length === 0) return;
    const batch = this.pending;
    this.pending = [];
    this.flushing = this.write(batch).finally(() => {
      this.flushing = null;
    });
    await this.flushing;
    // Rows a failed write kept go out in the next round even if no new row arrives.
    if (this.pending.length > 0 && !this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_MS);
      this.timer.unref();
    }
  }

  private async write(batch: AuditEvent[]): Promise<void> {
    const byProject = new Map<number, AuditEvent[]>();
    for (const event of batch) {
      const list = byProject.get(event.projectId);
      if (list) list.push(event);
      else byProject.set(event.projectId, [event]);
    }
    for (const [projectId, rows] of byProject) {
      try {
        await insertBatch(this.db, projectId, rows);
      } catch (error) {
        this.onError(error);
        this.pending.unshift(...rows);
      }
    }
  }

  /** Drops rows older than the retention (never younger than AUDIT_RETENTION_MIN_DAYS). */
  async purge(): Promise<number> {
    const days = Math.max(this.retentionDays, AUDIT_RETENTION_MIN_DAYS);
    const result = await this.db.global.execute<{ n: number }>(sql`select audit_purge(${days}) as n`);
    return Number(result.rows[0]?.n ?? 0);
  }

  async close(): Promise<void> {
    clearInterval(this.purgeTimer);
    await this.flush();
  }
}
