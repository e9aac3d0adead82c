import { systemMessage } from '@kanghu/shared/endpoints';
import type { Api } from '../../lib/request.ts';
import { prefetch, takePrefetched } from '../../lib/startup-prefetch.ts';

export const SYSTEM_MESSAGE_PAGE_SIZE = 20;

/** GET /api/message/system, one page (newest first) with the unread count. */
export const fetchSystemMessages = (api: Api, pageNo: number) =>
  api.call(systemMessage.list, { query: { pageNo, pageSize: SYSTEM_MESSAGE_PAGE_SIZE } }, { silent: true });

const firstPageKey = (projectKey: string) => `systemMessages:${projectKey}:1`;

/** Start-up (app/home-prefetch.ts) asks for the first page (the homes' unread count) early. */
export function prefetchSystemMessages(api: Api, projectKey: string, token: string): void {
  prefetch(firstPageKey(projectKey), token, () => fetchSystemMessages(api, 1));
}

/** Page `pageNo`; the first page is start-up's answer when this session has a fresh one. */
export function systemMessagePage(api: Api, projectKey: string, token: string, pageNo: number) {
  return pageNo === 1
    ? takePrefetched(firstPageKey(projectKey), token, () => fetchSystemMessages(api, 1))
    : fetchSystemMessages(api, pageNo);
}
