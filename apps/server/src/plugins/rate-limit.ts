import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

/**
 * A per-IP ceiling on the open (public) API calls: sign-in variants, registration, partner and
 * third-party logins, config reads. Authenticated calls are limited by their session instead.
 * SMS and password logins have their own stricter, per-account rules on top (modules/auth, kept
 * in the database, so every instance sees them).
 *
 * With `counters` (REDIS_URL set) the counts live in Redis and every instance behind a balancer
 * shares them; a Redis outage lets calls through (the database-backed login and SMS limits still
 * hold). Without, each instance counts in its own memory.
 */
export default fp(
  async (
    app: FastifyInstance,
    opts: { perMinute: number; counters: { redis: Redis; prefix: string } | null },
  ) => {
    await app.register(rateLimit, {
      global: true,
      ...(opts.counters
        ? { redis: opts.counters.redis, nameSpace: opts.counters.prefix, skipOnError: true }
        : {}),
      max: opts.perMinute,
      timeWindow: 60_000,
      allowList: (request) => {
        const url = request.url;
        if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return true;
        // Socket opens sign in inside the socket and have their own flood guard (realtime/).
        if (url.startsWith('/api/message/websocket/')) return true;
        return request.routeOptions.config?.access !== 'open';
      },
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        error: 'rate limited',
        message: '',
      }),
    });
  },
  { name: 'rate-limit' },
);
