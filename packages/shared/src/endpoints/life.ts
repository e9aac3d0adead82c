import type { lifeContract } from '../contracts/life.ts';
import { endpointsOf } from './endpoint.ts';

/** Life habits, exercise and the life-data reports (issue 4 sections 2-3). */
export const life = endpointsOf<typeof lifeContract>({
  habits: 'GET /api/patient/life/habit',
  signHabit: 'POST /api/patient/life/habit/sign',
  addSport: 'POST /api/patient/sport',
  sport: 'GET /api/patient/sport',
  sportSuggestion: 'GET /api/patient/sport/suggestion',
  bpReports: 'GET /api/patient/blood/pressure/report',
  bpReport: 'GET /api/patient/blood/pressure/report/:id',
  gareaReport: 'GET /api/patient/report/garea',
  bedReport: 'GET /api/patient/report/bed',
  foodIntoleranceReport: 'GET /api/patient/report/food/intolerance',
});
