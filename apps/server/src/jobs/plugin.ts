import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Services } from '../services.ts';
import { JobQueue } from './queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs (pg-boss). */
    jobs: JobQueue;
  }
}

/**
 * Starts pg-boss with the app's database URL (as the owner) and stops it when the app closes.
 * Only the queue: each module registers its own workers when its routes register.
 */
export default fp(
  async (app: FastifyInstance, opts: { services: Services }) => {
    const { databaseUrl } = opts.services.config;
    if (!databaseUrl) throw new Error('databaseUrl must be resolved before the job queue starts');
    const queue = new JobQueue(databaseUrl, (err) => app.log.error({ err }, 'job queue error'));
    app.decorate('jobs', queue);
    await queue.start();
    app.addHook('onClose', async () => queue.stop());
  },
  { name: 'jobs' },
);
