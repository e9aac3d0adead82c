import type { Contract } from '../endpoints/endpoint.ts';
import {
  addBloodPressureBody,
  addMeasurementBody,
  idParam,
  measurementHistory,
  measurementHistoryQuery,
  measurementMonthly,
  measurementMonthlyQuery,
  measurementReport,
  measurementReportQuery,
  measurementTypeHistoryQuery,
  measurementView,
} from '../index.ts';

const typeHistory = { query: measurementTypeHistoryQuery, response: measurementHistory };
const report = { query: measurementReportQuery, response: measurementReport };
const monthly = { query: measurementMonthlyQuery, response: measurementMonthly };

/** Measurements: entry, history, the life-data lists of each type, health reports (issue 4). */
export const measurementContract = {
  add: { body: addMeasurementBody, response: measurementView },
  addBloodPressure: { body: addBloodPressureBody, response: measurementView },
  history: { query: measurementHistoryQuery, response: measurementHistory },
  get: { params: idParam, response: measurementView },
  remove: { params: idParam },
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
