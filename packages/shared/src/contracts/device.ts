import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/** Devices, their applications and the IoT collection calls (issue 4 section 2). */
export const deviceContract = {
  bind: { body: s.bindDeviceBody, response: s.boundDeviceView },
  unbind: { query: s.unbindDeviceQuery },
  mine: { query: s.myDevicesQuery, response: s.deviceList },
  apply: { body: s.deviceApplyBody, response: s.deviceApplicationView },
  specs: { body: s.deviceSpecBody, response: s.deviceSpecList },
  moveToPatient: { body: s.patientBindDeviceBody, response: s.deviceView },
  moveToPatientById: { params: s.idParam, body: s.patientBindDeviceBody, response: s.deviceView },
  bleBp: { query: s.iotKindQuery, response: s.iotKindSummary },
  nbBg: { query: s.iotKindQuery, response: s.iotKindSummary },
  use: { body: s.useDeviceBody, response: s.deviceView },
  cooperationOrgs: { response: s.cooperationOrgList },
  saveCooperationOrg: { body: s.cooperationOrgBody, response: s.cooperationOrgView },
  doctorBind: { body: s.bindDeviceBody, response: s.boundDeviceView },
  doctorDevices: { query: s.doctorDeviceQuery, response: s.doctorDevicePage },
  doctorDeviceRecords: { query: s.deviceRecordQuery, response: s.deviceRecordPage },
  applications: { query: s.deviceApplicationQuery, response: s.deviceApplicationPage },
  approveApplication: {
    params: s.idParam,
    body: s.approveApplicationBody,
    response: s.reviewedApplicationView,
  },
  rejectApplication: { params: s.idParam, body: s.rejectApplicationBody, response: s.deviceApplicationView },
  bindWatch: { body: s.watchBindBody, response: s.watchView },
  watch: { query: s.watchQuery, response: s.watchOrNone },
  positions: { query: s.positionQuery, response: s.positionList },
  collectReading: { body: s.iotReadingBody },
  collectPosition: { body: s.iotPositionBody },
  latestIotReadings: {},
  familyBind: { body: s.iotBindDeviceBody },
  familyDevices: {},
  lastBp: { params: s.serialParam, response: s.iotLastReading },
  lastBg: { params: s.serialParam, response: s.iotLastReading },
  lastBmi: { params: s.serialParam, response: s.iotLastReading },
} satisfies Contract;
