import type { aiPatientContract, localInfoContract } from '../contracts/ai-patient.ts';
import { endpointsOf } from './endpoint.ts';

const P = '/api/local/yzh/:localAreaCode';

/**
 * The AI platform's patient-side calls (issue 16; spec 3 section 7, endpoints.tsv areas
 * ai-platform and local-yzh). One param name :localAreaCode (the spec's :orgCode in the same place).
 */
export const aiPatient = endpointsOf<typeof aiPatientContract>({
  interventionList: `GET ${P}/intervention/message/list`,
  interventionSend: `POST ${P}/intervention/message/send`,
  interventionUnread: `GET ${P}/intervention/unread/num`,
  interventionRead: `POST ${P}/intervention/message/read`,
  interventionDetails: `GET ${P}/intervention/message/details`,
  askList: `GET ${P}/ask/record/list`,
  ask: `POST ${P}/ask/record`,
  askDetail: `GET ${P}/ask/detail`,
  pointTotal: `GET ${P}/point/total/score`,
  pointList: `GET ${P}/point/list`,
  signSubmit: `POST ${P}/ls/submit/sign`,
  signCreate: `POST ${P}/sign/create`,
  userSign: `GET ${P}/ls/user/sign`,
  lsUser: `GET ${P}/ls/user`,
  signDetails: `GET ${P}/sign/details`,
  findSignDetails: `GET ${P}/find/sign/details`,
  findSign: `GET ${P}/ls/find/sign`,
  signList: `GET ${P}/sign/list`,
  wechatFollow: `POST ${P}/wechat/follow`,
  reportList: `GET ${P}/patient/report/list`,
  reportById: `GET ${P}/patient/report/:id`,
  reportMerge: `GET ${P}/patient/report/merge`,
  prescriptionMerge: `GET ${P}/patient/prescription/merge`,
  healthRecord: `GET ${P}/patient/health/record/detail`,
  medicalRecord: `GET ${P}/patient/medical/record`,
  recordList: `GET ${P}/patient/record/list`,
  printRecord: `GET ${P}/print/record`,
  download: `GET ${P}/common/download`,
  shareReport: `POST ${P}/patient/report/share`,
  patientReport: `GET ${P}/patient/report`,
  evaluateReport: `GET ${P}/patient/evaluate/report`,
});

/** Ours: a patient's local info (district and records) for the yuhang resident screens. */
export const localInfo = endpointsOf<typeof localInfoContract>({
  get: 'GET /api/patient/local/info',
});
