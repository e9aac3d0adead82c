import type {
  bindDeviceBody,
  boundDeviceView,
  deviceApplicationView,
  deviceApplyBody,
  deviceList,
  deviceSpecBody,
  deviceSpecList,
  deviceView,
  iotBindDeviceBody,
  iotLastReading,
  iotReadingBody,
  iotReadingList,
  iotReadingResult,
  myDevicesQuery,
  patientBindDeviceBody,
  serialParam,
  unbindDeviceQuery,
} from '../schemas/device.ts';
import type {
  deviceRecordPage,
  deviceRecordQuery,
  doctorDevicePage,
  doctorDeviceQuery,
} from '../schemas/device-doctor.ts';
import type {
  approveApplicationBody,
  cooperationOrgBody,
  cooperationOrgList,
  cooperationOrgView,
  deviceApplicationPage,
  deviceApplicationQuery,
  iotKindQuery,
  iotKindSummary,
  iotPositionBody,
  iotPositionResult,
  positionList,
  positionQuery,
  rejectApplicationBody,
  reviewedApplicationView,
  useDeviceBody,
  watchBindBody,
  watchOrNone,
  watchQuery,
  watchView,
} from '../schemas/iot.ts';
import type { idParam } from '../schemas/user.ts';
import { endpoint } from './endpoint.ts';

type Kind = { query: typeof iotKindQuery; response: typeof iotKindSummary };
type Last = { params: typeof serialParam; response: typeof iotLastReading };
const COLLECT = '/iotapi/mobile/collect';

/** Devices, their applications and the IoT collection calls (issue 4 section 2). */
export const device = {
  bind: endpoint<{ body: typeof bindDeviceBody; response: typeof boundDeviceView }>(
    'POST',
    '/api/iot/device/bind',
  ),
  unbind: endpoint<{ query: typeof unbindDeviceQuery }>('DELETE', '/api/iot/device/unbind'),
  mine: endpoint<{ query: typeof myDevicesQuery; response: typeof deviceList }>(
    'GET',
    '/api/iot/device/mine',
  ),
  apply: endpoint<{ body: typeof deviceApplyBody; response: typeof deviceApplicationView }>(
    'POST',
    '/api/iot/device/apply',
  ),
  specs: endpoint<{ body: typeof deviceSpecBody; response: typeof deviceSpecList }>('POST', '/api/iot/spec'),
  moveToPatient: endpoint<{ body: typeof patientBindDeviceBody; response: typeof deviceView }>(
    'POST',
    '/api/iot/patient/bind',
  ),
  moveToPatientById: endpoint<{
    params: typeof idParam;
    body: typeof patientBindDeviceBody;
    response: typeof deviceView;
  }>('POST', '/api/iot/patient/bind/:id'),
  bleBp: endpoint<Kind>('GET', '/api/iot/ble/bp'),
  nbBg: endpoint<Kind>('GET', '/api/iot/nb/bg'),
  use: endpoint<{ body: typeof useDeviceBody; response: typeof deviceView }>('POST', '/api/iot/use/device'),
  cooperationOrgs: endpoint<{ response: typeof cooperationOrgList }>('GET', '/api/iot/cooperation/org'),
  saveCooperationOrg: endpoint<{ body: typeof cooperationOrgBody; response: typeof cooperationOrgView }>(
    'POST',
    '/api/iot/cooperation/org',
  ),
  doctorBind: endpoint<{ body: typeof bindDeviceBody; response: typeof boundDeviceView }>(
    'POST',
    '/api/iot/family/doctor/device/bind',
  ),
  /** The doctor's device management (issue 11): devices of the org's patients, readings by device. */
  doctorDevices: endpoint<{ query: typeof doctorDeviceQuery; response: typeof doctorDevicePage }>(
    'GET',
    '/api/iot/family/doctor/device',
  ),
  doctorDeviceRecords: endpoint<{ query: typeof deviceRecordQuery; response: typeof deviceRecordPage }>(
    'GET',
    '/api/iot/family/doctor/device/record',
  ),
  applications: endpoint<{ query: typeof deviceApplicationQuery; response: typeof deviceApplicationPage }>(
    'GET',
    '/api/iot/device/apply',
  ),
  approveApplication: endpoint<{
    params: typeof idParam;
    body: typeof approveApplicationBody;
    response: typeof reviewedApplicationView;
  }>('PUT', '/api/iot/device/apply/:id/approve'),
  rejectApplication: endpoint<{
    params: typeof idParam;
    body: typeof rejectApplicationBody;
    response: typeof deviceApplicationView;
  }>('PUT', '/api/iot/device/apply/:id/reject'),
  bindWatch: endpoint<{ body: typeof watchBindBody; response: typeof watchView }>(
    'POST',
    '/api/patient/yk/fuyun/watch/bind',
  ),
  watch: endpoint<{ query: typeof watchQuery; response: typeof watchOrNone }>(
    'GET',
    '/api/patient/yk/fuyun/watch',
  ),
  positions: endpoint<{ query: typeof positionQuery; response: typeof positionList }>(
    'GET',
    '/api/patient/life/position',
  ),
  /** IoT collection: bare answers (no envelope). */
  collectReading: endpoint<{ body: typeof iotReadingBody; response: typeof iotReadingResult }>(
    'POST',
    `${COLLECT}/family/doctor`,
  ),
  collectPosition: endpoint<{ body: typeof iotPositionBody; response: typeof iotPositionResult }>(
    'POST',
    `${COLLECT}/position`,
  ),
  latestIotReadings: endpoint<{ response: typeof iotReadingList }>('GET', `${COLLECT}/family/doctor`),
  familyBind: endpoint<{ body: typeof iotBindDeviceBody; response: typeof boundDeviceView }>(
    'POST',
    `${COLLECT}/family/bind/device`,
  ),
  familyDevices: endpoint<{ response: typeof deviceList }>('GET', `${COLLECT}/family/device`),
  lastBp: endpoint<Last>('GET', `${COLLECT}/bp/:serial/last`),
  lastBg: endpoint<Last>('GET', `${COLLECT}/bg/:serial/last`),
  lastBmi: endpoint<Last>('GET', `${COLLECT}/bmi/:serial/last`),
};
