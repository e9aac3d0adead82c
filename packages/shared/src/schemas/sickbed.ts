import { z } from 'zod';
import { DISEASE_TYPES } from '../domain/patient-list.ts';
import { SICKBED_STATE } from '../domain/workflow-states.ts';
import { rowIdField, telField } from './auth.ts';
import { attachmentView, optionalText, required } from './care-fields.ts';
import { page, pageQuery } from './envelope.ts';
import { attachmentsField, recordTimeField } from './records.ts';

// ---- home sickbed (家庭病床) applications and beds ----

/**
 * The state of an application, which becomes the bed once approved (our values; spec 3 section 4
 * shows none; docs/decisions.md "Home sickbed"):
 *   0 pending --approve (a reviewer)--> 1 in care (建床: bed number, reviewer, time)
 *   0 pending --refuse (a reviewer, reason required)--> 2 refused
 *   0 pending --withdraw (the applicant)--> 3 withdrawn
 *   1 in care --discharge (a reviewer, summary required)--> 4 discharged (撤床)
 */
export const SICKBED_STATES = { 0: '待审核', 1: '已建床', 2: '未通过', 3: '已撤回', 4: '已撤床' } as const;
/** What the caller may do with an application now (the server's state machine decides). */
export const SICKBED_ACTIONS = ['edit', 'withdraw', 'approve', 'refuse', 'discharge', 'visit'] as const;
export type SickbedAction = (typeof SICKBED_ACTIONS)[number];

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
const sickbedStateField = z.coerce
  .number({ error: '状态有误' })
  .int('状态有误')
  .refine((v) => v in SICKBED_STATES, '状态有误');
export const sickbedQuery = pageQuery.extend({
  patientId: rowIdField.optional(),
  state: sickbedStateField.optional(),
});
export const sickbedStateBody = z
  .strictObject({
    state: sickbedStateField.refine((v) => v !== SICKBED_STATE.pending, '状态有误'),
    remark: optionalText('审核意见', 200),
  })
  .refine((b) => b.state !== SICKBED_STATE.refused || Boolean(b.remark), {
    message: '请填写不通过的原因',
    path: ['remark'],
  })
  .refine((b) => b.state !== SICKBED_STATE.discharged || Boolean(b.remark), {
    message: '请填写撤床小结',
    path: ['remark'],
  });
export type SickbedStateBody = z.input<typeof sickbedStateBody>;
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
  /** Given when the bed is set up (approval), e.g. JC20260512-0007. */
  bedNo: z.string().nullable(),
  reviewerName: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  dischargedAt: z.string().nullable(),
  actions: z.array(z.enum(SICKBED_ACTIONS)),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SickbedView = z.infer<typeof sickbedView>;
export const sickbedPage = page(sickbedView);

// ---- home visits (上门服务) of a bed ----

/**
 * Kinds of home visit and the service items offered at one (our lists, after the service forms
 * of 国卫办医发〔2020〕24号: diagnosis and treatment, nursing, rehabilitation, medication advice).
 */
export const HOME_VISIT_TYPES = { 1: '上门查床', 2: '上门治疗', 3: '上门护理', 4: '上门康复' } as const;
export const HOME_VISIT_CONTENTS = [
  '生命体征测量',
  '病情评估',
  '用药指导',
  '伤口换药',
  '注射',
  '静脉输液',
  '标本采集',
  '导管护理',
  '康复训练',
  '健康宣教',
] as const;
/** Longest single visit accepted (a typo in a time should not record a two-day visit). */
export const HOME_VISIT_MAX_HOURS = 12;

const visitTypeField = z.coerce
  .number({ error: '请选择服务类型' })
  .int('服务类型有误')
  .refine((v) => v in HOME_VISIT_TYPES, '服务类型有误');

export const homeVisitBody = z
  .strictObject({
    /** Present: corrects that visit (its recorder only). */
    id: rowIdField.optional(),
    patientId: rowIdField,
    /** The bed; defaults to the patient's bed in care. */
    sickbedId: rowIdField.optional(),
    /** The doctor who visited; defaults to the caller. */
    doctorId: rowIdField.optional(),
    type: visitTypeField,
    contentCategory: required('服务内容', 100, '请选择'),
    remark: optionalText('服务记录', 500),
    startTime: recordTimeField('开始时间'),
    endTime: recordTimeField('结束时间'),
  })
  .refine((b) => b.endTime.getTime() >= b.startTime.getTime(), {
    message: '结束时间不能早于开始时间',
    path: ['endTime'],
  })
  .refine((b) => b.endTime.getTime() - b.startTime.getTime() <= HOME_VISIT_MAX_HOURS * 3_600_000, {
    message: `单次上门服务不能超过${HOME_VISIT_MAX_HOURS}小时`,
    path: ['endTime'],
  });
export type HomeVisitBody = z.input<typeof homeVisitBody>;
export const homeVisitQuery = pageQuery.extend({
  patientId: rowIdField.optional(),
  sickbedId: rowIdField.optional(),
});
export const homeVisitView = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  patientName: z.string(),
  sickbedId: z.number().int().nullable(),
  bedNo: z.string().nullable(),
  doctorId: z.number().int().nullable(),
  doctorName: z.string().nullable(),
  recorderName: z.string().nullable(),
  type: z.number().int(),
  typeLabel: z.string(),
  contentCategory: z.string(),
  remark: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  createdAt: z.string(),
});
export type HomeVisitView = z.infer<typeof homeVisitView>;
export const homeVisitPage = page(homeVisitView);
