import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/** Robot calls, pre-consultation and local follow-ups of the AI platform (issue 16, area ai-platform). */
export const aiOpsContract = {
  callList: { params: s.localAreaParams, query: s.aiCallListQuery, response: s.aiCallPage },
  callCreate: { params: s.localAreaParams, body: s.aiCallBody, response: s.aiCallView },
  callRecords: { params: s.localAreaParams, query: s.aiCallRecordsQuery, response: s.aiCallPage },
  waitList: { params: s.localAreaParams, query: s.aiPageQuery, response: s.aiConsultPage },
  historyList: { params: s.localAreaParams, query: s.aiPageQuery, response: s.aiConsultPage },
  searchList: { params: s.localAreaParams, query: s.aiSearchQuery, response: s.aiConsultPage },
  bindList: { params: s.localAreaParams, response: s.aiDeskDeviceList },
  bind: { params: s.localAreaParams, body: s.aiDeskBindBody, response: s.aiDeskDeviceView },
  diseaseInfo: { params: s.localAreaParams, query: s.aiIdcardQuery, response: s.aiDiseaseInfo },
  formTemporary: { params: s.localAreaParams, query: s.aiIdcardQuery, response: s.aiConsultFormView },
  saveTemporary: { params: s.localAreaParams, body: s.aiConsultForm, response: s.aiConsultFormView },
  saveFinal: { params: s.localAreaParams, body: s.aiConsultForm, response: s.aiConsultFormView },
  formDetail: { params: s.localAreaParams, query: s.aiFormDetailQuery, response: s.aiConsultFormView },
  followCreate: { params: s.localAreaParams, body: s.aiFollowCreateBody, response: s.aiFollowView },
  followSave: { params: s.localAreaParams, body: s.aiFollowSaveBody, response: s.aiFollowView },
  followDetail: { params: s.localAreaParams, query: s.aiIdQuery, response: s.aiFollowView },
  followLastDetail: { params: s.localAreaParams, query: s.aiIdcardQuery, response: s.aiFollowMaybe },
  followGrab: { params: s.localAreaParams, body: s.aiIdBody, response: s.aiFollowView },
  followGrabInit: { params: s.localAreaParams, response: s.aiGrabInit },
  followWaitTasks: { params: s.localAreaParams, query: s.aiPageQuery, response: s.aiFollowPage },
  followDone: { params: s.localAreaParams, query: s.aiPageQuery, response: s.aiFollowPage },
  followList2: { params: s.localAreaParams, query: s.aiPageQuery, response: s.aiFollowPage },
  followPlan: { params: s.localAreaParams, query: s.aiIdcardQuery, response: s.aiFollowList },
  followDraft: { params: s.localAreaParams, query: s.aiIdQuery, response: s.aiFollowDraftView },
  saveFollowDraft: { params: s.localAreaParams, body: s.aiFollowDraftBody, response: s.aiFollowDraftView },
  followSync: { params: s.localAreaParams, body: s.aiIdBody, response: s.aiFollowSyncView },
} satisfies Contract;
