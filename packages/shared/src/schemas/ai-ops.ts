import { z } from 'zod';
import {
  AI_CONSULT_STATES,
  AI_DESK_DEVICE_CODES,
  AI_OPS_MSG,
  AI_ROBOT_TYPE_CODES,
} from '../domain/ai-ops.ts';
import { FOLLOW_FORM_ITEMS } from '../domain/follow-templates.ts';
import { aiPageQuery } from './ai-lists.ts';
import { idcardField, rowIdField, telField } from './auth.ts';
import { dateField } from './care-fields.ts';
import { page } from './envelope.ts';
import { followRecordBody, readingField } from './follow-records.ts';

/** Schemas of the AI platform's calls, pre-consultation and local follow-ups (issue 16). */

/**
 * A resident named by ID number or, where a list gave only the masked number, by patient id (so no
 * ID number travels in a screen's URL). One of the two is required.
 */
const whoFields = { idcard: idcardField.optional(), patientId: rowIdField.optional() };
const whoGiven = (b: { idcard?: string | undefined; patientId?: number | undefined }) =>
  b.idcard !== undefined || b.patientId !== undefined;
export const WHO_MSG = '请选择居民';
export const aiIdcardQuery = z.object(whoFields).refine(whoGiven, WHO_MSG);
export type AiWho = { idcard?: string | undefined; patientId?: number | undefined };
export const aiIdQuery = z.object({ id: rowIdField });
export const aiIdBody = z.object({ id: rowIdField });

const robotTypeField = z.enum(AI_ROBOT_TYPE_CODES, { error: '外呼类型有误' });

/* ---------- calls ---------- */

export const aiCallListQuery = aiPageQuery.extend({ idcard: idcardField.optional() });
export const aiCallBody = z
  .object({
    timelineId: rowIdField.nullable().optional(),
    /** The number to dial (phoneNumber in the spec; phone is the resident's own number). */
    phoneNumber: telField.optional(),
    phone: telField.optional(),
    name: z.string({ error: '请输入姓名' }).trim().min(1, '请输入姓名').max(50, '姓名不能超过50个字'),
    robotType: robotTypeField,
    ...whoFields,
  })
  .refine(whoGiven, WHO_MSG);
export type AiCallBody = z.output<typeof aiCallBody>;
export const aiCallRecordsQuery = z
  .object({ robotType: robotTypeField.optional(), ...whoFields })
  .refine(whoGiven, WHO_MSG);

export const aiCallView = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  name: z.string(),
  /** Masked. */
  phone: z.string(),
  idcard: z.string(),
  robotType: z.string(),
  robotTypeName: z.string(),
  timelineId: z.number().int().nullable(),
  state: z.enum(['calling', 'done', 'failed']),
  stateName: z.string(),
  outcome: z.string().nullable(),
  transcript: z.array(z.object({ role: z.enum(['robot', 'resident']), text: z.string() })),
  durationSeconds: z.number().int().nullable(),
  simulated: z.boolean(),
  sourceLabel: z.string().nullable(),
  ctime: z.string(),
  finishedAt: z.string().nullable(),
});
export type AiCallView = z.infer<typeof aiCallView>;
export const aiCallPage = page(aiCallView);

/* ---------- pre-consultation ---------- */

export const aiConsultForm = z
  .object({
    ...whoFields,
    sbp: readingField('bp', 'systolic'),
    dbp: readingField('bp', 'diastolic'),
    height: readingField('weight', 'height'),
    weight: readingField('weight', 'weight'),
    bg: readingField('bg', 'glucose', '空腹血糖'),
    mbg: readingField('bg', 'glucose', '餐后血糖'),
    heartRate: readingField('hr', 'heartRate'),
  })
  .refine(whoGiven, WHO_MSG)
  .refine((b) => (b.sbp === undefined) === (b.dbp === undefined), {
    message: '收缩压和舒张压须同时填写',
    path: ['dbp'],
  })
  .refine((b) => b.sbp === undefined || b.dbp === undefined || b.sbp > b.dbp, {
    message: '收缩压须大于舒张压',
    path: ['sbp'],
  });
export type AiConsultForm = z.output<typeof aiConsultForm>;
export const AI_CONSULT_FIELDS = ['sbp', 'dbp', 'height', 'weight', 'bg', 'mbg', 'heartRate'] as const;

export const aiSearchQuery = aiPageQuery.extend({
  keyword: z
    .string({ error: '请输入姓名或身份证号' })
    .trim()
    .min(1, '请输入姓名或身份证号')
    .max(30, '关键字过长'),
});
export const aiFormDetailQuery = z
  .object({ ...whoFields, date: dateField('问诊日期') })
  .refine(whoGiven, WHO_MSG);

export const aiConsultView = z.object({
  id: z.number().int().nullable(),
  patientId: z.number().int(),
  name: z.string(),
  sex: z.number().int().nullable(),
  age: z.number().int().nullable(),
  /** Masked in lists; the form (one resident) answers it in full for the next calls. */
  idcard: z.string(),
  phone: z.string(),
  visitDate: z.string().nullable(),
  state: z.enum(Object.keys(AI_CONSULT_STATES) as ['waiting', 'temporary', 'done']).nullable(),
  stateName: z.string().nullable(),
  form: z.record(z.string(), z.number().nullable()),
  savedAt: z.string().nullable(),
});
export type AiConsultView = z.infer<typeof aiConsultView>;
export const aiConsultPage = page(aiConsultView);

export const aiDeskReading = z.object({
  type: z.enum(AI_DESK_DEVICE_CODES),
  serial: z.string(),
  values: z.record(z.string(), z.number()),
  measuredAt: z.string(),
});
export const aiConsultFormView = aiConsultView.extend({
  /** The desk devices' last readings, for pre-filling (the form's own values win). */
  deviceReadings: z.array(aiDeskReading),
});

export const aiDeskBindBody = z.object({
  type: z.enum(AI_DESK_DEVICE_CODES, { error: '设备类型有误' }),
  serial: z
    .string({ error: '请输入设备序列号' })
    .trim()
    .min(1, '请输入设备序列号')
    .max(64, '设备序列号过长')
    .regex(/^[0-9A-Za-z_-]+$/, '设备序列号有误'),
  localUserId: z
    .string({ error: AI_OPS_MSG.localUser })
    .trim()
    .min(1, AI_OPS_MSG.localUser)
    .max(64, AI_OPS_MSG.localUser),
});
export const aiDeskDeviceView = z.object({
  id: z.number().int(),
  type: z.enum(AI_DESK_DEVICE_CODES),
  typeName: z.string(),
  serial: z.string(),
  localUserId: z.string(),
  last: aiDeskReading.nullable(),
});
export const aiDeskDeviceList = z.array(aiDeskDeviceView);

export const aiDiseaseInfo = z.object({
  patientId: z.number().int(),
  diseases: z.array(
    z.object({ type: z.number().int(), name: z.string(), source: z.string(), foundAt: z.string() }),
  ),
});

/* ---------- local follow-ups ---------- */

export const aiFollowView = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  name: z.string(),
  idcard: z.string(),
  phone: z.string(),
  /** The plan's content and day (the AI platform's names text/value). */
  text: z.string(),
  value: z.string(),
  way: z.number().int(),
  wayName: z.string(),
  state: z.string(),
  status: z.string(),
  statusName: z.string(),
  followPerson: z.string().nullable(),
  followPersonUserId: z.number().int().nullable(),
  actualTime: z.string().nullable(),
  /** The plan template's disease (hbp: BP required, dm: fasting glucose required) and form items. */
  disease: z.enum(['hbp', 'dm']).nullable(),
  formItems: z.array(z.enum(FOLLOW_FORM_ITEMS)).nullable(),
  synced: z.boolean(),
  ctime: z.string(),
});
export type AiFollowView = z.infer<typeof aiFollowView>;
export const aiFollowPage = page(aiFollowView);
export const aiFollowList = z.array(aiFollowView);
export const aiGrabInit = z.object({ pool: z.number().int(), mine: z.number().int(), list: aiFollowList });

export const aiFollowCreateBody = z.object({
  ...whoFields,
  planTime: dateField('计划随访日期'),
  way: z.coerce
    .number({ error: '随访方式有误' })
    .int('随访方式有误')
    .min(1, '随访方式有误')
    .max(4, '随访方式有误'),
  disease: z.enum(['hbp', 'dm'], { error: '随访病种有误' }).nullable().optional(),
  content: z.string({ error: '随访内容有误' }).trim().max(500, '随访内容不能超过500个字').optional(),
  /** Leave the plan in the district pool (true) or take it (false, default). */
  toPool: z.boolean({ error: '参数有误' }).optional(),
});
/**
 * follow/save: edits an open plan (day, way, content) or, with `finish` and the visit's `record`
 * (spec 3 Follow: time, way, formList — the follow module's record form), completes a plan the
 * caller holds. The record is one transaction with the plan's transition; no draft is stored.
 */
export const aiFollowSaveBody = aiFollowCreateBody
  .omit({ idcard: true, toPool: true })
  .extend({
    id: rowIdField,
    finish: z.boolean({ error: '参数有误' }).optional(),
    record: followRecordBody.optional(),
  })
  .refine((b) => !b.finish || b.record !== undefined, {
    message: AI_OPS_MSG.recordMissing,
    path: ['record'],
  });
export type AiFollowSaveBody = z.input<typeof aiFollowSaveBody>;
export const aiFollowSyncView = z.object({
  planId: z.number().int(),
  simulated: z.boolean(),
  sourceLabel: z.string().nullable(),
  receipt: z.record(z.string(), z.unknown()),
  payload: z.record(z.string(), z.unknown()),
});
export const aiFollowMaybe = aiFollowView.nullable();
