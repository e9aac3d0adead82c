import type {
  expectedHeightQuery,
  expectedHeightView,
  growthFlagPage,
  growthFlagQuery,
  growthFlagView,
  growthView,
  physiqueBody,
  physiqueHistoryQuery,
  physiqueList,
  physiqueView,
  sportTestBody,
  sportTestReport,
  sportTestReportQuery,
  sportTestView,
} from '../schemas/growth.ts';
import type { patientReportQuery } from '../schemas/life.ts';
import type { idParam } from '../schemas/user.ts';
import { endpoint } from './endpoint.ts';

/** Child growth: growth curve, genetic target height, physique entries, fitness tests. */
export const growth = {
  babyGrowth: endpoint<{ query: typeof patientReportQuery; response: typeof growthView }>(
    'GET',
    '/api/patient/baby/growth',
  ),
  expectedHeight: endpoint<{ query: typeof expectedHeightQuery; response: typeof expectedHeightView }>(
    'GET',
    '/api/patient/baby/expected/height',
  ),
  addPhysique: endpoint<{ body: typeof physiqueBody; response: typeof physiqueView }>(
    'POST',
    '/api/patient/physique',
  ),
  physiqueHistory: endpoint<{ query: typeof physiqueHistoryQuery; response: typeof physiqueList }>(
    'GET',
    '/api/patient/physique/history',
  ),
  addSportTest: endpoint<{ body: typeof sportTestBody; response: typeof sportTestView }>(
    'POST',
    '/api/patient/sport/test',
  ),
  sportTestReport: endpoint<{ query: typeof sportTestReportQuery; response: typeof sportTestReport }>(
    'GET',
    '/api/patient/sport/test/report',
  ),
  growthFlags: endpoint<{ query: typeof growthFlagQuery; response: typeof growthFlagPage }>(
    'GET',
    '/api/doctor/growth/flags',
  ),
  handleGrowthFlag: endpoint<{ params: typeof idParam; response: typeof growthFlagView }>(
    'PUT',
    '/api/doctor/growth/flags/:id/handle',
  ),
};
