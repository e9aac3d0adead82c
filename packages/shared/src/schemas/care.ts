import { z } from 'zod';
import { rowIdField, telField } from './auth.ts';
import { attachmentView, dateField, futureTimeField, optionalText, required } from './care-fields.ts';
import { page, pageQuery } from './envelope.ts';
import { patientIdcardField, patientNameField } from './patient.ts';
import { attachmentsField, CHECK_KINDS } from './records.ts';

export * from './care-orders.ts';
export * from './sickbed.ts';

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
  /** The caller is the receiving servicer (may serve, complete, add photos). */
  receivedByMe: z.boolean(),
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
