import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/** Child growth: growth curve, genetic target height, physique entries, fitness tests. */
export const growthContract = {
  babyGrowth: { query: s.patientReportQuery, response: s.growthView },
  expectedHeight: { query: s.expectedHeightQuery, response: s.expectedHeightView },
  addPhysique: { body: s.physiqueBody, response: s.physiqueView },
  physiqueHistory: { query: s.physiqueHistoryQuery, response: s.physiqueList },
  addSportTest: { body: s.sportTestBody, response: s.sportTestView },
  sportTestReport: { query: s.sportTestReportQuery, response: s.sportTestReport },
  growthFlags: { query: s.growthFlagQuery, response: s.growthFlagPage },
  handleGrowthFlag: { params: s.idParam, response: s.growthFlagView },
} satisfies Contract;
