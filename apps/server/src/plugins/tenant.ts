import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RequestHeaders } from '../core/context.ts';
import type { ProjectRecord, ProjectService } from '../core/projects.ts';
import { badRequest } from '../lib/errors.ts';

/** The tenant of an API request and its spec 2 section 7 headers, read once. */
export interface RequestTenant {
  project: ProjectRecord;
  headers: RequestHeaders;
  ip: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    tenant: RequestTenant;
  }
}

/** A request header by its lower-case name (Node keeps them lower-case). */
function header(request: FastifyRequest, name: string): string | null {
  const v = request.headers[name];
  const text = Array.isArray(v) ? v[0] : v;
  return text && text.length <= 256 ? text : null;
}

/**
 * Browsers cannot set headers on a WebSocket, so a socket upgrade names its tenant in
 * `?project=` (not personal data). Other requests use the Project header only.
 */
function socketProject(request: FastifyRequest): string | null {
  if (request.headers.upgrade?.toLowerCase() !== 'websocket') return null;
  const project = new URL(request.url, 'http://localhost').searchParams.get('project');
  return project && project.length <= 64 ? project : null;
}

/** Resolves the tenant from the Project header (default project when absent). */
export default fp(
  async (app: FastifyInstance, opts: { projects: ProjectService; defaultProject: string }) => {
    app.decorateRequest('tenant', null as unknown as RequestTenant);
    const resolved = (request: FastifyRequest, project: ProjectRecord | null) => {
      if (!project) throw badRequest('项目不存在');
      request.tenant = {
        project,
        headers: {
          deviceType: header(request, 'device-type'),
          source: header(request, 'source'),
          localUserId: header(request, 'localuserid'),
          serverArea: header(request, 'server-area'),
          serverType: header(request, 'servertype'),
          guestToken: header(request, 'guest-token'),
          decodeWay: header(request, 'decodeway'),
        },
        ip: request.ip,
      };
    };
    // A callback hook: a cached project (nearly every request) resolves without a promise.
    app.addHook('onRequest', (request, _reply, done) => {
      if (!request.url.startsWith('/api/') && !request.url.startsWith('/iotapi/')) return done();
      if (request.url.startsWith('/api/docs')) return done();
      const key = header(request, 'project') ?? socketProject(request) ?? opts.defaultProject;
      const cached = opts.projects.cachedByKey(key);
      if (cached !== undefined) {
        resolved(request, cached);
        return done();
      }
      opts.projects.byKey(key).then((project) => {
        try {
          resolved(request, project);
        } catch (error) {
          return done(error as Error);
        }
        done();
      }, done);
    });
  },
  { name: 'tenant' },
);
