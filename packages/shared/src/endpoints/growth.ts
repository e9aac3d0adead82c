import type { growthContract } from '../contracts/growth.ts';
import { endpointsOf } from './endpoint.ts';

/** Child growth: growth curve, genetic target height, physique entries, fitness tests. */
export const growth = endpointsOf<typeof growthContract>({
  babyGrowth: 'GET /api/patient/baby/growth',
  expectedHeight: 'GET /api/patient/baby/expected/height',
  addPhysique: 'POST /api/patient/physique',
  physiqueHistory: 'GET /api/patient/physique/history',
  addSportTest: 'POST /api/patient/sport/test',
  sportTestReport: 'GET /api/patient/sport/test/report',
  growthFlags: 'GET /api/doctor/growth/flags',
  handleGrowthFlag: 'PUT /api/doctor/growth/flags/:id/handle',
});
