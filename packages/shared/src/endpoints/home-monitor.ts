import type { homeMonitorContract } from '../contracts/home-monitor.ts';
import { endpointsOf } from './endpoint.ts';

const BASE = '/api/patient/yzh/home/health/monitor/task';

/** Home-monitoring tasks (issue 4 section 3). */
export const homeMonitor = endpointsOf<typeof homeMonitorContract>({
  config: `GET ${BASE}/config/monitorManage`,
  list: `GET ${BASE}`,
  create: `POST ${BASE}`,
  terminate: `POST ${BASE}/terminate`,
  detail: `GET ${BASE}/detail/:id`,
});
