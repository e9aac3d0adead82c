import type { ProjectConfigView } from '@kanghu/shared';
import { config as configEndpoints } from '@kanghu/shared/endpoints';
import type { Api } from './request.ts';
import { projectConfigSchema } from './response-schemas.ts';
import { type AppStorage, STORAGE_KEYS } from './storage.ts';

/** The project used when neither the URL nor storage names one. */
export const DEFAULT_PROJECT = 'demo';
const PROJECT_KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The project (tenant) of this page: URL `project` or `platformName`, else stored, else the default. */
export function resolveProjectKey(search: string, storage: AppStorage): string {
  const params = new URLSearchParams(search);
  const fromUrl = params.get('project') ?? params.get('platformName');
  if (fromUrl && PROJECT_KEY_PATTERN.test(fromUrl)) return fromUrl;
  const stored = storage.get(STORAGE_KEYS.project);
  return stored && PROJECT_KEY_PATTERN.test(stored) ? stored : DEFAULT_PROJECT;
}

/**
 * GET /api/base/project/config/domain (public); remembers the project once its config loaded.
 * With `check` the answer is checked against the shared schema (loads the schema chunk).
 */
export async function loadProjectConfig(
  api: Api,
  storage: AppStorage,
  key: string,
  check = false,
): Promise<ProjectConfigView> {
  const config = await api.call(
    configEndpoints.project,
    { query: { project: key } },
    { silent: true, schema: check ? projectConfigSchema : undefined },
  );
  storage.set(STORAGE_KEYS.project, key);
  return config;
}
