import { INQUIRY_UNPAID_TIMEOUT_SECONDS } from '@kanghu/shared';
import { type AppParts, projectContext } from '../../core/context.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { closeUnpaid } from './transition-service.ts';

/** pg-boss queue of the unpaid time-outs of inquiry orders. */
export const INQUIRY_TIMEOUT_QUEUE = 'inquiry-order-timeout';

export interface OrderJob {
  projectId: number;
  orderId: number;
}

/** Closes the order after `delaySeconds` unless it was paid or cancelled meanwhile. */
export function scheduleInquiryTimeout(
  jobs: JobQueue,
  projectId: number,
  orderId: number,
  delaySeconds: number = INQUIRY_UNPAID_TIMEOUT_SECONDS,
): Promise<void> {
  const job: OrderJob = { projectId, orderId };
  return jobs.sendAfter(INQUIRY_TIMEOUT_QUEUE, job, delaySeconds, `${projectId}:${orderId}`);
}

/** The inquiry module's workers; registered with its routes (app.ts registers jobs first). */
export async function registerInquiryJobs(parts: AppParts): Promise<void> {
  await parts.jobs.register<OrderJob>(INQUIRY_TIMEOUT_QUEUE, async ({ projectId, orderId }) => {
    const ctx = await projectContext(parts, projectId);
    if (ctx) await closeUnpaid(ctx, orderId);
  });
}
