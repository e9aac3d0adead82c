import type { Contract } from '../endpoints/endpoint.ts';
import {
  appointAnswerBody,
  appointPushBody,
  appointPushPage,
  appointPushQuery,
  appointPushView,
  followLastReport,
  followPatientQuery,
  followReportPage,
  followReportQuery,
  idParam,
} from '../index.ts';

/** The patient's follow programme: reports and appointment pushes. */
export const followProgrammeContract = {
  reports: { query: followReportQuery, response: followReportPage },
  lastReport: { query: followPatientQuery, response: followLastReport },
  appointPush: { body: appointPushBody, response: appointPushView },
  appointHistory: { query: appointPushQuery, response: appointPushPage },
  appointAnswer: { params: idParam, body: appointAnswerBody, response: appointPushView },
} satisfies Contract;
