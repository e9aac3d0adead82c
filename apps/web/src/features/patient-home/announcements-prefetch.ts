import { config } from '@kanghu/shared/endpoints';
import type { Api } from '../../lib/request.ts';
import { prefetch, takePrefetched } from '../../lib/startup-prefetch.ts';

/** How many announcements the home lists. */
export const LATEST_ANNOUNCEMENTS = 3;

/** GET /api/base/config, the latest page, unchecked (Announcements parses it). */
export const fetchLatestAnnouncements = (api: Api): Promise<unknown> =>
  api.call(config.announcements, { query: { pageNo: 1, pageSize: LATEST_ANNOUNCEMENTS } }, { silent: true });

const keyOf = (projectKey: string) => `announcements:${projectKey}:latest`;

/** Start-up (app/home-prefetch.ts) asks for the home's announcements before the screen loaded. */
export function prefetchAnnouncements(api: Api, projectKey: string, token: string): void {
  prefetch(keyOf(projectKey), token, () => fetchLatestAnnouncements(api));
}

/** The start-up answer of this session (once, while fresh), or a new request. */
export function takeLatestAnnouncements(api: Api, projectKey: string, token: string): Promise<unknown> {
  return takePrefetched(keyOf(projectKey), token, () => fetchLatestAnnouncements(api));
}
