import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/** Home-monitoring tasks (issue 4 section 3). */
export const homeMonitorContract = {
  config: { response: s.monitorManageConfig },
  list: { query: s.monitorTaskQuery, response: s.monitorTaskPage },
  create: { body: s.monitorTaskBody, response: s.monitorTaskList },
  terminate: { body: s.monitorTerminateBody, response: s.monitorTerminateResult },
  detail: { params: s.idParam, response: s.monitorTaskDetail },
} satisfies Contract;
