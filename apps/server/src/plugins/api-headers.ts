import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};
const SECURITY_HEADERS_NO_STORE = { ...SECURITY_HEADERS, 'cache-control': 'no-store' };

/**
 * Security headers of API answers (OWASP REST guidance): no MIME sniffing, never framed, no
 * referrer, and personal data not kept in shared caches unless a route says otherwise. The full
 * browser set (content security policy and friends) is on pages and assets (plugins/web.ts).
 */
export default fp(
  async (app: FastifyInstance) => {
    // A callback hook (no promise per request: every API answer passes here).
    app.addHook('onSend', (request, reply, payload, done) => {
      const url = request.url;
      if (
        url.startsWith('/api/') ||
        url.startsWith('/iotapi/') ||
        url.startsWith('/healthz') ||
        url.startsWith('/readyz')
      ) {
        reply.headers(reply.hasHeader('cache-control') ? SECURITY_HEADERS : SECURITY_HEADERS_NO_STORE);
      }
      done(null, payload);
    });
  },
  { name: 'api-headers' },
);
