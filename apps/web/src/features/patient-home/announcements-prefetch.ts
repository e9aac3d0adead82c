import { config } from '@kanghu/shared/endpoints';
import type { Api } from '../../lib/request.ts';

/** The patient home's path: start-up fetches its announcements alongside the user info. */
export const PATIENT_HOME_PATH = '/health/user/index';
/** How many announcements the home lists. */
export const LATEST_ANNOUNCEMENTS = 3;

/** GET /api/base/config, the latest page, unchecked (Announcements parses it). */
export const fetchLatestAnnouncements = (api: Api): Promise<unknown> =>
  api.call(config.announcements, { query: { pageNo: 1, pageSize: LATEST_ANNOUNCEMENTS } }, { silent: true });

/**
 * One answer fetched at start-up (boot.ts) for the home's first render: the list then needs no
 * request after the screen mounted. Taken once; every later fetch is a request of its own.
 */
let prefetched: { projectKey: string; answer: Promise<unknown> } | null = null;

export function prefetchAnnouncements(api: Api, projectKey: string): void {
  const answer = fetchLatestAnnouncements(api);
  answer.catch(() => {}); // reported by the screen's query when it takes the answer
  prefetched = { projectKey, answer };
}

/** The start-up answer for `projectKey` (once), or a new request. */
export function takeLatestAnnouncements(api: Api, projectKey: string): Promise<unknown> {
  const taken = prefetched;
  prefetched = null;
  return taken?.projectKey === projectKey ? taken.answer : fetchLatestAnnouncements(api);
}
