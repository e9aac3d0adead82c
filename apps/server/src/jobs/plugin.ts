import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { consultDeps } from '../modules/inquiry/deps.ts';
import { closeUnpaid } from '../modules/inquiry/service.ts';
import type { Services } from '../services.ts';
import { JobQueue } from './queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs (pg-boss). */
    jobs: JobQueue;
  }
}

/** Starts pg-boss with the app's database URL (as the owner) and stops it when the app closes. */
export default fp(
  async (app: FastifyInstance, opts: { services: Services }) => {
    const { databaseUrl } = opts.services.config;
    if (!databaseUrl) throw new Error('databaseUrl must be resolved before the job queue starts');
    const queue = new JobQueue(databaseUrl, (err) => app.log.error({ err }, 'job queue error'));
    app.decorate('jobs', queue);
    const deps = consultDeps(app, opts.services);
    await queue.start(async ({ projectId, orderId }) => {
      await closeUnpaid(deps, projectId, orderId);
    });
    app.addHook('onClose', async () => queue.stop());
  },
  { name: 'jobs' },
);
