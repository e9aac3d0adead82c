import type { RealtimeMessage } from '@kanghu/shared';
import type { JobQueue } from '../../jobs/queue.ts';
import type { Services } from '../../services.ts';
import { scheduleInquiryTimeout } from './jobs.ts';

/**
 * Transitional: what modules not yet on the request context (doctor-services, service-cards)
 * still take. The inquiry, chat, payments and reservations services take `ctx` instead.
 */
export interface ConsultDeps {
  services: Services;
  /** Pushes to one user's sockets (app.realtime.send). Always called after the data is stored. */
  send(projectId: number, userId: number, message: RealtimeMessage): Promise<void>;
  /** Schedules the unpaid time-out of an inquiry order (pg-boss). */
  scheduleTimeout(projectId: number, orderId: number): Promise<void>;
}

/** The deps of an app: push through app.realtime, jobs through app.jobs (read at call time). */
export function consultDeps(
  app: { realtime: Pick<ConsultDeps, 'send'>; jobs: JobQueue },
  services: Services,
): ConsultDeps {
  return {
    services,
    send: (projectId, userId, message) => app.realtime.send(projectId, userId, message),
    scheduleTimeout: (projectId, orderId) => scheduleInquiryTimeout(app.jobs, projectId, orderId),
  };
}
