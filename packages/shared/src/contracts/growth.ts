import type { Contract } from '../endpoints/endpoint.ts';
import {
  expectedHeightQuery,
  expectedHeightView,
  growthFlagPage,
  growthFlagQuery,
  growthFlagView,
  growthView,
  idParam,
  patientReportQuery,
  physiqueBody,
  physiqueHistoryQuery,
  physiqueList,
  physiqueView,
  sportTestBody,
  sportTestReport,
  sportTestReportQuery,
  sportTestView,
} from '../index.ts';

/** Child growth: growth curve, genetic target height, physique entries, fitness tests. */
export const growthContract = {
  babyGrowth: { query: patientReportQuery, response: growthView },
  expectedHeight: { query: expectedHeightQuery, response: expectedHeightView },
  addPhysique: { body: physiqueBody, response: physiqueView },
  physiqueHistory: { query: physiqueHistoryQuery, response: physiqueList },
  addSportTest: { body: sportTestBody, response: sportTestView },
  sportTestReport: { query: sportTestReportQuery, response: sportTestReport },
  growthFlags: { query: growthFlagQuery, response: growthFlagPage },
  handleGrowthFlag: { params: idParam, response: growthFlagView },
} satisfies Contract;
