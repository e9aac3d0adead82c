import type {
  monitorManageConfig,
  monitorTaskBody,
  monitorTaskDetail,
  monitorTaskList,
  monitorTaskPage,
  monitorTaskQuery,
  monitorTerminateBody,
  monitorTerminateResult,
} from '../schemas/home-monitor.ts';
import type { idParam } from '../schemas/user.ts';
import { endpoint } from './endpoint.ts';

const BASE = '/api/patient/yzh/home/health/monitor/task';

/** Home-monitoring tasks (issue 4 section 3). */
export const homeMonitor = {
  config: endpoint<{ response: typeof monitorManageConfig }>('GET', `${BASE}/config/monitorManage`),
  list: endpoint<{ query: typeof monitorTaskQuery; response: typeof monitorTaskPage }>('GET', BASE),
  create: endpoint<{ body: typeof monitorTaskBody; response: typeof monitorTaskList }>('POST', BASE),
  terminate: endpoint<{ body: typeof monitorTerminateBody; response: typeof monitorTerminateResult }>(
    'POST',
    `${BASE}/terminate`,
  ),
  detail: endpoint<{ params: typeof idParam; response: typeof monitorTaskDetail }>(
    'GET',
    `${BASE}/detail/:id`,
  ),
};
