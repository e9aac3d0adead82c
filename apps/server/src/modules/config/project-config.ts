import { DEFAULT_SERVER_AREA, MSG, type ProjectConfigView, projectFeatures } from '@kanghu/shared';
import type { OpenCtx } from '../../core/context.ts';
import type { ProjectRecord } from '../../core/projects.ts';
import { notFound } from '../../lib/errors.ts';
import { listDistricts } from './districts-repo.ts';

/** The project config of spec 2 section 3, as the web app reads it before mounting. */
export function toProjectConfigView(p: ProjectRecord): ProjectConfigView {
  const s = p.settings;
  return {
    project: p.key,
    name: p.name,
    orgCode: p.orgCode,
    domain: p.domain,
    indexPath: p.indexPath,
    defaultPath: p.defaultPath,
    mobileInitConfigList: s.mobileInitConfigList ?? [],
    modules: s.modules ?? [],
    chatConfig: { babyList: s.chatConfig?.babyList ?? [] },
    theme: s.theme ?? {},
    features: projectFeatures.parse(s.features ?? {}),
    wxgzId: s.wxgzId ?? null,
    serverArea: s.serverArea || DEFAULT_SERVER_AREA,
  };
}

/** Host name without port, lower-case ("Demo.Example.com:8443" -> "demo.example.com"). */
export function hostOf(domain: string): string {
  return domain.replace(/:\d+$/, '').toLowerCase();
}

/**
 * Finds the project by key, else by host name, else the request's own project. Served from
 * ProjectService's cache; an unknown project answers 404 项目不存在.
 */
export async function findProjectConfig(
  ctx: OpenCtx,
  query: { project?: string | undefined; domain?: string | undefined },
): Promise<ProjectConfigView> {
  const projects = ctx.services.projects;
  let record: ProjectRecord | null = ctx.project;
  if (query.project) record = await projects.byKey(query.project);
  else if (query.domain) record = await projects.byDomain(hostOf(query.domain));
  if (!record) throw notFound(MSG.projectUnknown);
  return toProjectConfigView(record);
}

/** GET /api/base/project/districts: the districts of the request's project. */
export async function projectDistricts(ctx: OpenCtx) {
  const rows = await ctx.inTenant((tx) => listDistricts(tx));
  return rows.map((d) => ({ ...d, project: ctx.project.key }));
}
