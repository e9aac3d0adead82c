import type { aiOpsContract } from '../contracts/ai-ops.ts';
import { endpointsOf } from './endpoint.ts';

const L = '/api/local/yzh/:localAreaCode';

/** Robot calls, pre-consultation and local follow-ups of the AI platform (issue 16, area ai-platform). */
export const aiOps = endpointsOf<typeof aiOpsContract>({
  callList: `GET ${L}/call/timeline/list`,
  callCreate: `POST ${L}/call/create`,
  callRecords: `GET ${L}/xfyeta/records`,
  waitList: `GET ${L}/wait/list`,
  historyList: `GET ${L}/history/list`,
  searchList: `GET ${L}/search/list`,
  bindList: `GET ${L}/bind/list`,
  bind: `POST ${L}/bind`,
  diseaseInfo: `GET ${L}/disease/info`,
  formTemporary: `GET ${L}/form/temporary`,
  saveTemporary: `POST ${L}/form/temporary`,
  saveFinal: `POST ${L}/before/wrap/form`,
  formDetail: `GET ${L}/form/detail`,
  followCreate: `POST ${L}/follow/create`,
  followSave: `POST ${L}/follow/save`,
  followDetail: `GET ${L}/follow/detail`,
  followLastDetail: `GET ${L}/follow/last/detail`,
  followGrab: `POST ${L}/follow/grab`,
  followGrabInit: `GET ${L}/follow/grab/init`,
  followWaitTasks: `GET ${L}/follow/wait/task/list`,
  followDone: `GET ${L}/follow/done/list`,
  followList2: `GET ${L}/follow/list2`,
  followPlan: `GET ${L}/follow/plan`,
  followDraft: `GET ${L}/follow/record/draft`,
  saveFollowDraft: `PUT ${L}/follow/record/draft`,
  followSync: `POST ${L}/follow/sync`,
});
