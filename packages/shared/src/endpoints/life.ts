import type {
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
} from '../schemas/life.ts';
import { endpoint } from './endpoint.ts';

/** Life habits, exercise and the life-data reports (issue 4 sections 2-3). */
export const life = {
  habits: endpoint<{ query: typeof habitListQuery; response: typeof habitList }>(
    'GET',
    '/api/patient/life/habit',
  ),
  signHabit: endpoint<{ body: typeof habitSignBody; response: typeof habitView }>(
    'POST',
    '/api/patient/life/habit/sign',
  ),
  addSport: endpoint<{ body: typeof sportRecordBody; response: typeof sportRecordView }>(
    'POST',
    '/api/patient/sport',
  ),
  sport: endpoint<{ query: typeof sportListQuery; response: typeof sportList }>('GET', '/api/patient/sport'),
  sportSuggestion: endpoint<{ query: typeof patientReportQuery; response: typeof sportSuggestionView }>(
    'GET',
    '/api/patient/sport/suggestion',
  ),
  bpReports: endpoint<{ query: typeof patientReportQuery; response: typeof bpReportList }>(
    'GET',
    '/api/patient/blood/pressure/report',
  ),
  bpReport: endpoint<{
    params: typeof bpReportIdParam;
    query: typeof patientReportQuery;
    response: typeof bpReportItem;
  }>('GET', '/api/patient/blood/pressure/report/:id'),
  gareaReport: endpoint<{ query: typeof reportPeriodQuery; response: typeof gareaReport }>(
    'GET',
    '/api/patient/report/garea',
  ),
  bedReport: endpoint<{ query: typeof reportPeriodQuery; response: typeof bedReport }>(
    'GET',
    '/api/patient/report/bed',
  ),
  foodIntoleranceReport: endpoint<{
    query: typeof patientReportQuery;
    response: typeof foodIntoleranceReport;
  }>('GET', '/api/patient/report/food/intolerance'),
};
