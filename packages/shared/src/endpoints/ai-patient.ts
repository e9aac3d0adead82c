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
import { endpoint } from './endpoint.ts';

const P = '/api/local/yzh/:localAreaCode';
type A = typeof localAreaParams;
type Get<Q> = { params: A; query: Q };
type Post<B> = { params: A; body: B };

/**
 * The AI platform's patient-side calls (issue 16; spec 3 section 7, endpoints.tsv areas
 * ai-platform and local-yzh). One param name :localAreaCode (the spec's :orgCode in the same place).
 */
export const aiPatient = {
  interventionList: endpoint<Get<typeof localPageQuery>>('GET', `${P}/intervention/message/list`),
  interventionSend: endpoint<Post<typeof interventionSendBody>>('POST', `${P}/intervention/message/send`),
  interventionUnread: endpoint<{ params: A }>('GET', `${P}/intervention/unread/num`),
  interventionRead: endpoint<Post<typeof interventionReadBody>>('POST', `${P}/intervention/message/read`),
  interventionDetails: endpoint<Get<typeof localIdQuery>>('GET', `${P}/intervention/message/details`),
  askList: endpoint<Get<typeof localPageQuery>>('GET', `${P}/ask/record/list`),
  ask: endpoint<Post<typeof askRecordBody>>('POST', `${P}/ask/record`),
  askDetail: endpoint<Get<typeof localIdQuery>>('GET', `${P}/ask/detail`),
  pointTotal: endpoint<Get<typeof pointQuery>>('GET', `${P}/point/total/score`),
  pointList: endpoint<Get<typeof pointListQuery>>('GET', `${P}/point/list`),
  signSubmit: endpoint<Post<typeof signSubmitBody>>('POST', `${P}/ls/submit/sign`),
  signCreate: endpoint<Post<typeof signSubmitBody>>('POST', `${P}/sign/create`),
  userSign: endpoint<Get<typeof localIdcardQuery>>('GET', `${P}/ls/user/sign`),
  lsUser: endpoint<Get<typeof localIdcardQuery>>('GET', `${P}/ls/user`),
  signDetails: endpoint<Get<typeof localIdQuery>>('GET', `${P}/sign/details`),
  findSignDetails: endpoint<Get<typeof localIdQuery>>('GET', `${P}/find/sign/details`),
  findSign: endpoint<Get<typeof signFindQuery>>('GET', `${P}/ls/find/sign`),
  signList: endpoint<Get<typeof signFindQuery>>('GET', `${P}/sign/list`),
  wechatFollow: endpoint<Post<typeof wechatFollowBody>>('POST', `${P}/wechat/follow`),
  reportList: endpoint<Get<typeof localPageQuery>>('GET', `${P}/patient/report/list`),
  reportById: endpoint<{ params: typeof localIdParams }>('GET', `${P}/patient/report/:id`),
  reportMerge: endpoint<Get<typeof reportMergeQuery>>('GET', `${P}/patient/report/merge`),
  prescriptionMerge: endpoint<Get<typeof reportMergeQuery>>('GET', `${P}/patient/prescription/merge`),
  healthRecord: endpoint<Get<typeof localIdcardQuery>>('GET', `${P}/patient/health/record/detail`),
  medicalRecord: endpoint<Get<typeof localIdcardQuery>>('GET', `${P}/patient/medical/record`),
  recordList: endpoint<Get<typeof localPageQuery>>('GET', `${P}/patient/record/list`),
  printRecord: endpoint<Get<typeof localPageQuery>>('GET', `${P}/print/record`),
  download: endpoint<Get<typeof downloadQuery>>('GET', `${P}/common/download`),
  shareReport: endpoint<Post<typeof shareReportBody>>('POST', `${P}/patient/report/share`),
  /** The no-login report page's two forms: open, but only with a signed link. */
  patientReport: endpoint<Get<typeof noLoginReportQuery>>('GET', `${P}/patient/report`),
  evaluateReport: endpoint<Get<typeof noLoginReportQuery>>('GET', `${P}/patient/evaluate/report`),
};
