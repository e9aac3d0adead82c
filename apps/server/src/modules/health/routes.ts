import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';

/** Liveness and readiness for load balancers (no envelope, no tenant). */
export default async function healthRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get('/healthz', { config: { access: 'open' }, schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { access: 'open' }, schema: { hide: true } }, async (_request, reply) => {
    const ok = await services.db.ping();
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ready' : 'database unavailable' });
  });
}
