import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

const typeHistory = { query: s.measurementTypeHistoryQuery, response: s.measurementHistory };
const report = { query: s.measurementReportQuery, response: s.measurementReport };
const monthly = { query: s.measurementMonthlyQuery, response: s.measurementMonthly };

/** Measurements: entry, history, the life-data lists of each type, health reports (issue 4). */
export const measurementContract = {
  add: { body: s.addMeasurementBody, response: s.measurementView },
  addBloodPressure: { body: s.addBloodPressureBody, response: s.measurementView },
  history: { query: s.measurementHistoryQuery, response: s.measurementHistory },
  get: { params: s.idParam, response: s.measurementView },
  remove: { params: s.idParam },
  bpList: typeHistory,
  bgList: typeHistory,
  spo2List: typeHistory,
  tempList: typeHistory,
  hrList: typeHistory,
  mattressList: typeHistory,
  weightList: typeHistory,
  lipidList: typeHistory,
  bpReport: report,
  bpMonthly: monthly,
  bgReport: report,
  bgMonthly: monthly,
} satisfies Contract;
