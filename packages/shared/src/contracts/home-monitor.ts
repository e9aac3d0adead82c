import type { Contract } from '../endpoints/endpoint.ts';
import {
  idParam,
  monitorManageConfig,
  monitorTaskBody,
  monitorTaskDetail,
  monitorTaskList,
  monitorTaskPage,
  monitorTaskQuery,
  monitorTerminateBody,
  monitorTerminateResult,
} from '../index.ts';

/** Home-monitoring tasks (issue 4 section 3). */
export const homeMonitorContract = {
  config: { response: monitorManageConfig },
  list: { query: monitorTaskQuery, response: monitorTaskPage },
  create: { body: monitorTaskBody, response: monitorTaskList },
  terminate: { body: monitorTerminateBody, response: monitorTerminateResult },
  detail: { params: idParam, response: monitorTaskDetail },
} satisfies Contract;
