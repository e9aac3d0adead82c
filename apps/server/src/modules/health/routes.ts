import type { FastifyInstance } from 'fastify';

/**
 * Liveness and readiness for load balancers. Outside /api: no tenant, no session, no envelope,
 * not in the API document, so plain Fastify routes rather than route()/rawRoute() (which build a
 * tenant's context).
 */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { config: { access: 'open' }, schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { access: 'open' }, schema: { hide: true } }, async (_request, reply) => {
    const ok = await app.services.db.ping();
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ready' : 'database unavailable' });
  });
}
