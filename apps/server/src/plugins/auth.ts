import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Access, assertAccess } from '../core/access-rules.ts';
import type { SessionRecord, SessionService } from '../core/sessions.ts';
import { unauthorized } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionRecord | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route (core/access-rules.ts); 'user' (signed in) when not declared. */
    access?: Access;
  }
}

/** Reads the token from `Authorization` (raw token or "Bearer <token>"). */
export function tokenOf(request: FastifyRequest): string | null {
  const raw = request.headers.authorization;
  if (!raw) return null;
  const token = raw.startsWith('Bearer ') ? raw.slice(7) : raw;
  return token.length >= 20 && token.length <= 128 ? token : null;
}

/**
 * Resolves the session of every API request and checks the route's declared access once: 401
 * without a session (unless open), 403 when the session's user type or role does not fit.
 */
export default fp(
  async (app: FastifyInstance, opts: { sessions: SessionService }) => {
    app.decorateRequest('session', null);
    const check = (request: FastifyRequest) => {
      if (request.url.startsWith('/api/docs')) return;
      const access = request.routeOptions.config?.access ?? 'user';
      if (access === 'open') return;
      if (!request.session) throw unauthorized();
      assertAccess(access, request.session);
    };
    // A callback hook: a request without a token (open routes) is checked without a promise.
    app.addHook('onRequest', (request, _reply, done) => {
      if (!request.tenant || request.is404) return done();
      const token = tokenOf(request);
      if (!token) {
        check(request);
        return done();
      }
      opts.sessions.resolve(request.tenant.project.id, token).then((session) => {
        request.session = session;
        try {
          check(request);
        } catch (error) {
          return done(error as Error);
        }
        done();
      }, done);
    });
  },
  { name: 'auth', dependencies: ['tenant'] },
);
