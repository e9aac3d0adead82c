import type { localAreaParams } from '../schemas/ai-local.ts';
import type { mergedReportView } from '../schemas/ai-patient-views.ts';
import type {
  medicationView,
  patientVisitBody,
  patientVisitView,
  printScanBody,
  printScanView,
  residentDistrictList,
  residentIdcardQuery,
  snapshotQuery,
} from '../schemas/yzh-local.ts';
import { endpoint } from './endpoint.ts';

const P = '/api/local/yzh/:localAreaCode';
type A = typeof localAreaParams;
type Meds = { params: A; query: typeof residentIdcardQuery; response: typeof medicationView };

/**
 * The yzh patient side's local calls (issue 16, area local-yzh; spec 2 section 7): the spec's
 * :orgCode is the one param :localAreaCode (core/district.ts accepts the district's org code too).
 * residentDistricts is this platform's addition: where a signed-in resident's calls go.
 */
export const yzhLocal = {
  residentDistricts: endpoint<{ response: typeof residentDistrictList }>(
    'GET',
    '/api/local/yzh/resident/districts',
  ),
  medicationNow: endpoint<Meds>('GET', `${P}/patient/medication/now`),
  /** Also the ai-platform form of the same template (endpoints.tsv): one route. */
  medicationRecords: endpoint<Meds>('GET', `${P}/follow/medication/record/list`),
  reportSnapshot: endpoint<{ params: A; query: typeof snapshotQuery; response: typeof mergedReportView }>(
    'GET',
    `${P}/report/snapshot`,
  ),
  printScan: endpoint<{ params: A; body: typeof printScanBody; response: typeof printScanView }>(
    'POST',
    `${P}/print/record/scan`,
  ),
  patientVisit: endpoint<{ params: A; body: typeof patientVisitBody; response: typeof patientVisitView }>(
    'POST',
    `${P}/patient/visit`,
  ),
};
