import { z } from 'zod';
import { MEASUREMENT_TYPE_INFO } from '../domain/measurement-ranges.ts';
import { DISEASE_TYPES } from '../domain/patient-list.ts';
import { rowIdField, telField } from './auth.ts';
import { attachmentView, optionalText, required } from './care-fields.ts';
import { page, pageQuery } from './envelope.ts';
import { measureTimeField } from './measurement.ts';
import { patientIdcardField, patientNameField } from './patient.ts';
import { attachmentsField } from './records.ts';

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
/** GET /api/patient/service/comment: the comment, or null before one is written. */
export const serviceCommentResult = serviceCommentView.nullable();
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
export const preSignList = z.array(preSignView);

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
