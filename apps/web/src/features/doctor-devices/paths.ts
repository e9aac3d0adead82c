import { JIAYI_PATHS } from '../../app/paths.ts';

/** The doctor's device screens (yzh-jiayi family of routes.tsv; the workbench's 设备管理). */
export const DOCTOR_DEVICE_PATHS = {
  list: JIAYI_PATHS.deviceList,
  identify: '/app/yzh/jiayi/doctor/device/identify/patient',
  record: '/app/yzh/jiayi/doctor/device/measure/record',
} as const;

/** Identify the patient of a device (by id), or of a device still to be found by serial. */
export const identifyPath = (deviceId?: number) =>
  deviceId === undefined
    ? DOCTOR_DEVICE_PATHS.identify
    : `${DOCTOR_DEVICE_PATHS.identify}?deviceId=${deviceId}`;

/** A patient's device readings, optionally of one device. */
export const recordPath = (patientId: number, deviceId?: number) =>
  `${DOCTOR_DEVICE_PATHS.record}?patientId=${patientId}${deviceId === undefined ? '' : `&deviceId=${deviceId}`}`;
