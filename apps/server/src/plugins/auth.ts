import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/errors.ts';
import type { SessionRecord, SessionService } from '../modules/auth/session-service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionRecord | null;
  }
  interface FastifyContextConfig {
    /** Open without login (spec: "open"). Routes are authenticated unless they say so. */
    public?: boolean;
  }
}

/** Reads the token from `Authorization` (raw token or "Bearer <token>"). */
export function tokenOf(request: FastifyRequest): string | null {
  const raw = request.headers.authorization;
  if (!raw) return null;
  const token = raw.startsWith('Bearer ') ? raw.slice(7) : raw;
  return token.length >= 20 && token.length <= 128 ? token : null;
}

/** The signed-in session; throws 401 when there is none (for use inside handlers). */
export function requireSession(request: FastifyRequest): SessionRecord {
  if (!request.session) throw unauthorized();
  return request.session;
}

export function requireRole(request: FastifyRequest, ...roles: string[]): SessionRecord {
  const session = requireSession(request);
  if (!roles.includes(session.role)) throw forbidden();
  return session;
}

/** Resolves the session of every API request and refuses non-public routes without one (401). */
export default fp(
  async (app: FastifyInstance, opts: { sessions: SessionService }) => {
    app.decorateRequest('session', null);
    app.addHook('onRequest', async (request) => {
      if (!request.ctx || request.is404) return;
      const token = tokenOf(request);
      if (token) request.session = await opts.sessions.resolve(request.ctx.project.id, token);
      const isPublic = request.routeOptions.config?.public === true || request.url.startsWith('/api/docs');
      if (!isPublic && !request.session) throw unauthorized();
    });
  },
  { name: 'auth', dependencies: ['context'] },
);
