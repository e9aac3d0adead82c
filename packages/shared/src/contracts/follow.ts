import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/** The patient's follow programme: reports and appointment pushes. */
export const followProgrammeContract = {
  reports: { query: s.followReportQuery, response: s.followReportPage },
  lastReport: { query: s.followPatientQuery, response: s.followLastReport },
  appointPush: { body: s.appointPushBody, response: s.appointPushView },
  appointHistory: { query: s.appointPushQuery, response: s.appointPushPage },
  appointAnswer: { params: s.idParam, body: s.appointAnswerBody, response: s.appointPushView },
} satisfies Contract;

/** Follow plans (patient data layer /api/patient/follow and the platform's /api/timeline calls). */
export const followContract = {
  templates: { response: s.followTemplateList },
  summary: { response: s.followSummaryView },
  list: { query: s.followPlanQuery, response: s.followPlanPage },
  create: { body: s.followPlanBody, response: s.followPlanView },
  detail: { params: s.idParam, response: s.followPlanDetail },
  update: { params: s.idParam, body: s.followPlanUpdateBody, response: s.followPlanView },
  execute: { params: s.idParam, body: s.followRecordBody, response: s.followRecordView },
  cancel: { params: s.idParam, body: s.followCancelBody, response: s.followPlanView },
  remove: { params: s.idParam },
  checkInspection: { query: s.followCheckQuery, response: s.followCheckView },
  timelineCreate: { body: s.followPlanBody, response: s.followPlanView },
  timelineUpdate: { params: s.idParam, body: s.followPlanUpdateBody, response: s.followPlanView },
  timelineMulti: { body: s.followPlanMultiBody, response: s.followMultiResult },
  timelineCancel: { params: s.idParam, body: s.followCancelBody, response: s.followPlanView },
  timelineDetail: { params: s.idParam, response: s.followPlanDetail },
  removeFollow: { params: s.idParam },
  records: { query: s.followRecordQuery, response: s.followRecordPage },
  grab: { body: s.followGrabBody, response: s.followPlanView },
  syncSubmit: { params: s.idParam, response: s.followRecordView },
} satisfies Contract;

/** Regional providers (behind modules/follow/region-provider.ts). */
export const followRegionContract = {
  nxMedication: { query: s.medicationRecordQuery, response: s.medicationRecordList },
  xzMedication: { query: s.medicationRecordQuery, response: s.medicationRecordList },
  lsMedication: { query: s.medicationRecordQuery, response: s.medicationRecordList },
  ycMedication: { query: s.medicationRecordQuery, response: s.medicationRecordList },
  jjMedication: { query: s.medicationRecordQuery, response: s.medicationRecordList },
  push: { body: s.medicationPushBody, response: s.medicationPushView },
  pushNew: { body: s.medicationPushBody, response: s.medicationPushView },
  hzehrTasks: { query: s.hzehrTaskQuery, response: s.hzehrTaskPage },
} satisfies Contract;
