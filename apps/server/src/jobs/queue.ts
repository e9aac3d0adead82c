import { CHINA_ZONE } from '@kanghu/shared';
import PgBoss from 'pg-boss';

/**
 * Background jobs on pg-boss. pg-boss keeps its own schema (pgboss) and connects as the database
 * owner with the app's DATABASE_URL, never through db.tenant; each job carries its projectId and
 * its handler (registered by its module) acts in a context of that project.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private started = false;
  private stopping = false;

  constructor(databaseUrl: string, onError: (error: Error) => void = () => undefined) {
    this.boss = new PgBoss({ connectionString: databaseUrl, max: 3 });
    // Connections still closing when the database shuts down after us are told 57P01
    // (terminating connection due to administrator command): expected at shutdown, not an error.
    this.boss.on('error', (error) => {
      if (this.stopping && (error as { code?: string }).code === '57P01') return;
      onError(error);
    });
  }

  async start(): Promise<void> {
    await this.boss.start();
    this.started = true;
  }

  /**
   * Registers a worker for a queue (modules call this when their routes register). pg-boss's
   * `standard` policy keeps every job sent; `short` keeps one waiting job per singleton key, so a
   * second send with the same key while the first still waits is dropped.
   */
  async register<T extends object>(
    name: string,
    handler: (data: T) => Promise<void>,
    options: { policy?: 'standard' | 'short' } = {},
  ): Promise<void> {
    await this.boss.createQueue(name, { name, policy: options.policy ?? 'standard' });
    await this.boss.work<T>(name, { pollingIntervalSeconds: 1 }, async (jobs) => {
      for (const job of jobs) await handler(job.data);
    });
  }

  /** Runs a job of `name` at `at` (once per singleton key). */
  async sendAt<T extends object>(name: string, data: T, at: Date, singletonKey: string): Promise<void> {
    await this.boss.send(name, data, { startAfter: at, singletonKey, retryLimit: 5 });
  }

  /** Runs a job of `name` `delaySeconds` from now (once per singleton key). */
  async sendAfter<T extends object>(
    name: string,
    data: T,
    delaySeconds: number,
    singletonKey: string,
  ): Promise<void> {
    await this.boss.send(name, data, { startAfter: delaySeconds, singletonKey, retryLimit: 5 });
  }

  /**
   * Runs a job of `name` on a cron schedule in time zone `tz` (pg-boss keeps one schedule per
   * name, so every instance calling this at start-up leaves one schedule, and fires it once).
   */
  async schedule(name: string, cron: string, tz = CHINA_ZONE): Promise<void> {
    await this.boss.schedule(name, cron, {}, { tz, singletonKey: name });
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    this.stopping = true;
    await this.boss.stop({ graceful: false, wait: true, close: true });
  }
}
