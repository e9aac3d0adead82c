import type { yzhLocalContract } from '../contracts/yzh-local.ts';
import { endpointsOf } from './endpoint.ts';

const P = '/api/local/yzh/:localAreaCode';

/**
 * The yzh patient side's local calls (issue 16, area local-yzh; spec 2 section 7): the spec's
 * :orgCode is the one param :localAreaCode (core/district.ts accepts the district's org code too).
 * residentDistricts is this platform's addition: where a signed-in resident's calls go.
 */
export const yzhLocal = endpointsOf<typeof yzhLocalContract>({
  residentDistricts: 'GET /api/local/yzh/resident/districts',
  medicationNow: `GET ${P}/patient/medication/now`,
  medicationRecords: `GET ${P}/follow/medication/record/list`,
  reportSnapshot: `GET ${P}/report/snapshot`,
  printScan: `POST ${P}/print/record/scan`,
  patientVisit: `POST ${P}/patient/visit`,
});
