import type { AnnouncementDetail, AnnouncementItem, ProjectConfigView, SessionInfo } from '@kanghu/shared';
import { nextTask } from './next-task.ts';
import type { ResponseSchema } from './request.ts';

/**
 * Response schemas loaded on demand, for the `schema` option of the request wrapper. zod and the
 * shared schemas are ~30 KB gzipped: imported statically they would land in the start-up chunk and
 * on every sign-in page (budget 200 KB). As loaders, the chunk is fetched the first time an answer
 * is checked (or earlier with preloadResponseSchemas) and reused after that.
 *
 * Only development builds and the unit tests check: in production the server has already checked
 * every answer against the same shared schema before sending it (fastify-type-provider-zod's
 * serializer parses the reply with the route's response schema and refuses one that does not
 * match), so a second check here only cost every signed-in start-up zod's download and evaluation
 * (a 25-60 ms task, x4 on a phone) for the session, the project config and the announcements.
 */
export const CHECK_ANSWERS: boolean = import.meta.env.DEV;

/** Production's stand-in: the answer as the server checked and sent it. */
const asSent = <T>(): ResponseSchema<T> => ({ safeParse: (data) => ({ success: true, data: data as T }) });

type SchemaSet = typeof import('./response-schema-set.ts');

let loading: Promise<SchemaSet> | null = null;

function load(): Promise<SchemaSet> {
  if (!CHECK_ANSWERS) return Promise.reject(new Error('answers are not checked in production'));
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
  if (CHECK_ANSWERS) load().catch(() => {});
}

/** GET /api/user/mine and every sign-in answer. */
export const sessionInfoSchema = async (): Promise<ResponseSchema<SessionInfo>> =>
  CHECK_ANSWERS ? (await load()).sessionInfo : asSent();

/** GET /api/base/project/config/domain. */
export const projectConfigSchema = async (): Promise<ResponseSchema<ProjectConfigView>> =>
  CHECK_ANSWERS ? (await load()).projectConfigView : asSent();

/**
 * GET /api/base/config (the latest announcements): the page, parsed as `schema.parse` does (a
 * mismatch throws the same ZodError), once the schema chunk is there.
 */
export const parseAnnouncementPage = async (data: unknown): Promise<{ list: AnnouncementItem[] }> =>
  CHECK_ANSWERS ? (await load()).announcementPage.parse(data) : (data as { list: AnnouncementItem[] });

/** GET /api/base/config/:id, parsed as `schema.parse` does. */
export const parseAnnouncementDetail = async (data: unknown): Promise<AnnouncementDetail> =>
  CHECK_ANSWERS ? (await load()).announcementDetail.parse(data) : (data as AnnouncementDetail);
