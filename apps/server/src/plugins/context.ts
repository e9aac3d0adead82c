import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors.ts';
import type { ProjectRecord, ProjectService } from '../modules/config/project-service.ts';

/** The request headers of spec 2 section 7, read once. */
export interface RequestContext {
  project: ProjectRecord;
  deviceType: string | null;
  source: string | null;
  localUserId: string | null;
  serverArea: string | null;
  serverType: string | null;
  guestToken: string | null;
  decodeWay: string | null;
  ip: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
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
    app.decorateRequest('ctx', null as unknown as RequestContext);
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/') && !request.url.startsWith('/iotapi/')) return;
      if (request.url.startsWith('/api/docs')) return;
      const key = header(request, 'Project') ?? socketProject(request) ?? opts.defaultProject;
      const project = await opts.projects.byKey(key);
      if (!project) throw badRequest('项目不存在');
      request.ctx = {
        project,
        deviceType: header(request, 'Device-Type'),
        source: header(request, 'Source'),
        localUserId: header(request, 'LocalUserId'),
        serverArea: header(request, 'Server-Area'),
        serverType: header(request, 'servertype'),
        guestToken: header(request, 'Guest-Token'),
        decodeWay: header(request, 'DecodeWay'),
        ip: request.ip,
      };
    });
  },
  { name: 'context' },
);
