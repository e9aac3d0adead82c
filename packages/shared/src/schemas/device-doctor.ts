import { z } from 'zod';
import { MEASUREMENT_TYPES } from '../domain/measurement-ranges.ts';
import { rowIdField } from './auth.ts';
import { deviceView } from './device.ts';
import { page, pageQuery } from './envelope.ts';
import { measurementTypeSchema, measurementView } from './measurement.ts';
import { searchField } from './patient-fields.ts';

/** Days over which the doctor's device list counts each device's readings. */
export const DOCTOR_DEVICE_READING_DAYS = 30;

/**
 * GET /api/iot/family/doctor/device: the devices bound to the patients of the servicer's scope
 * (doctors and assistants: their org's patients and those whose doctor they are).
 */
export const doctorDeviceQuery = pageQuery.extend({
  /** A patient-name fragment, or the beginning of a serial. */
  search: searchField,
  measureType: z.enum(MEASUREMENT_TYPES, { error: '设备测量类型有误' }).optional(),
  /** One device (the identify screen opens with it). */
  deviceId: rowIdField.optional(),
});

export const doctorDeviceView = deviceView.extend({
  patientSex: z.number().int().nullable(),
  patientAge: z.number().int().nullable(),
  /** Masked. */
  patientTel: z.string(),
  /** The newest reading this device took for its patient. */
  lastReading: measurementView.nullable(),
  /** Readings this device took for its patient in the last DOCTOR_DEVICE_READING_DAYS days. */
  recentReadings: z.number().int(),
  recentAbnormal: z.number().int(),
});
export type DoctorDeviceView = z.infer<typeof doctorDeviceView>;
export const doctorDevicePage = page(doctorDeviceView);

/**
 * GET /api/iot/family/doctor/device/record: a patient's readings taken through devices (source
 * bluetooth or iot), optionally of one device and one type, newest first.
 */
export const deviceRecordQuery = pageQuery.extend({
  patientId: rowIdField,
  deviceId: rowIdField.optional(),
  type: measurementTypeSchema.optional(),
});

/** The patient the records are about: ID and phone masked. */
export const deviceRecordPatient = z.object({
  id: z.number().int(),
  name: z.string(),
  sex: z.number().int().nullable(),
  age: z.number().int().nullable(),
  idcard: z.string(),
  tel: z.string(),
});

/**
 * A device of the records: one bound to the patient now, or one that took readings of the
 * patient before (then nothing about whom it serves now).
 */
export const deviceRecordDevice = z.object({
  id: z.number().int(),
  serial: z.string(),
  type: z.string().nullable(),
  bindType: z.string().nullable(),
  deviceBrand: z.string().nullable(),
  deviceModel: z.string().nullable(),
  deviceMeasureType: z.string(),
  /** Bound to this patient now. */
  current: z.boolean(),
});
export type DeviceRecordDevice = z.infer<typeof deviceRecordDevice>;

export const deviceRecordPage = page(measurementView).extend({
  patient: deviceRecordPatient,
  devices: z.array(deviceRecordDevice),
  /** Abnormal readings among all those of the filter (not only this page). */
  abnormal: z.number().int(),
});
export type DeviceRecordPage = z.infer<typeof deviceRecordPage>;
