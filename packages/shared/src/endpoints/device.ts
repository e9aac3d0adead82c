import type { deviceContract } from '../contracts/device.ts';
import { endpointsOf } from './endpoint.ts';

const COLLECT = '/iotapi/mobile/collect';

/** Devices, their applications and the IoT collection calls (issue 4 section 2). */
export const device = endpointsOf<typeof deviceContract>({
  bind: 'POST /api/iot/device/bind',
  unbind: 'DELETE /api/iot/device/unbind',
  mine: 'GET /api/iot/device/mine',
  apply: 'POST /api/iot/device/apply',
  specs: 'POST /api/iot/spec',
  moveToPatient: 'POST /api/iot/patient/bind',
  moveToPatientById: 'POST /api/iot/patient/bind/:id',
  bleBp: 'GET /api/iot/ble/bp',
  nbBg: 'GET /api/iot/nb/bg',
  use: 'POST /api/iot/use/device',
  cooperationOrgs: 'GET /api/iot/cooperation/org',
  saveCooperationOrg: 'POST /api/iot/cooperation/org',
  doctorBind: 'POST /api/iot/family/doctor/device/bind',
  doctorDevices: 'GET /api/iot/family/doctor/device',
  doctorDeviceRecords: 'GET /api/iot/family/doctor/device/record',
  applications: 'GET /api/iot/device/apply',
  approveApplication: 'PUT /api/iot/device/apply/:id/approve',
  rejectApplication: 'PUT /api/iot/device/apply/:id/reject',
  bindWatch: 'POST /api/patient/yk/fuyun/watch/bind',
  watch: 'GET /api/patient/yk/fuyun/watch',
  positions: 'GET /api/patient/life/position',
  collectReading: `POST ${COLLECT}/family/doctor`,
  collectPosition: `POST ${COLLECT}/position`,
  latestIotReadings: `GET ${COLLECT}/family/doctor`,
  familyBind: `POST ${COLLECT}/family/bind/device`,
  familyDevices: `GET ${COLLECT}/family/device`,
  lastBp: `GET ${COLLECT}/bp/:serial/last`,
  lastBg: `GET ${COLLECT}/bg/:serial/last`,
  lastBmi: `GET ${COLLECT}/bmi/:serial/last`,
});
