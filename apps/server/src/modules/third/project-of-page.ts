import { MSG } from '@kanghu/shared';
import type { FastifyRequest } from 'fastify';
import type { ProjectRecord } from '../../core/projects.ts';
import { badRequest } from '../../lib/errors.ts';
import type { Services } from '../../services.ts';

/**
 * The project of a dev authorize page: a browser navigation carries no Project header, so the
 * page takes `project` from its query string, falling back to the request's project.
 */
export async function projectOfPage(
  services: Services,
  request: FastifyRequest,
  key: string | undefined,
): Promise<ProjectRecord> {
  if (!key) return request.tenant.project;
  const project = await services.projects.byKey(key);
  if (!project) throw badRequest(MSG.projectUnknown);
  return project;
}
