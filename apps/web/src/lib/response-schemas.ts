import type { AnnouncementDetail, AnnouncementItem, ProjectConfigView, SessionInfo } from '@kanghu/shared';
import { nextTask } from './next-task.ts';
import type { ResponseSchema } from './request.ts';

/**
 * Response schemas loaded on demand, for the `schema` option of the request wrapper. zod and the
 * shared schemas are ~30 KB gzipped: imported statically they would land in the start-up chunk and
 * on every sign-in page (budget 200 KB). As loaders, the chunk is fetched the first time an answer
 * is checked (or earlier with preloadResponseSchemas) and reused after that.
 */

type SchemaSet = typeof import('./response-schema-set.ts');

let loading: Promise<SchemaSet> | null = null;

function load(): Promise<SchemaSet> {
  if (!loading) {
    loading = import('./response-schema-set.ts')
      // The chunk's evaluation (zod and the schemas) and the first checks: two tasks, not one.
      .then(async (set) => {
        await nextTask();
        return set;
      })
      .catch((error: unknown) => {
        loading = null; // a failed chunk load is retried by the next call
        throw error;
      });
  }
  return loading;
}

/** Starts fetching the schemas now (e.g. at start-up with a stored token, before the answers come). */
export function preloadResponseSchemas(): void {
  load().catch(() => {});
}

/** GET /api/user/mine and every sign-in answer. */
export const sessionInfoSchema = (): Promise<ResponseSchema<SessionInfo>> =>
  load().then((m) => m.sessionInfo);

/** GET /api/base/project/config/domain. */
export const projectConfigSchema = (): Promise<ResponseSchema<ProjectConfigView>> =>
  load().then((m) => m.projectConfigView);

/**
 * GET /api/base/config (the latest announcements): the page, parsed as `schema.parse` does (a
 * mismatch throws the same ZodError), once the schema chunk is there.
 */
export const parseAnnouncementPage = async (data: unknown): Promise<{ list: AnnouncementItem[] }> =>
  (await load()).announcementPage.parse(data);

/** GET /api/base/config/:id, parsed as `schema.parse` does. */
export const parseAnnouncementDetail = async (data: unknown): Promise<AnnouncementDetail> =>
  (await load()).announcementDetail.parse(data);
