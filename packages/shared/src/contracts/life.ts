import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/** Life habits, exercise and the life-data reports (issue 4 sections 2-3). */
export const lifeContract = {
  habits: { query: s.habitListQuery, response: s.habitList },
  signHabit: { body: s.habitSignBody, response: s.habitView },
  addSport: { body: s.sportRecordBody, response: s.sportRecordView },
  sport: { query: s.sportListQuery, response: s.sportList },
  sportSuggestion: { query: s.patientReportQuery, response: s.sportSuggestionView },
  bpReports: { query: s.patientReportQuery, response: s.bpReportList },
  bpReport: { params: s.bpReportIdParam, query: s.patientReportQuery, response: s.bpReportItem },
  gareaReport: { query: s.reportPeriodQuery, response: s.gareaReport },
  bedReport: { query: s.reportPeriodQuery, response: s.bedReport },
  foodIntoleranceReport: { query: s.patientReportQuery, response: s.foodIntoleranceReport },
} satisfies Contract;
