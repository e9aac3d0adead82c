import type { measurementContract } from '../contracts/measurement.ts';
import { endpointsOf } from './endpoint.ts';

const HISTORY = '/api/patient/life/history';

/** Measurements: entry, history, the life-data lists of each type, health reports (issue 4). */
export const measurement = endpointsOf<typeof measurementContract>({
  add: 'POST /api/patient/life/measurement',
  addBloodPressure: 'POST /api/patient/blood/pressure',
  history: `GET ${HISTORY}`,
  get: 'GET /api/patient/life/measurement/:id',
  remove: 'DELETE /api/patient/life/measurement/:id',
  /** The life-data lists of spec 2 section 7, one per type. */
  bpList: 'GET /api/patient/blood/pressure',
  bgList: 'GET /api/patient/life/bg',
  spo2List: 'GET /api/patient/life/blood/oxygen',
  tempList: 'GET /api/patient/life/temperature',
  hrList: 'GET /api/patient/life/heart/rate',
  mattressList: 'GET /api/patient/life/mattress',
  weightList: 'GET /api/patient/life/weight',
  lipidList: 'GET /api/patient/life/lipid',
  bpReport: `GET ${HISTORY}/bp/hypertension/report`,
  bpMonthly: `GET ${HISTORY}/bp/hypertension/report/findAll`,
  bgReport: `GET ${HISTORY}/bg/health/report`,
  bgMonthly: `GET ${HISTORY}/bg/health/report/findAll`,
});
