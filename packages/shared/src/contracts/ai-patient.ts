import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/** Ours: a patient's local info (district and records) for the yuhang resident screens. */
export const localInfoContract = {
  get: { query: s.localInfoQuery, response: s.localInfoView },
} satisfies Contract;

/**
 * The AI platform's patient-side calls (issue 16; spec 3 section 7, endpoints.tsv areas
 * ai-platform and local-yzh). One param name :localAreaCode (the spec's :orgCode in the same place).
 */
export const aiPatientContract = {
  interventionList: { params: s.localAreaParams, query: s.localPageQuery, response: s.interventionPage },
  interventionSend: { params: s.localAreaParams, body: s.interventionSendBody, response: s.interventionView },
  interventionUnread: { params: s.localAreaParams, response: s.unreadView },
  interventionRead: { params: s.localAreaParams, body: s.interventionReadBody, response: s.readView },
  interventionDetails: { params: s.localAreaParams, query: s.localIdQuery, response: s.interventionView },
  askList: { params: s.localAreaParams, query: s.localPageQuery, response: s.askPage },
  ask: { params: s.localAreaParams, body: s.askRecordBody, response: s.askCreated },
  askDetail: { params: s.localAreaParams, query: s.localIdQuery, response: s.askView },
  pointTotal: { params: s.localAreaParams, query: s.pointQuery, response: s.pointTotalView },
  pointList: { params: s.localAreaParams, query: s.pointListQuery, response: s.pointPage },
  signSubmit: { params: s.localAreaParams, body: s.signSubmitBody, response: s.signView },
  signCreate: { params: s.localAreaParams, body: s.signSubmitBody, response: s.signView },
  userSign: { params: s.localAreaParams, query: s.localIdcardQuery, response: s.userSignView },
  lsUser: { params: s.localAreaParams, query: s.localIdcardQuery, response: s.userSignView },
  signDetails: { params: s.localAreaParams, query: s.localIdQuery, response: s.signView },
  findSignDetails: { params: s.localAreaParams, query: s.localIdQuery, response: s.signView },
  findSign: { params: s.localAreaParams, query: s.signFindQuery, response: s.signPage },
  signList: { params: s.localAreaParams, query: s.signFindQuery, response: s.signPage },
  wechatFollow: { params: s.localAreaParams, body: s.wechatFollowBody, response: s.followView },
  reportList: { params: s.localAreaParams, query: s.localPageQuery, response: s.localReportPage },
  reportById: { params: s.localIdParams, response: s.mergedReportView },
  reportMerge: { params: s.localAreaParams, query: s.reportMergeQuery, response: s.mergedReportView },
  prescriptionMerge: { params: s.localAreaParams, query: s.reportMergeQuery, response: s.mergedReportView },
  healthRecord: { params: s.localAreaParams, query: s.localIdcardQuery, response: s.mergedReportView },
  medicalRecord: { params: s.localAreaParams, query: s.localIdcardQuery, response: s.mergedReportView },
  recordList: { params: s.localAreaParams, query: s.localPageQuery, response: s.localReportPage },
  printRecord: { params: s.localAreaParams, query: s.localPageQuery, response: s.printPage },
  download: { params: s.localAreaParams, query: s.downloadQuery },
  shareReport: { params: s.localAreaParams, body: s.shareReportBody, response: s.shareView },
  patientReport: { params: s.localAreaParams, query: s.noLoginReportQuery, response: s.mergedReportView },
  evaluateReport: { params: s.localAreaParams, query: s.noLoginReportQuery, response: s.mergedReportView },
} satisfies Contract;
