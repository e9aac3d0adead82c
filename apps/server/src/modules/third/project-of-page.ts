import { MSG } from '@kanghu/shared';
import type { OpenCtx } from '../../core/context.ts';
import type { ProjectRecord } from '../../core/projects.ts';
import { badRequest } from '../../lib/errors.ts';

/**
 * The project of a dev authorize page: a browser navigation carries no Project header, so the
 * page takes `project` from its query string, falling back to the request's project.
 */
export async function projectOfPage(ctx: OpenCtx, key: string | undefined): Promise<ProjectRecord> {
  if (!key) return ctx.project;
  const project = await ctx.services.projects.byKey(key);
  if (!project) throw badRequest(MSG.projectUnknown);
  return project;
}
