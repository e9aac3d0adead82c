import type { Contract } from '../endpoints/endpoint.ts';
import {
  bedReport,
  bpReportIdParam,
  bpReportItem,
  bpReportList,
  foodIntoleranceReport,
  gareaReport,
  habitList,
  habitListQuery,
  habitSignBody,
  habitView,
  patientReportQuery,
  reportPeriodQuery,
  sportList,
  sportListQuery,
  sportRecordBody,
  sportRecordView,
  sportSuggestionView,
} from '../index.ts';

/** Life habits, exercise and the life-data reports (issue 4 sections 2-3). */
export const lifeContract = {
  habits: { query: habitListQuery, response: habitList },
  signHabit: { body: habitSignBody, response: habitView },
  addSport: { body: sportRecordBody, response: sportRecordView },
  sport: { query: sportListQuery, response: sportList },
  sportSuggestion: { query: patientReportQuery, response: sportSuggestionView },
  bpReports: { query: patientReportQuery, response: bpReportList },
  bpReport: { params: bpReportIdParam, query: patientReportQuery, response: bpReportItem },
  gareaReport: { query: reportPeriodQuery, response: gareaReport },
  bedReport: { query: reportPeriodQuery, response: bedReport },
  foodIntoleranceReport: { query: patientReportQuery, response: foodIntoleranceReport },
} satisfies Contract;
