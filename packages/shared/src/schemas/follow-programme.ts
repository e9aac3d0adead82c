import { z } from 'zod';
import { FOLLOW_LIST_PAGE_SIZE, FOLLOW_REGIONS, FOLLOW_STATUSES } from '../domain/follow.ts';
import { rowIdField } from './auth.ts';
import { futureTimeField, optionalText, required } from './care-fields.ts';
import { page, pageQuery } from './envelope.ts';
import { followDiseaseField, followModeField } from './follow.ts';
import { followRecordView } from './follow-records.ts';

/** The patient's follow programme (reports, appointment pushes) and the regional providers' calls. */

export const followPatientQuery = z.object({ patientId: rowIdField });

export const followReportQuery = pageQuery.extend({ patientId: rowIdField });
export const followReportPage = page(followRecordView);
export const followLastReport = followRecordView.nullable();

// ---- appointment pushes (doctor -> patient, answered with isAccept 0/1) ----

export const appointPushBody = z.object({
  patientId: rowIdField,
  /** The plan the appointment is for; accepting it moves the plan to the appointed time. */
  planId: rowIdField.optional(),
  appointTime: futureTimeField('预约时间'),
  followMode: followModeField.optional(),
  content: required('预约说明', 200),
});
export type AppointPushBody = z.output<typeof appointPushBody>;

export const appointPushQuery = pageQuery.extend({
  patientId: rowIdField.optional(),
  /** pending: not answered yet. */
  state: z.enum(['all', 'pending', 'accepted', 'declined'], { error: '参数有误' }).default('all'),
});
export type AppointPushQuery = z.output<typeof appointPushQuery>;

export const appointAnswerBody = z.object({
  isAccept: z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], {
    error: 'isAccept须为0或1',
  }),
});

export const appointPushView = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  patientName: z.string(),
  planId: z.number().int().nullable(),
  appointTime: z.string(),
  followMode: z.number().int(),
  followModeName: z.string(),
  content: z.string(),
  doctorName: z.string().nullable(),
  isAccept: z.number().int().nullable(),
  acceptName: z.string(),
  respondedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AppointPushView = z.infer<typeof appointPushView>;
export const appointPushPage = page(appointPushView);

// ---- regional providers: medication lists, medication push, hzehr tasks ----

const providerFields = {
  provider: z.string(),
  /** True when the development provider answered: the UI says so. */
  simulated: z.boolean(),
  sourceLabel: z.string(),
};

export const medicationRecordQuery = z.object({ patientId: rowIdField });

export const medicationItem = z.object({
  name: required('药品名称', 50),
  dosage: optionalText('用量', 50),
  frequency: optionalText('用法', 50),
  usage: optionalText('给药途径', 50),
  days: z.coerce.number({ error: '用药天数须为数字' }).int('用药天数须为整数').min(1).max(365).optional(),
});
export type MedicationItem = z.output<typeof medicationItem>;

export const medicationRecordView = z.object({
  name: z.string(),
  dosage: z.string().nullable(),
  frequency: z.string().nullable(),
  usage: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});

export const medicationRecordList = z.object({
  ...providerFields,
  region: z.enum(FOLLOW_REGIONS),
  patientId: z.number().int(),
  list: z.array(medicationRecordView),
});
export type MedicationRecordList = z.infer<typeof medicationRecordList>;

/** The follow medication push entity of spec 3: followId, remark, yzhMedicationRecordList. */
export const medicationPushBody = z.object({
  followId: rowIdField,
  remark: optionalText('备注', 200),
  yzhMedicationRecordList: z
    .array(medicationItem, { error: '请填写用药' })
    .min(1, '请填写用药')
    .max(30, '用药最多30条'),
});

export const medicationPushView = z.object({
  id: z.number().int(),
  followId: z.number().int(),
  version: z.number().int(),
  remark: z.string().nullable(),
  yzhMedicationRecordList: z.array(medicationItem),
  provider: z.string(),
  simulated: z.boolean(),
  providerRef: z.string(),
  pushedAt: z.string(),
});
export type MedicationPushView = z.infer<typeof medicationPushView>;

export const hzehrTaskQuery = pageQuery.extend({
  pageSize: pageQuery.shape.pageSize.default(FOLLOW_LIST_PAGE_SIZE),
  patientId: rowIdField.optional(),
});

export const hzehrTaskView = z.object({
  taskId: z.string(),
  planId: z.number().int().nullable(),
  patientId: z.number().int(),
  patientName: z.string(),
  planTime: z.string(),
  followStatus: z.enum(FOLLOW_STATUSES),
  disease: followDiseaseField.nullable(),
  content: z.string().nullable(),
});

export const hzehrTaskPage = z.object({
  ...providerFields,
  list: z.array(hzehrTaskView),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type HzehrTaskPage = z.infer<typeof hzehrTaskPage>;
