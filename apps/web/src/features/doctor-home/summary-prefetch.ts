import { workbench } from '@kanghu/shared/endpoints';
import type { Api } from '../../lib/request.ts';
import { prefetch, takePrefetched } from '../../lib/startup-prefetch.ts';

/** GET /api/doctor/workbench/summary: the doctor home's numbers. */
const fetchSummary = (api: Api) => api.call(workbench.summary, {}, { silent: true });

const summaryKey = (projectKey: string) => `workbenchSummary:${projectKey}`;

/** Start-up (app/home-prefetch.ts) asks for the doctor home's numbers early. */
export function prefetchWorkbenchSummary(api: Api, projectKey: string, token: string): void {
  prefetch(summaryKey(projectKey), token, () => fetchSummary(api));
}

/** The numbers; start-up's answer when this session has a fresh one, else a new call. */
export function workbenchSummary(api: Api, projectKey: string, token: string) {
  return takePrefetched(summaryKey(projectKey), token, () => fetchSummary(api));
}
