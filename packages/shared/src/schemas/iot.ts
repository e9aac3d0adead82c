import { z } from 'zod';
import { MEASUREMENT_TYPES } from '../domain/measurement-ranges.ts';
import { isMobile } from '../domain/phone.ts';
import { rowIdField } from './auth.ts';
import { deviceApplicationView, deviceView } from './device.ts';
import { page, pageQuery } from './envelope.ts';
import { deviceSerialField, measurementView, measureTimeField, parseMeasureTime } from './measurement.ts';
import { patientNameField } from './patient.ts';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label}格式有误` })
    .trim()
    .max(max, `${label}过长`);

/** GET /api/iot/ble/bp and GET /api/iot/nb/bg: one patient's devices of that kind and last reading. */
export const iotKindQuery = z.object({ patientId: rowIdField });
export const iotKindSummary = z.object({
  devices: z.array(deviceView),
  last: measurementView.nullable(),
});
export type IotKindSummary = z.infer<typeof iotKindSummary>;

/** POST /api/iot/use/device: the patient now uses this (bound) device. */
export const useDeviceBody = z.object({ patientId: rowIdField, serial: deviceSerialField });

/** GET /api/iot/cooperation/org; POST (project admins) adds or updates one. */
export const cooperationOrgView = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  orgCode: z.string(),
  orgName: z.string(),
  measureTypes: z.array(z.string()),
  remark: z.string().nullable(),
});
export const cooperationOrgBody = z.object({
  orgCode: z.string({ error: '请输入机构编码' }).trim().min(1, '请输入机构编码').max(32, '机构编码过长'),
  measureTypes: z
    .array(z.enum(MEASUREMENT_TYPES, { error: '设备测量类型有误' }))
    .max(20)
    .optional(),
  remark: text('备注', 200).optional(),
});

/** A time bound of a list query: epoch ms, ISO 8601, or "YYYY-MM-DD[ HH:mm[:ss]]" (China time). */
const timeBound = z.union([z.string().max(40), z.coerce.number()]).transform((v, ctx) => {
  const d = parseMeasureTime(typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v);
  if (!d) {
    ctx.addIssue({ code: 'custom', message: '时间格式有误' });
    return z.NEVER;
  }
  return d;
});

/** GET /api/patient/life/position: a patient's watch positions, newest first. */
export const positionQuery = z.object({
  patientId: rowIdField,
  startTime: timeBound.optional(),
  endTime: timeBound.optional(),
  pageSize: z.coerce.number().int().min(1, '每页条数须大于0').max(500, '每页条数不能超过500').default(100),
});
export const positionView = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  deviceId: z.number().int().nullable(),
  lng: z.number(),
  lat: z.number(),
  accuracy: z.number().nullable(),
  address: z.string().nullable(),
  locatedAt: z.string(),
});
export type PositionView = z.infer<typeof positionView>;

/** POST /iotapi/mobile/collect/position: one position from a watch gateway (bare answer). */
export const iotPositionBody = z.object({
  serial: deviceSerialField,
  lng: z.number({ error: '经度须为数字' }).min(-180, '经度有误').max(180, '经度有误'),
  lat: z.number({ error: '纬度须为数字' }).min(-90, '纬度有误').max(90, '纬度有误'),
  accuracy: z.number({ error: '精度须为数字' }).min(0, '精度有误').max(100_000, '精度有误').optional(),
  address: text('地址', 200).optional(),
  measureTime: measureTimeField.optional(),
});
export const iotPositionResult = z.object({ id: z.number().int() });

const mobileField = z
  .string({ error: '请输入紧急联系人电话' })
  .trim()
  .refine(isMobile, '紧急联系人电话格式有误');

/** POST /api/patient/yk/fuyun/watch/bind (spec 2 section 3 watch bind). */
export const watchBindBody = z.object({
  deviceSn: z
    .string({ error: '请输入设备编号' })
    .trim()
    .min(4, '设备编号格式有误')
    .max(64, '设备编号格式有误')
    .regex(/^[\w:.-]+$/, '设备编号格式有误'),
  deviceSecret: z
    .string({ error: '请输入设备密钥' })
    .trim()
    .min(16, '设备密钥至少16位')
    .max(128, '设备密钥过长'),
  emergencyName: patientNameField,
  emergencyTel: mobileField,
  height: z.coerce
    .number({ error: '身高须为数字' })
    .min(50, '身高须在50-250厘米之间')
    .max(250, '身高须在50-250厘米之间'),
  weight: z.coerce
    .number({ error: '体重须为数字' })
    .min(10, '体重须在10-300公斤之间')
    .max(300, '体重须在10-300公斤之间'),
  patientId: rowIdField,
});
export const watchQuery = z.object({ patientId: rowIdField });
export const watchView = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  patientName: z.string(),
  deviceId: z.number().int(),
  deviceSn: z.string(),
  provider: z.string(),
  /** Shown in the UI, e.g. 开发环境（离线） for the development provider. */
  providerLabel: z.string(),
  emergencyName: z.string(),
  /** Masked. */
  emergencyTel: z.string(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  boundAt: z.string(),
  lastPosition: positionView.nullable(),
  lastHeartRate: measurementView.nullable(),
});
export type WatchView = z.infer<typeof watchView>;

/** GET /api/iot/device/apply: applications a servicer reviews (their org's) or a customer's own. */
export const deviceApplicationQuery = pageQuery.extend({
  state: z.coerce
    .number({ error: '状态有误' })
    .int('状态有误')
    .min(0, '状态有误')
    .max(2, '状态有误')
    .optional(),
});
/** PUT /api/iot/device/apply/:id/approve: binds a device to the applicant patient. */
export const approveApplicationBody = z.object({
  serial: deviceSerialField,
  deviceMeasureType: z.enum(MEASUREMENT_TYPES, { error: '设备测量类型有误' }),
  specId: rowIdField.optional(),
  /** The patient to bind; found by the application's ID number when omitted. */
  patientId: rowIdField.optional(),
  remark: text('备注', 200).optional(),
});
/** PUT /api/iot/device/apply/:id/reject */
export const rejectApplicationBody = z.object({
  reason: z
    .string({ error: '请填写驳回原因' })
    .trim()
    .min(1, '请填写驳回原因')
    .max(200, '驳回原因不能超过200个字'),
});
export const reviewedApplicationView = deviceApplicationView.extend({ secret: z.string().nullable() });

export const cooperationOrgList = z.array(cooperationOrgView);
export const positionList = z.array(positionView);
export const watchOrNone = watchView.nullable();
export const deviceApplicationPage = page(deviceApplicationView);
