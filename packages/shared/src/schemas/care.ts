import { z } from 'zod';
import { MEASURE_TIME_FUTURE_TOLERANCE_MS, MEASUREMENT_TYPE_INFO } from '../domain/measurement-ranges.ts';
import { rowIdField, telField } from './auth.ts';
import { page, pageQuery } from './envelope.ts';
import { measureTimeField, parseMeasureTime } from './measurement.ts';
import { DISEASE_TYPES, patientIdcardField, patientNameField } from './patient.ts';
import { attachmentsField, CHECK_KINDS } from './records.ts';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label}格式有误` })
    .trim()
    .max(max, `${label}不能超过${max}个字`);
const required = (label: string, max: number, verb = '请输入') => text(label, max).min(1, `${verb}${label}`);
const optionalText = (label: string, max: number) => text(label, max).optional();

const attachmentView = z.object({ url: z.string(), name: z.string() });

/** A future time (appointments): readable, not in the past (5 minutes tolerance), within a year. */
const futureTimeField = (label: string) =>
  z
    .union([z.string().max(40, `${label}格式有误`), z.number()], { error: `请选择${label}` })
    .transform((v, ctx) => {
      const d = parseMeasureTime(v);
      if (!d) {
        ctx.addIssue({ code: 'custom', message: `${label}格式有误` });
        return z.NEVER;
      }
      if (d.getTime() < Date.now() - MEASURE_TIME_FUTURE_TOLERANCE_MS) {
        ctx.addIssue({ code: 'custom', message: `${label}不能早于当前时间` });
        return z.NEVER;
      }
      if (d.getTime() > Date.now() + 366 * 86_400_000) {
        ctx.addIssue({ code: 'custom', message: `${label}不能超过一年` });
        return z.NEVER;
      }
      return d;
    });

/** A calendar date YYYY-MM-DD. */
const dateField = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式有误`)
    .refine((v) => {
      const [y, m, d] = v.split('-').map(Number) as [number, number, number];
      const date = new Date(Date.UTC(y, m - 1, d));
      return y >= 1900 && y <= 2099 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
    }, `${label}格式有误`);

// ---- find a local patient (binding helper) ----

export const findLocalPatientBody = z.strictObject({
  idcard: patientIdcardField,
  name: patientNameField,
  tel: telField,
});
export const findLocalPatientView = z.object({
  id: z.number().int(),
  name: z.string(),
  idcard: z.string(),
  tel: z.string(),
  /** Already bound to the caller's account. */
  bound: z.boolean(),
});
export type FindLocalPatientView = z.infer<typeof findLocalPatientView>;

// ---- multivariate related data ----

export const patientIdQuery = z.object({ patientId: rowIdField });

/** Keys of the patient's data areas the multivariate call reports on, with their labels. */
export const MULTIVARIATE_AREAS = {
  bp: '血压',
  bg: '血糖',
  weight: '体重',
  lipid: '血脂',
  hr: '心率',
  spo2: '血氧',
  temp: '体温',
  mattress: '睡眠',
  checkInspection: '检查检验',
  examination: '体检',
  diagnosis: '诊断记录',
  medicine: '用药记录',
  sickbed: '家庭病床',
} as const;
export type MultivariateArea = keyof typeof MULTIVARIATE_AREAS;

export const multivariateItemView = z.object({
  key: z.string(),
  label: z.string(),
  show: z.boolean(),
  count: z.number().int(),
  lastTime: z.string().nullable(),
});
export const multivariateView = z.object({
  patientId: z.number().int(),
  /** key -> show: true when the patient has data of that area. */
  flags: z.record(z.string(), z.boolean()),
  items: z.array(multivariateItemView),
});
export type MultivariateView = z.infer<typeof multivariateView>;

// ---- medication records ----

export const medicineRecordBody = z
  .strictObject({
    patientId: rowIdField,
    name: required('药品名称', 50),
    dosage: optionalText('剂量', 50),
    frequency: optionalText('频次', 50),
    usage: optionalText('用法', 50),
    startDate: dateField('开始日期'),
    endDate: dateField('结束日期').optional(),
    remark: optionalText('备注', 200),
  })
  .refine((b) => !b.endDate || b.endDate >= b.startDate, {
    message: '结束日期不能早于开始日期',
    path: ['endDate'],
  });
export type MedicineRecordBody = z.input<typeof medicineRecordBody>;
export const medicineRecordQuery = pageQuery.extend({ patientId: rowIdField });
export const medicineRecordView = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  name: z.string(),
  dosage: z.string().nullable(),
  frequency: z.string().nullable(),
  usage: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  remark: z.string().nullable(),
  createdAt: z.string(),
});
export type MedicineRecordView = z.infer<typeof medicineRecordView>;
export const medicineRecordPage = page(medicineRecordView);

// ---- accompany-agent orders ----

/**
 * Accompany order states (our choice; the spec shows no values):
 * created --receive (servicer)--> received --serve (that servicer)--> serving --complete--> completed;
 * created | received --cancel (the ordering account, or the receiving servicer)--> cancelled.
 */
export const ACCOMPANY_STATES = ['created', 'received', 'serving', 'completed', 'cancelled'] as const;
export type AccompanyState = (typeof ACCOMPANY_STATES)[number];
export const ACCOMPANY_STATE_LABELS: Record<AccompanyState, string> = {
  created: '待接单',
  received: '已接单',
  serving: '陪诊中',
  completed: '已完成',
  cancelled: '已取消',
};

export const accompanyOrderBody = z.strictObject({
  patientId: rowIdField,
  hospital: required('就诊医院', 50),
  department: optionalText('就诊科室', 50),
  appointTime: futureTimeField('陪诊时间'),
  tel: telField,
  remark: optionalText('备注', 200),
});
export type AccompanyOrderBody = z.input<typeof accompanyOrderBody>;
export const accompanyOrderQuery = pageQuery.extend({
  patientId: rowIdField.optional(),
  state: z.enum(ACCOMPANY_STATES, { error: '订单状态有误' }).optional(),
});
export const accompanyStateBody = z.strictObject({
  state: z.enum(['serving', 'completed', 'cancelled'], { error: '订单状态有误' }),
});
export const schedulePhotoBody = z.strictObject({
  photos: attachmentsField.min(1, '请上传陪诊照片'),
});
export const accompanyOrderView = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  patientName: z.string(),
  hospital: z.string(),
  department: z.string().nullable(),
  appointTime: z.string(),
  tel: z.string(),
  remark: z.string().nullable(),
  price: z.number().int(),
  state: z.enum(ACCOMPANY_STATES),
  stateLabel: z.string(),
  servicerName: z.string().nullable(),
  photos: z.array(attachmentView),
  receivedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AccompanyOrderView = z.infer<typeof accompanyOrderView>;
export const accompanyOrderPage = page(accompanyOrderView);

// ---- laboratory check/inspection orders and curves ----

export const CHECK_ORDER_STATES = { 0: '已提交', 1: '已完成', 2: '已取消' } as const;

export const checkOrderBody = z.strictObject({
  patientId: rowIdField,
  kind: z.enum(CHECK_KINDS, { error: '请选择检查或检验' }),
  items: z
    .array(required('项目名称', 50), { error: '请选择检查项目' })
    .min(1, '请选择检查项目')
    .max(20, '检查项目不能超过20个'),
  orgName: optionalText('检查机构', 50),
  appointTime: futureTimeField('预约时间'),
  remark: optionalText('备注', 200),
});
export type CheckOrderBody = z.input<typeof checkOrderBody>;
export const checkOrderQuery = pageQuery.extend({ patientId: rowIdField });
export const checkOrderView = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  kind: z.enum(CHECK_KINDS),
  items: z.array(z.string()),
  orgName: z.string().nullable(),
  appointTime: z.string(),
  remark: z.string().nullable(),
  state: z.number().int(),
  stateLabel: z.string(),
  createdAt: z.string(),
});
export const checkOrderPage = page(checkOrderView);

export const checkCurveQuery = z.object({
  patientId: rowIdField,
  itemName: required('项目名称', 50),
  kind: z.enum(CHECK_KINDS, { error: '请选择检查或检验' }).optional(),
});
export const checkCurveView = z.object({
  itemName: z.string(),
  points: z.array(
    z.object({ recordId: z.number().int(), time: z.string(), value: z.number(), abnormal: z.boolean() }),
  ),
  /** Records of the item whose result has no number (not plotted). */
  skipped: z.number().int(),
});
export type CheckCurveView = z.infer<typeof checkCurveView>;

// ---- physical signs saved by a servicer ----

const sign = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label}须为数字` })
    .refine(Number.isFinite, `${label}须为数字`)
    .refine((v) => v >= min, `${label}不能小于${min}`)
    .refine((v) => v <= max, `${label}不能大于${max}`)
    .optional();
const bounds = (type: keyof typeof MEASUREMENT_TYPE_INFO, key: string) => {
  const c = MEASUREMENT_TYPE_INFO[type].components[key];
  if (!c) throw new Error(`unknown component ${type}.${key}`);
  return [c.min, c.max] as const;
};

/** The physical-sign components and the measurement each becomes. */
export const PHYSICAL_SIGN_FIELDS = [
  'height',
  'weight',
  'sbp',
  'dbp',
  'heart',
  'bg',
  'mbg',
  'temperature',
] as const;

export const physicalSignBody = z
  .strictObject({
    idcard: patientIdcardField,
    name: patientNameField,
    /** The patient's account (optional); when given, the patient must be bound to it. */
    userId: rowIdField.optional(),
    height: sign('身高', ...bounds('weight', 'height')),
    weight: sign('体重', ...bounds('weight', 'weight')),
    sbp: sign('收缩压', ...bounds('bp', 'systolic')),
    dbp: sign('舒张压', ...bounds('bp', 'diastolic')),
    heart: sign('心率', ...bounds('hr', 'heartRate')),
    bg: sign('空腹血糖', ...bounds('bg', 'glucose')),
    mbg: sign('餐后血糖', ...bounds('bg', 'glucose')),
    temperature: sign('体温', ...bounds('temp', 'temperature')),
    time: measureTimeField.optional(),
  })
  .refine((b) => PHYSICAL_SIGN_FIELDS.some((k) => b[k] !== undefined), {
    message: '请至少填写一项体征',
    path: ['sbp'],
  })
  .refine((b) => (b.sbp === undefined) === (b.dbp === undefined), {
    message: '收缩压和舒张压须同时填写',
    path: ['dbp'],
  })
  .refine((b) => b.sbp === undefined || b.dbp === undefined || b.sbp > b.dbp, {
    message: '收缩压须大于舒张压',
    path: ['sbp'],
  });
export type PhysicalSignBody = z.input<typeof physicalSignBody>;
export const physicalSignQuery = pageQuery.extend({ patientId: rowIdField.optional() });
export const physicalSignView = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  patientName: z.string(),
  idcard: z.string(),
  servicerName: z.string().nullable(),
  values: z.record(z.string(), z.number()),
  time: z.string(),
  measurementIds: z.array(z.number().int()),
  abnormal: z.boolean(),
});
export type PhysicalSignView = z.infer<typeof physicalSignView>;
export const physicalSignPage = page(physicalSignView);

// ---- home sickbed applications (patient side) ----

export const SICKBED_STATES = { 0: '待审核', 1: '已通过', 2: '未通过', 3: '已撤回' } as const;
const diseaseCategoryField = z.coerce
  .number({ error: '疾病类型有误' })
  .int('疾病类型有误')
  .refine((v) => DISEASE_TYPES.some((d) => d.type === v), '疾病类型有误');
const coordinate = (label: string, limit: number) =>
  z
    .union([z.string().trim().max(20, `${label}有误`), z.number()], { error: `${label}有误` })
    .transform((v) => String(v))
    .refine((v) => v === '' || (Number.isFinite(Number(v)) && Math.abs(Number(v)) <= limit), `${label}有误`)
    .optional();

export const sickbedBody = z.strictObject({
  patientId: rowIdField,
  address: required('家庭住址', 200),
  areaCode: optionalText('区域编码', 20),
  diseaseCategory: diseaseCategoryField.optional(),
  diseaseCategoryName: optionalText('疾病名称', 50),
  /** Defaults to the patient's doctor; must belong to the chosen org. */
  doctorId: rowIdField.optional(),
  orgId: rowIdField.optional(),
  hospital: optionalText('申请医院', 50),
  relation: optionalText('与患者关系', 20),
  remark: optionalText('病情描述', 500),
  tel: telField,
  contactsName: optionalText('联系人', 50),
  contactsTel: telField.optional(),
  contactsRelation: optionalText('联系人关系', 20),
  latitude: coordinate('纬度', 90),
  longitude: coordinate('经度', 180),
  fileList: attachmentsField.default([]),
  /** Sent by older clients; derived from the patient, ignored. */
  idcard: z.string().max(40).optional(),
  patientName: z.string().max(50).optional(),
  doctorName: z.string().max(50).optional(),
  cname: z.string().max(50).optional(),
});
export type SickbedBody = z.input<typeof sickbedBody>;
export const sickbedQuery = pageQuery.extend({
  patientId: rowIdField.optional(),
  state: z.coerce
    .number({ error: '状态有误' })
    .int('状态有误')
    .refine((v) => v in SICKBED_STATES, '状态有误')
    .optional(),
});
export const sickbedStateBody = z.strictObject({
  state: z.coerce
    .number({ error: '状态有误' })
    .int('状态有误')
    .refine((v) => v === 1 || v === 2 || v === 3, '状态有误'),
  remark: optionalText('审核意见', 200),
});
export const sickbedView = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  patientName: z.string(),
  idcard: z.string(),
  orgId: z.number().int().nullable(),
  orgName: z.string().nullable(),
  doctorId: z.number().int().nullable(),
  doctorName: z.string().nullable(),
  hospital: z.string().nullable(),
  diseaseCategory: z.number().int().nullable(),
  diseaseCategoryName: z.string().nullable(),
  relation: z.string().nullable(),
  address: z.string(),
  areaCode: z.string().nullable(),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  tel: z.string(),
  contactsName: z.string().nullable(),
  contactsTel: z.string().nullable(),
  contactsRelation: z.string().nullable(),
  remark: z.string().nullable(),
  fileList: z.array(attachmentView),
  state: z.number().int(),
  stateLabel: z.string(),
  stateRemark: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SickbedView = z.infer<typeof sickbedView>;
export const sickbedPage = page(sickbedView);

// ---- services received and their comments ----

export const SERVICE_TYPES = ['inquiry', 'reservation', 'accompany'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
export const SERVICE_TYPE_LABELS: Record<ServiceType, string> = {
  inquiry: '在线问诊',
  reservation: '预约挂号',
  accompany: '陪诊服务',
};

export const serviceManageQuery = pageQuery.extend({
  patientId: rowIdField,
  commented: z.enum(['0', '1'], { error: '评价状态有误' }).optional(),
});
export const serviceCommentBody = z.strictObject({
  serviceType: z.enum(SERVICE_TYPES, { error: '服务类型有误' }),
  serviceId: rowIdField,
  rating: z.coerce
    .number({ error: '请选择评分' })
    .int('评分须为1到5的整数')
    .min(1, '评分须为1到5的整数')
    .max(5, '评分须为1到5的整数'),
  content: optionalText('评价内容', 200),
});
export type ServiceCommentBody = z.input<typeof serviceCommentBody>;
export const serviceCommentQuery = z.object({
  serviceType: z.enum(SERVICE_TYPES, { error: '服务类型有误' }),
  serviceId: rowIdField,
});
export const serviceCommentView = z.object({
  id: z.number().int(),
  serviceType: z.enum(SERVICE_TYPES),
  serviceId: z.number().int(),
  rating: z.number().int(),
  content: z.string().nullable(),
  createdAt: z.string(),
});
export type ServiceCommentView = z.infer<typeof serviceCommentView>;
export const serviceItemView = z.object({
  serviceType: z.enum(SERVICE_TYPES),
  serviceId: z.number().int(),
  typeLabel: z.string(),
  title: z.string(),
  providerName: z.string().nullable(),
  price: z.number().int(),
  finishedAt: z.string(),
  comment: serviceCommentView.nullable(),
});
export type ServiceItemView = z.infer<typeof serviceItemView>;
export const serviceItemPage = page(serviceItemView);

// ---- family-doctor pre-sign ----

/** Service packs a family-doctor pre-sign may ask for (national basic public-health packs). */
export const PRE_SIGN_PACKS = [
  '基础服务包',
  '高血压服务包',
  '糖尿病服务包',
  '老年人服务包',
  '慢病综合服务包',
] as const;
export const PRE_SIGN_STATES = { 0: '待签约', 1: '已签约', 2: '未通过', 3: '已取消' } as const;

export const preSignBody = z.strictObject({
  patientId: rowIdField,
  servicePack: z.enum(PRE_SIGN_PACKS, { error: '请选择服务包' }),
  doctorId: rowIdField.optional(),
  address: optionalText('居住地址', 200),
  remark: optionalText('备注', 200),
});
export type PreSignBody = z.input<typeof preSignBody>;
export const preSignView = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  patientName: z.string(),
  orgName: z.string().nullable(),
  doctorId: z.number().int().nullable(),
  doctorName: z.string().nullable(),
  servicePack: z.string(),
  address: z.string().nullable(),
  remark: z.string().nullable(),
  state: z.number().int(),
  stateLabel: z.string(),
  stateRemark: z.string().nullable(),
  createdAt: z.string(),
});
export type PreSignView = z.infer<typeof preSignView>;

// ---- health-management path ----

export const healthPathEventView = z.object({
  time: z.string(),
  kind: z.enum(['archive', 'sign', 'follow', 'measure', 'record', 'service']),
  title: z.string(),
  detail: z.string().nullable(),
});
export type HealthPathEvent = z.infer<typeof healthPathEventView>;
export const healthPathView = z.object({
  patientId: z.number().int(),
  patientName: z.string(),
  events: z.array(healthPathEventView),
});
export type HealthPathView = z.infer<typeof healthPathView>;
