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

function header(request: FastifyRequest, name: string): string | null {
  const v = request.headers[name.toLowerCase()];
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
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/') && !request.url.startsWith('/iotapi/')) return;
      if (request.url.startsWith('/api/docs')) return;
      const key = header(request, 'Project') ?? socketProject(request) ?? opts.defaultProject;
      const project = await opts.projects.byKey(key);
      if (!project) throw badRequest('项目不存在');
      request.tenant = {
        project,
        headers: {
          deviceType: header(request, 'Device-Type'),
          source: header(request, 'Source'),
          localUserId: header(request, 'LocalUserId'),
          serverArea: header(request, 'Server-Area'),
          serverType: header(request, 'servertype'),
          guestToken: header(request, 'Guest-Token'),
          decodeWay: header(request, 'DecodeWay'),
        },
        ip: request.ip,
      };
    });
  },
  { name: 'tenant' },
);
