import { z } from 'zod';
import { MEASUREMENT_TYPES } from '../domain/measurement-ranges.ts';
import { rowIdField, telField } from './auth.ts';
import { deviceSerialField, measurementValues, measurementView, measureTimeField } from './measurement.ts';
import { patientIdcardField, patientNameField } from './patient.ts';

const text = (label: string, max = 64) =>
  z
    .string({ error: `${label}格式有误` })
    .trim()
    .max(max, `${label}过长`);
const measureTypeField = z.enum(MEASUREMENT_TYPES, { error: '设备测量类型有误' });

/** POST /api/iot/device/bind (spec 2 section 3 device record). */
export const bindDeviceBody = z.object({
  serial: deviceSerialField,
  specId: rowIdField.optional(),
  patientId: rowIdField,
  type: text('设备类型', 32).optional(),
  bindType: text('绑定方式', 32).optional(),
  btName: text('蓝牙名称').optional(),
  imsi: text('IMSI', 32).optional(),
  macAddress: z
    .string()
    .trim()
    .regex(/^[0-9A-Fa-f]{2}([:-]?[0-9A-Fa-f]{2}){5}$/, 'MAC地址格式有误')
    .optional(),
  deviceBrand: text('设备品牌').optional(),
  deviceModel: text('设备型号').optional(),
  deviceImage: text('设备图片', 500).optional(),
  deviceMeasureType: measureTypeField,
  cooperationOrgCode: text('合作机构编码', 32).optional(),
  /** Take a device bound to another patient (servicers of the patient's org only). */
  isForceBind: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
});

export const deviceView = z.object({
  id: z.number().int(),
  serial: z.string(),
  specId: z.number().int().nullable(),
  type: z.string().nullable(),
  bindType: z.string().nullable(),
  btName: z.string().nullable(),
  macAddress: z.string().nullable(),
  deviceBrand: z.string().nullable(),
  deviceModel: z.string().nullable(),
  deviceImage: z.string().nullable(),
  deviceMeasureType: z.string(),
  cooperationOrgCode: z.string().nullable(),
  patientId: z.number().int().nullable(),
  patientName: z.string().nullable(),
  boundAt: z.string().nullable(),
  /** When the patient last chose this device (POST /api/iot/use/device). */
  lastUsedAt: z.string().nullable(),
});
export type DeviceView = z.infer<typeof deviceView>;

/** The bind answer carries the device secret once: the IoT gateway signs readings with it. */
export const boundDeviceView = deviceView.extend({ secret: z.string() });
export const deviceList = z.array(deviceView);

/** DELETE /api/iot/device/unbind?id= or ?serial= */
export const unbindDeviceQuery = z
  .object({ id: rowIdField.optional(), serial: deviceSerialField.optional() })
  .refine((q) => q.id !== undefined || q.serial !== undefined, { message: '请选择设备', path: ['id'] });

export const myDevicesQuery = z.object({ patientId: rowIdField.optional() });

/** POST /api/iot/patient/bind[/:id]: move a device (by id in the path or serial) to a patient. */
export const patientBindDeviceBody = z.object({
  patientId: rowIdField,
  serial: deviceSerialField.optional(),
});

/** POST /api/iot/device/apply (device application entity). */
export const deviceApplyBody = z.object({
  idcard: patientIdcardField,
  name: patientNameField,
  age: z.coerce.number({ error: '年龄须为数字' }).int().min(0, '年龄有误').max(150, '年龄有误').optional(),
  sex: z.coerce.number({ error: '性别有误' }).int().min(0, '性别有误').max(2, '性别有误').optional(),
  deviceType: text('设备类型', 32).min(1, '请选择设备类型'),
  deviceBrand: text('设备品牌').optional(),
  time: text('时间', 30).optional(),
  reason: text('申请原因', 500).optional(),
  address: text('地址', 200).optional(),
  tel: telField,
});
export const deviceApplicationView = z.object({
  id: z.number().int(),
  idcard: z.string(),
  name: z.string(),
  age: z.number().int().nullable(),
  sex: z.number().int().nullable(),
  deviceType: z.string(),
  deviceBrand: z.string().nullable(),
  time: z.string().nullable(),
  reason: z.string().nullable(),
  address: z.string().nullable(),
  tel: z.string(),
  state: z.number().int(),
  /** The reviewer's note; the refusal reason when state is 2. */
  reviewRemark: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  patientId: z.number().int().nullable(),
  deviceId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type DeviceApplicationView = z.infer<typeof deviceApplicationView>;

/** POST /api/iot/spec: the project's device models, optionally of one measure type. */
export const deviceSpecQuery = z.object({ measureType: measureTypeField.optional() });
export const deviceSpecView = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  brand: z.string(),
  model: z.string(),
  measureType: z.string(),
  image: z.string().nullable(),
});
/** The body of POST /api/iot/spec may be left out. */
export const deviceSpecBody = deviceSpecQuery.optional();
export const deviceSpecList = z.array(deviceSpecView);

/** The header an IoT gateway authenticates a reading with (the device secret from the bind answer). */
export const DEVICE_SECRET_HEADER = 'x-device-secret';

const iotCommon = { serial: deviceSerialField, measureTime: measureTimeField.optional() };
/** POST /iotapi/mobile/collect/family/doctor: one reading from a bound device (bare answer). */
export const iotReadingBody = z.discriminatedUnion(
  'type',
  [
    z.object({
      ...iotCommon,
      type: z.literal('bp'),
      values: measurementValues.bp,
      period: z.string().max(20).optional(),
    }),
    z.object({
      ...iotCommon,
      type: z.literal('bg'),
      values: measurementValues.bg,
      period: z.string().max(20).optional(),
    }),
    z.object({ ...iotCommon, type: z.literal('weight'), values: measurementValues.weight }),
    z.object({ ...iotCommon, type: z.literal('lipid'), values: measurementValues.lipid }),
    z.object({ ...iotCommon, type: z.literal('hr'), values: measurementValues.hr }),
    z.object({ ...iotCommon, type: z.literal('spo2'), values: measurementValues.spo2 }),
    z.object({ ...iotCommon, type: z.literal('temp'), values: measurementValues.temp }),
    z.object({ ...iotCommon, type: z.literal('mattress'), values: measurementValues.mattress }),
  ],
  { error: '测量类型有误' },
);
export type IotReadingBody = z.infer<typeof iotReadingBody>;
export const iotReadingResult = z.object({ id: z.number().int(), level: z.string(), abnormal: z.boolean() });

/** POST /iotapi/mobile/collect/family/bind/device (a signed-in family app binds a device). */
export const iotBindDeviceBody = bindDeviceBody;
export const serialParam = z.object({ serial: deviceSerialField });
/** The IoT readings lists (bare answers). */
export const iotReadingList = z.array(measurementView);
export const iotLastReading = measurementView.nullable();
