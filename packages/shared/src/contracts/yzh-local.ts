import type { Contract } from '../endpoints/endpoint.ts';
import {
  localAreaParams,
  medicationView,
  mergedReportView,
  patientVisitBody,
  patientVisitView,
  printScanBody,
  printScanView,
  residentDistrictList,
  residentIdcardQuery,
  snapshotQuery,
} from '../index.ts';

/**
 * The yzh patient side's local calls (issue 16, area local-yzh; spec 2 section 7): the spec's
 * :orgCode is the one param :localAreaCode (core/district.ts accepts the district's org code too).
 * residentDistricts is this platform's addition: where a signed-in resident's calls go.
 */
export const yzhLocalContract = {
  residentDistricts: { response: residentDistrictList },
  medicationNow: { params: localAreaParams, query: residentIdcardQuery, response: medicationView },
  medicationRecords: { params: localAreaParams, query: residentIdcardQuery, response: medicationView },
  reportSnapshot: { params: localAreaParams, query: snapshotQuery, response: mergedReportView },
  printScan: { params: localAreaParams, body: printScanBody, response: printScanView },
  patientVisit: { params: localAreaParams, body: patientVisitBody, response: patientVisitView },
} satisfies Contract;
