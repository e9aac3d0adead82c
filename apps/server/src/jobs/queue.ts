import { INQUIRY_UNPAID_TIMEOUT_SECONDS } from '@kanghu/shared';
import PgBoss from 'pg-boss';

export const INQUIRY_TIMEOUT_QUEUE = 'inquiry-order-timeout';

export interface OrderJob {
  projectId: number;
  orderId: number;
}

export type OrderJobHandler = (job: OrderJob) => Promise<void>;

/**
 * Background jobs on pg-boss. pg-boss keeps its own schema (pgboss) and connects as the database
 * owner with the app's DATABASE_URL, never through db.tenant; each job carries its projectId and
 * its handler acts through db.tenant(projectId).
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

  async start(onInquiryTimeout: OrderJobHandler): Promise<void> {
    await this.boss.start();
    this.started = true;
    await this.boss.createQueue(INQUIRY_TIMEOUT_QUEUE);
    await this.boss.work<OrderJob>(INQUIRY_TIMEOUT_QUEUE, { pollingIntervalSeconds: 1 }, async (jobs) => {
      for (const job of jobs) await onInquiryTimeout(job.data);
    });
  }

  /** Closes the order after `delaySeconds` unless it was paid or cancelled meanwhile. */
  async scheduleInquiryTimeout(
    projectId: number,
    orderId: number,
    delaySeconds: number = INQUIRY_UNPAID_TIMEOUT_SECONDS,
  ): Promise<void> {
    await this.boss.send(
      INQUIRY_TIMEOUT_QUEUE,
      { projectId, orderId },
      { startAfter: delaySeconds, singletonKey: `${projectId}:${orderId}`, retryLimit: 5 },
    );
  }

  /** Registers a worker for another queue (modules call this when their routes register). */
  async register<T extends object>(name: string, handler: (data: T) => Promise<void>): Promise<void> {
    await this.boss.createQueue(name);
    await this.boss.work<T>(name, { pollingIntervalSeconds: 1 }, async (jobs) => {
      for (const job of jobs) await handler(job.data);
    });
  }

  /** Runs a job of `name` at `at` (once per singleton key). */
  async sendAt<T extends object>(name: string, data: T, at: Date, singletonKey: string): Promise<void> {
    await this.boss.send(name, data, { startAfter: at, singletonKey, retryLimit: 5 });
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    this.stopping = true;
    await this.boss.stop({ graceful: false, wait: true, close: true });
  }
}
