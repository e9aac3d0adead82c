import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers of API answers (OWASP REST guidance): no MIME sniffing, never framed, no
 * referrer, and personal data not kept in shared caches unless a route says otherwise. The full
 * browser set (content security policy and friends) is on pages and assets (plugins/web.ts).
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const url = request.url;
      if (
        !url.startsWith('/api/') &&
        !url.startsWith('/iotapi/') &&
        !url.startsWith('/healthz') &&
        !url.startsWith('/readyz')
      ) {
        return payload;
      }
      reply.header('x-content-type-options', 'nosniff');
      reply.header('x-frame-options', 'DENY');
      reply.header('referrer-policy', 'no-referrer');
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'api-headers' },
);
