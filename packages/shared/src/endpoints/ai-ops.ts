import type { aiFollowDraftBody, aiFollowDraftView } from '../schemas/ai-follow-draft.ts';
import type { aiPageQuery } from '../schemas/ai-lists.ts';
import type { localAreaParams } from '../schemas/ai-local.ts';
import type {
  aiCallBody,
  aiCallListQuery,
  aiCallPage,
  aiCallRecordsQuery,
  aiCallView,
  aiConsultForm,
  aiConsultFormView,
  aiConsultPage,
  aiDeskBindBody,
  aiDeskDeviceList,
  aiDeskDeviceView,
  aiDiseaseInfo,
  aiFollowCreateBody,
  aiFollowList,
  aiFollowMaybe,
  aiFollowPage,
  aiFollowSaveBody,
  aiFollowSyncView,
  aiFollowView,
  aiFormDetailQuery,
  aiGrabInit,
  aiIdBody,
  aiIdcardQuery,
  aiIdQuery,
  aiSearchQuery,
} from '../schemas/ai-ops.ts';
import { endpoint } from './endpoint.ts';

const L = '/api/local/yzh/:localAreaCode';
type P = typeof localAreaParams;

/** Robot calls, pre-consultation and local follow-ups of the AI platform (issue 16, area ai-platform). */
export const aiOps = {
  callList: endpoint<{ params: P; query: typeof aiCallListQuery; response: typeof aiCallPage }>(
    'GET',
    `${L}/call/timeline/list`,
  ),
  callCreate: endpoint<{ params: P; body: typeof aiCallBody; response: typeof aiCallView }>(
    'POST',
    `${L}/call/create`,
  ),
  callRecords: endpoint<{ params: P; query: typeof aiCallRecordsQuery; response: typeof aiCallPage }>(
    'GET',
    `${L}/xfyeta/records`,
  ),
  waitList: endpoint<{ params: P; query: typeof aiPageQuery; response: typeof aiConsultPage }>(
    'GET',
    `${L}/wait/list`,
  ),
  historyList: endpoint<{ params: P; query: typeof aiPageQuery; response: typeof aiConsultPage }>(
    'GET',
    `${L}/history/list`,
  ),
  searchList: endpoint<{ params: P; query: typeof aiSearchQuery; response: typeof aiConsultPage }>(
    'GET',
    `${L}/search/list`,
  ),
  bindList: endpoint<{ params: P; response: typeof aiDeskDeviceList }>('GET', `${L}/bind/list`),
  bind: endpoint<{ params: P; body: typeof aiDeskBindBody; response: typeof aiDeskDeviceView }>(
    'POST',
    `${L}/bind`,
  ),
  diseaseInfo: endpoint<{ params: P; query: typeof aiIdcardQuery; response: typeof aiDiseaseInfo }>(
    'GET',
    `${L}/disease/info`,
  ),
  formTemporary: endpoint<{ params: P; query: typeof aiIdcardQuery; response: typeof aiConsultFormView }>(
    'GET',
    `${L}/form/temporary`,
  ),
  saveTemporary: endpoint<{ params: P; body: typeof aiConsultForm; response: typeof aiConsultFormView }>(
    'POST',
    `${L}/form/temporary`,
  ),
  saveFinal: endpoint<{ params: P; body: typeof aiConsultForm; response: typeof aiConsultFormView }>(
    'POST',
    `${L}/before/wrap/form`,
  ),
  formDetail: endpoint<{ params: P; query: typeof aiFormDetailQuery; response: typeof aiConsultFormView }>(
    'GET',
    `${L}/form/detail`,
  ),
  followCreate: endpoint<{ params: P; body: typeof aiFollowCreateBody; response: typeof aiFollowView }>(
    'POST',
    `${L}/follow/create`,
  ),
  followSave: endpoint<{ params: P; body: typeof aiFollowSaveBody; response: typeof aiFollowView }>(
    'POST',
    `${L}/follow/save`,
  ),
  followDetail: endpoint<{ params: P; query: typeof aiIdQuery; response: typeof aiFollowView }>(
    'GET',
    `${L}/follow/detail`,
  ),
  followLastDetail: endpoint<{ params: P; query: typeof aiIdcardQuery; response: typeof aiFollowMaybe }>(
    'GET',
    `${L}/follow/last/detail`,
  ),
  followGrab: endpoint<{ params: P; body: typeof aiIdBody; response: typeof aiFollowView }>(
    'POST',
    `${L}/follow/grab`,
  ),
  followGrabInit: endpoint<{ params: P; response: typeof aiGrabInit }>('GET', `${L}/follow/grab/init`),
  followWaitTasks: endpoint<{ params: P; query: typeof aiPageQuery; response: typeof aiFollowPage }>(
    'GET',
    `${L}/follow/wait/task/list`,
  ),
  followDone: endpoint<{ params: P; query: typeof aiPageQuery; response: typeof aiFollowPage }>(
    'GET',
    `${L}/follow/done/list`,
  ),
  followList2: endpoint<{ params: P; query: typeof aiPageQuery; response: typeof aiFollowPage }>(
    'GET',
    `${L}/follow/list2`,
  ),
  followPlan: endpoint<{ params: P; query: typeof aiIdcardQuery; response: typeof aiFollowList }>(
    'GET',
    `${L}/follow/plan`,
  ),
  /** Ours: the temporary save (暂存) of a held plan's record; follow/save with finish deletes it. */
  followDraft: endpoint<{ params: P; query: typeof aiIdQuery; response: typeof aiFollowDraftView }>(
    'GET',
    `${L}/follow/record/draft`,
  ),
  saveFollowDraft: endpoint<{
    params: P;
    body: typeof aiFollowDraftBody;
    response: typeof aiFollowDraftView;
  }>('PUT', `${L}/follow/record/draft`),
  followSync: endpoint<{ params: P; body: typeof aiIdBody; response: typeof aiFollowSyncView }>(
    'POST',
    `${L}/follow/sync`,
  ),
};
