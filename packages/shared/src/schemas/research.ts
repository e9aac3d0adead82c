import { z } from 'zod';
import {
  GROUP_USER_STATUSES,
  normalizeEncode,
  RESEARCH_COLLECT_TYPES,
  RESEARCH_PHASE_CODES,
  RESEARCH_SAMPLE_TYPE_CODES,
  SAMPLE_BRANCH_LIMITS,
  SAMPLE_ENCODE_PATTERN,
  SAMPLE_STATUSES,
} from '../domain/research.ts';
import { rowIdField, telField } from './auth.ts';
import { dateField, optionalText } from './care-fields.ts';
import { page, pageQuery } from './envelope.ts';
import { parseMeasureTime } from './measurement.ts';
import { birthdayField, patientIdcardField, patientNameField } from './patient.ts';
import { searchField } from './patient-fields.ts';

// ---- birth-cohort research (chmsc): projects, enrolled mother/child pairs, samples ----

/** A required text whose absence reads 请输入<label>. */
const required = (label: string, max: number) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `${label}不能超过${max}个字`);

const phaseField = z.enum(RESEARCH_PHASE_CODES, { error: '请选择采集阶段' });
const sampleTypeField = z.enum(RESEARCH_SAMPLE_TYPE_CODES, { error: '请选择样本类型' });
const sampleStatusField = z.coerce
  .number({ error: '样本状态有误' })
  .int('样本状态有误')
  .refine((v) => v in SAMPLE_STATUSES, '样本状态有误');
const collectTypeField = z.coerce
  .number({ error: '请选择采集方式' })
  .int('采集方式有误')
  .refine((v) => v in RESEARCH_COLLECT_TYPES, '采集方式有误');
const encodeField = z
  .string({ error: '请输入样本编码' })
  .transform(normalizeEncode)
  .refine((v) => v.length > 0, '请输入样本编码')
  .refine((v) => SAMPLE_ENCODE_PATTERN.test(v), '样本编码为4-32位字母、数字或“-”');
const branchNumField = z.coerce
  .number({ error: '请输入分装数量' })
  .int('分装数量须为整数')
  .min(
    SAMPLE_BRANCH_LIMITS.minNum,
    `分装数量须在${SAMPLE_BRANCH_LIMITS.minNum}-${SAMPLE_BRANCH_LIMITS.maxNum}之间`,
  )
  .max(
    SAMPLE_BRANCH_LIMITS.maxNum,
    `分装数量须在${SAMPLE_BRANCH_LIMITS.minNum}-${SAMPLE_BRANCH_LIMITS.maxNum}之间`,
  );
const capacityMessage = `每份容量须在${SAMPLE_BRANCH_LIMITS.minCapacity}-${SAMPLE_BRANCH_LIMITS.maxCapacity}mL之间`;
const branchCapacityField = z.coerce
  .number({ error: '请输入每份容量' })
  .min(SAMPLE_BRANCH_LIMITS.minCapacity, capacityMessage)
  .max(SAMPLE_BRANCH_LIMITS.maxCapacity, capacityMessage)
  .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, '每份容量最多保留1位小数');

/** A past instant: readable, not in the future (5 minutes tolerance), within two years. */
export const collectTimeField = z
  .union([z.string().max(40, '采集时间格式有误'), z.number()], { error: '请选择采集时间' })
  .transform((v, ctx) => {
    const d = parseMeasureTime(v);
    if (!d) {
      ctx.addIssue({ code: 'custom', message: '采集时间格式有误' });
      return z.NEVER;
    }
    if (d.getTime() > Date.now() + 5 * 60_000) {
      ctx.addIssue({ code: 'custom', message: '采集时间不能晚于当前时间' });
      return z.NEVER;
    }
    if (d.getTime() < Date.now() - 2 * 366 * 86_400_000) {
      ctx.addIssue({ code: 'custom', message: '采集时间不能早于两年前' });
      return z.NEVER;
    }
    return d;
  });

const sampleFields = {
  encode: encodeField,
  branchCapacity: branchCapacityField,
  branchNum: branchNumField,
  /** The questionnaire filled at collection (stored as given; questionnaires are another issue). */
  questionId: rowIdField.nullable().optional(),
  researchProjectId: rowIdField,
  collectPhase: phaseField,
  collectTime: collectTimeField,
  collectType: collectTypeField.default(1),
  /** The collecting servicer: the caller when omitted; else a servicer of the project's org. */
  collectUserId: rowIdField.optional(),
  /** The project's org; when sent it must be it. */
  orgId: rowIdField.optional(),
  preserveAddress: required('存放位置', 100),
  sampleType: sampleTypeField,
  /** The sampled person: the mother or the child of a pair enrolled in the project. */
  samplePatient: rowIdField,
  /** A new sample is collected (0) or recorded straight into storage (1). */
  status: sampleStatusField.refine((v) => v === 0 || v === 1, '新样本的状态只能是已采集或已入库').default(0),
};

export const sampleBody = z.strictObject(sampleFields);
export type SampleBody = z.input<typeof sampleBody>;

/** PUT: any field; project and person cannot change; status moves by the lifecycle. */
export const sampleUpdateBody = z.strictObject({
  encode: encodeField.optional(),
  branchCapacity: branchCapacityField.optional(),
  branchNum: branchNumField.optional(),
  questionId: rowIdField.nullable().optional(),
  researchProjectId: rowIdField.optional(),
  collectPhase: phaseField.optional(),
  collectTime: collectTimeField.optional(),
  collectType: collectTypeField.optional(),
  collectUserId: rowIdField.optional(),
  orgId: rowIdField.optional(),
  preserveAddress: required('存放位置', 100).optional(),
  sampleType: sampleTypeField.optional(),
  samplePatient: rowIdField.optional(),
  status: sampleStatusField.optional(),
});
export type SampleUpdateBody = z.input<typeof sampleUpdateBody>;

export const sampleQuery = pageQuery.extend({
  researchProjectId: rowIdField.optional(),
  groupUserId: rowIdField.optional(),
  collectPhase: phaseField.optional(),
  status: sampleStatusField.optional(),
  /** The start of a tube code. */
  keyword: searchField,
});
export type SampleQuery = z.input<typeof sampleQuery>;

export const encodeParam = z.object({ encode: encodeField });

export const sampleView = z.object({
  id: z.number().int(),
  encode: z.string(),
  researchProjectId: z.number().int(),
  projectName: z.string(),
  groupUserId: z.number().int(),
  samplePatient: z.number().int(),
  subject: z.enum(['mother', 'child']),
  patientName: z.string(),
  motherName: z.string(),
  sampleType: z.string(),
  sampleTypeName: z.string(),
  collectPhase: z.string(),
  phaseName: z.string(),
  collectType: z.number().int(),
  collectTime: z.string(),
  collectUserId: z.number().int(),
  collectUserName: z.string(),
  orgId: z.number().int(),
  preserveAddress: z.string(),
  branchNum: z.number().int(),
  branchCapacity: z.number(),
  questionId: z.number().int().nullable(),
  status: z.number().int(),
  statusName: z.string(),
  createdAt: z.string(),
});
export type SampleView = z.infer<typeof sampleView>;
export const samplePage = page(sampleView);

const countOf = <K extends z.ZodType>(key: K) => z.array(z.object({ key, count: z.number().int() }));

export const researchProjectView = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  intro: z.string(),
  orgId: z.number().int(),
  orgName: z.string(),
  status: z.enum(['active', 'closed']),
  startDate: z.string(),
  groupCount: z.number().int(),
  droppedCount: z.number().int(),
  sampleCount: z.number().int(),
  phaseCounts: countOf(z.string()),
  statusCounts: countOf(z.number().int()),
});
export type ResearchProjectView = z.infer<typeof researchProjectView>;
export const researchProjectList = z.array(researchProjectView);

const personBrief = z.object({
  patientId: z.number().int(),
  name: z.string(),
  /** Masked (lists and details alike: the study needs no full number on a phone screen). */
  idcard: z.string(),
  tel: z.string(),
  sex: z.number().int().nullable(),
  birthday: z.string().nullable(),
  age: z.number().int().nullable(),
});

export const groupUserView = z.object({
  id: z.number().int(),
  researchProjectId: z.number().int(),
  projectName: z.string(),
  status: z.enum(Object.keys(GROUP_USER_STATUSES) as ['enrolled', 'dropped']),
  mother: personBrief,
  child: personBrief.nullable(),
  expectedDeliveryDate: z.string().nullable(),
  enrolledAt: z.string(),
  sampleCount: z.number().int(),
  lastCollectTime: z.string().nullable(),
});
export type GroupUserView = z.infer<typeof groupUserView>;
export const groupUserPage = page(groupUserView);

export const groupUserDetail = groupUserView.extend({
  remark: z.string().nullable(),
  dropoutReason: z.string().nullable(),
  droppedAt: z.string().nullable(),
  samples: z.array(sampleView),
});
export type GroupUserDetail = z.infer<typeof groupUserDetail>;

export const groupUserQuery = pageQuery.extend({
  researchProjectId: rowIdField.optional(),
  status: z.enum(['enrolled', 'dropped'], { error: '入组状态有误' }).optional(),
  /** Name (part), full ID number or full phone of the mother, or the child's name. */
  keyword: searchField,
});
export type GroupUserQuery = z.input<typeof groupUserQuery>;

const enrolFields = {
  researchProjectId: rowIdField,
  expectedDeliveryDate: dateField('预产期').optional(),
  remark: optionalText('备注', 200),
};

/** POST /api/research/into/group: an existing patient of the org joins a project as a mother. */
export const intoGroupBody = z.strictObject({ ...enrolFields, patientId: rowIdField });
export type IntoGroupBody = z.input<typeof intoGroupBody>;

/** POST /api/patient/research/group/user: a new mother (not yet a patient) is registered and enrolled. */
export const groupUserBody = z.strictObject({
  ...enrolFields,
  motherName: patientNameField,
  motherIdcard: patientIdcardField,
  motherTel: telField,
});
export type GroupUserBody = z.input<typeof groupUserBody>;

/** PUT /api/patient/research/group/user/:id: delivery date, remark, and the child once born. */
export const groupUserUpdateBody = z
  .strictObject({
    expectedDeliveryDate: dateField('预产期').nullable().optional(),
    remark: optionalText('备注', 200),
    childName: patientNameField.optional(),
    childSex: z.coerce
      .number({ error: '请选择孩子性别' })
      .int('孩子性别有误')
      .refine((v) => v === 1 || v === 2, '孩子性别有误')
      .optional(),
    childBirthday: birthdayField.optional(),
  })
  .refine((b) => (b.childName === undefined) === (b.childBirthday === undefined), {
    message: '请填写孩子姓名和出生日期',
    path: ['childName'],
  });
export type GroupUserUpdateBody = z.input<typeof groupUserUpdateBody>;

export const dropoutBody = z.strictObject({
  groupUserId: rowIdField,
  reason: required('退出原因', 200),
});
export type DropoutBody = z.input<typeof dropoutBody>;
export const dropoutQuery = pageQuery.extend({ researchProjectId: rowIdField.optional() });

/** GET /api/research/candidate: women of the org to enrol, found by name, ID number or phone. */
export const candidateQuery = z.object({
  researchProjectId: rowIdField,
  keyword: z
    .string({ error: '请输入姓名、身份证号或手机号' })
    .trim()
    .min(1, '请输入姓名、身份证号或手机号')
    .max(50, '搜索内容不能超过50个字'),
});
export type CandidateQuery = z.input<typeof candidateQuery>;
export const candidateView = z.object({
  patientId: z.number().int(),
  name: z.string(),
  idcard: z.string(),
  tel: z.string(),
  age: z.number().int().nullable(),
  /** The pair of this patient in the project, if enrolled (or dropped) already. */
  groupUserId: z.number().int().nullable(),
  groupStatus: z.enum(['enrolled', 'dropped']).nullable(),
});
export type CandidateView = z.infer<typeof candidateView>;
export const candidateList = z.array(candidateView);
