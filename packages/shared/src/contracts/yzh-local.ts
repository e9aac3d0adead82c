import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/**
 * The yzh patient side's local calls (issue 16, area local-yzh; spec 2 section 7): the spec's
 * :orgCode is the one param :localAreaCode (core/district.ts accepts the district's org code too).
 * residentDistricts is this platform's addition: where a signed-in resident's calls go.
 */
export const yzhLocalContract = {
  residentDistricts: { response: s.residentDistrictList },
  medicationNow: { params: s.localAreaParams, query: s.residentIdcardQuery, response: s.medicationView },
  medicationRecords: { params: s.localAreaParams, query: s.residentIdcardQuery, response: s.medicationView },
  reportSnapshot: { params: s.localAreaParams, query: s.snapshotQuery, response: s.mergedReportView },
  printScan: { params: s.localAreaParams, body: s.printScanBody, response: s.printScanView },
  patientVisit: { params: s.localAreaParams, body: s.patientVisitBody, response: s.patientVisitView },
} satisfies Contract;
