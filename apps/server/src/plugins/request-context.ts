import type { FastifyRequest } from 'fastify';
import type { Ctx, OpenCtx } from '../core/context.ts';
import { createContext } from '../core/context.ts';
import { unauthorized } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's service context once built (plugins/request-context.ts); null before. */
    builtContext: OpenCtx | Ctx | null;
  }
}

/**
 * The one place a request becomes a service context (core/context.ts): tenant and headers from
 * plugins/tenant.ts, the session from plugins/auth.ts, and the app's services, realtime hub and
 * job queue. Built on first use and kept on the request (a decorated field: a WeakMap entry per
 * request costs the garbage collector more) for the rest of the request.
 */
export function openContextOf(request: FastifyRequest): OpenCtx {
  let ctx = request.builtContext;
  if (!ctx) {
    const app = request.server;
    ctx = createContext({
      project: request.tenant.project,
      headers: request.tenant.headers,
      ip: request.tenant.ip,
      session: request.session,
      services: app.services,
      log: request.log,
      jobs: app.jobs,
      send: (projectId, userId, message) => app.realtime.send(projectId, userId, message),
    });
    request.builtContext = ctx;
  }
  return ctx;
}

/** The context if one was built for this request (the audit hook reads what it noted). */
export function builtContextOf(request: FastifyRequest): OpenCtx | undefined {
  return request.builtContext ?? undefined;
}

/** The context of an authenticated request; 401 without a session. */
export function contextOf(request: FastifyRequest): Ctx {
  const ctx = openContextOf(request);
  if (!requireSession(ctx)) throw unauthorized();
  return ctx;
}

function requireSession(ctx: OpenCtx | Ctx): ctx is Ctx {
  return ctx.session !== null;
}
