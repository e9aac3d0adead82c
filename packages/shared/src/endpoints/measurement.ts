import type {
  addBloodPressureBody,
  addMeasurementBody,
  measurementHistory,
  measurementHistoryQuery,
  measurementMonthly,
  measurementMonthlyQuery,
  measurementReport,
  measurementReportQuery,
  measurementTypeHistoryQuery,
  measurementView,
} from '../schemas/measurement.ts';
import type { idParam } from '../schemas/user.ts';
import { endpoint } from './endpoint.ts';

type TypeHistory = { query: typeof measurementTypeHistoryQuery; response: typeof measurementHistory };
type Report = { query: typeof measurementReportQuery; response: typeof measurementReport };
type Monthly = { query: typeof measurementMonthlyQuery; response: typeof measurementMonthly };

/** Measurements: entry, history, the life-data lists of each type, health reports (issue 4). */
export const measurement = {
  add: endpoint<{ body: typeof addMeasurementBody; response: typeof measurementView }>(
    'POST',
    '/api/patient/life/measurement',
  ),
  addBloodPressure: endpoint<{ body: typeof addBloodPressureBody; response: typeof measurementView }>(
    'POST',
    '/api/patient/blood/pressure',
  ),
  history: endpoint<{ query: typeof measurementHistoryQuery; response: typeof measurementHistory }>(
    'GET',
    '/api/patient/life/history',
  ),
  get: endpoint<{ params: typeof idParam; response: typeof measurementView }>(
    'GET',
    '/api/patient/life/measurement/:id',
  ),
  remove: endpoint<{ params: typeof idParam }>('DELETE', '/api/patient/life/measurement/:id'),
  /** The life-data lists of spec 2 section 7, one per type. */
  bpList: endpoint<TypeHistory>('GET', '/api/patient/blood/pressure'),
  bgList: endpoint<TypeHistory>('GET', '/api/patient/life/bg'),
  spo2List: endpoint<TypeHistory>('GET', '/api/patient/life/blood/oxygen'),
  tempList: endpoint<TypeHistory>('GET', '/api/patient/life/temperature'),
  hrList: endpoint<TypeHistory>('GET', '/api/patient/life/heart/rate'),
  mattressList: endpoint<TypeHistory>('GET', '/api/patient/life/mattress'),
  weightList: endpoint<TypeHistory>('GET', '/api/patient/life/weight'),
  lipidList: endpoint<TypeHistory>('GET', '/api/patient/life/lipid'),
  bpReport: endpoint<Report>('GET', '/api/patient/life/history/bp/hypertension/report'),
  bpMonthly: endpoint<Monthly>('GET', '/api/patient/life/history/bp/hypertension/report/findAll'),
  bgReport: endpoint<Report>('GET', '/api/patient/life/history/bg/health/report'),
  bgMonthly: endpoint<Monthly>('GET', '/api/patient/life/history/bg/health/report/findAll'),
};
