import type { localInfoContract } from '../contracts/ai-patient.ts';
import type { localAreaParams } from '../schemas/ai-local.ts';
import type {
  askRecordBody,
  downloadQuery,
  interventionReadBody,
  interventionSendBody,
  localIdcardQuery,
  localIdParams,
  localIdQuery,
  localPageQuery,
  noLoginReportQuery,
  pointListQuery,
  pointQuery,
  reportMergeQuery,
  shareReportBody,
  signFindQuery,
  signSubmitBody,
  wechatFollowBody,
} from '../schemas/ai-patient.ts';
import type {
  askCreated,
  askPage,
  askView,
  followView,
  interventionPage,
  interventionView,
  localReportPage,
  mergedReportView,
  pointPage,
  pointTotalView,
  printPage,
  readView,
  shareView,
  signPage,
  signView,
  unreadView,
  userSignView,
} from '../schemas/ai-patient-views.ts';
import { endpoint, endpointsOf } from './endpoint.ts';

const P = '/api/local/yzh/:localAreaCode';
type A = typeof localAreaParams;
type Get<Q, R> = { params: A; query: Q; response: R };
type Post<B, R> = { params: A; body: B; response: R };

/**
 * The AI platform's patient-side calls (issue 16; spec 3 section 7, endpoints.tsv areas
 * ai-platform and local-yzh). One param name :localAreaCode (the spec's :orgCode in the same place).
 */
export const aiPatient = {
  interventionList: endpoint<Get<typeof localPageQuery, typeof interventionPage>>(
    'GET',
    `${P}/intervention/message/list`,
  ),
  interventionSend: endpoint<Post<typeof interventionSendBody, typeof interventionView>>(
    'POST',
    `${P}/intervention/message/send`,
  ),
  interventionUnread: endpoint<{ params: A; response: typeof unreadView }>(
    'GET',
    `${P}/intervention/unread/num`,
  ),
  interventionRead: endpoint<Post<typeof interventionReadBody, typeof readView>>(
    'POST',
    `${P}/intervention/message/read`,
  ),
  interventionDetails: endpoint<Get<typeof localIdQuery, typeof interventionView>>(
    'GET',
    `${P}/intervention/message/details`,
  ),
  askList: endpoint<Get<typeof localPageQuery, typeof askPage>>('GET', `${P}/ask/record/list`),
  ask: endpoint<Post<typeof askRecordBody, typeof askCreated>>('POST', `${P}/ask/record`),
  askDetail: endpoint<Get<typeof localIdQuery, typeof askView>>('GET', `${P}/ask/detail`),
  pointTotal: endpoint<Get<typeof pointQuery, typeof pointTotalView>>('GET', `${P}/point/total/score`),
  pointList: endpoint<Get<typeof pointListQuery, typeof pointPage>>('GET', `${P}/point/list`),
  signSubmit: endpoint<Post<typeof signSubmitBody, typeof signView>>('POST', `${P}/ls/submit/sign`),
  signCreate: endpoint<Post<typeof signSubmitBody, typeof signView>>('POST', `${P}/sign/create`),
  userSign: endpoint<Get<typeof localIdcardQuery, typeof userSignView>>('GET', `${P}/ls/user/sign`),
  lsUser: endpoint<Get<typeof localIdcardQuery, typeof userSignView>>('GET', `${P}/ls/user`),
  signDetails: endpoint<Get<typeof localIdQuery, typeof signView>>('GET', `${P}/sign/details`),
  findSignDetails: endpoint<Get<typeof localIdQuery, typeof signView>>('GET', `${P}/find/sign/details`),
  findSign: endpoint<Get<typeof signFindQuery, typeof signPage>>('GET', `${P}/ls/find/sign`),
  signList: endpoint<Get<typeof signFindQuery, typeof signPage>>('GET', `${P}/sign/list`),
  wechatFollow: endpoint<Post<typeof wechatFollowBody, typeof followView>>('POST', `${P}/wechat/follow`),
  reportList: endpoint<Get<typeof localPageQuery, typeof localReportPage>>('GET', `${P}/patient/report/list`),
  reportById: endpoint<{ params: typeof localIdParams; response: typeof mergedReportView }>(
    'GET',
    `${P}/patient/report/:id`,
  ),
  reportMerge: endpoint<Get<typeof reportMergeQuery, typeof mergedReportView>>(
    'GET',
    `${P}/patient/report/merge`,
  ),
  prescriptionMerge: endpoint<Get<typeof reportMergeQuery, typeof mergedReportView>>(
    'GET',
    `${P}/patient/prescription/merge`,
  ),
  healthRecord: endpoint<Get<typeof localIdcardQuery, typeof mergedReportView>>(
    'GET',
    `${P}/patient/health/record/detail`,
  ),
  medicalRecord: endpoint<Get<typeof localIdcardQuery, typeof mergedReportView>>(
    'GET',
    `${P}/patient/medical/record`,
  ),
  recordList: endpoint<Get<typeof localPageQuery, typeof localReportPage>>('GET', `${P}/patient/record/list`),
  printRecord: endpoint<Get<typeof localPageQuery, typeof printPage>>('GET', `${P}/print/record`),
  download: endpoint<{ params: A; query: typeof downloadQuery }>('GET', `${P}/common/download`),
  shareReport: endpoint<Post<typeof shareReportBody, typeof shareView>>('POST', `${P}/patient/report/share`),
  /** The no-login report page's two forms: open, but only with a signed link. */
  patientReport: endpoint<Get<typeof noLoginReportQuery, typeof mergedReportView>>(
    'GET',
    `${P}/patient/report`,
  ),
  evaluateReport: endpoint<Get<typeof noLoginReportQuery, typeof mergedReportView>>(
    'GET',
    `${P}/patient/evaluate/report`,
  ),
};

/** Ours: a patient's local info (district and records) for the yuhang resident screens. */
export const localInfo = endpointsOf<typeof localInfoContract>({
  get: 'GET /api/patient/local/info',
});
