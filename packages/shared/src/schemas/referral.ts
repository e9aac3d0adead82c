import { z } from 'zod';
import { REFERRAL_STATE } from '../domain/workflow-states.ts';
import { rowIdField } from './auth.ts';
import { optionalText, required } from './care-fields.ts';
import { page, pageQuery } from './envelope.ts';

// ---- referrals (转诊): a doctor hands a patient to another doctor, department or org ----

/**
 * referralState (our values; spec 3 section 4 shows none; docs/decisions.md "Referrals"):
 *   0 pending --accept (the target)--> 1 accepted --complete (referrer or acceptor)--> 3 completed
 *   0 pending --reject (the target, reason required)--> 2 rejected
 *   0 pending --cancel (the referring doctor)--> 4 cancelled
 * The target is the named doctor, else any doctor of the named department, else of the named org.
 */
export const REFERRAL_STATES = { 0: '待接收', 1: '已接收', 2: '已拒绝', 3: '已完成', 4: '已取消' } as const;
/** States in which the referral is open: the target sees the patient (core/access.ts grant). */
export const REFERRAL_OPEN_STATES = [REFERRAL_STATE.pending, REFERRAL_STATE.accepted] as const;
/** 双向转诊 of 国办发〔2015〕70号: up to a higher level, down to primary care; and same level. */
export const REFERRAL_TYPES = { 1: '上转', 2: '下转', 3: '平级转诊' } as const;
export const REFERRAL_TARGET_KINDS = ['doctor', 'department', 'org'] as const;
export type ReferralTargetKind = (typeof REFERRAL_TARGET_KINDS)[number];
export const REFERRAL_TARGET_LABELS: Record<ReferralTargetKind, string> = {
  doctor: '医生',
  department: '科室',
  org: '机构',
};
/** What the caller may do with a referral now (the server's state machine decides). */
export const REFERRAL_ACTIONS = ['accept', 'reject', 'complete', 'cancel'] as const;
export type ReferralAction = (typeof REFERRAL_ACTIONS)[number];
/** Which list the doctor looks at: sent by them, or addressed to them (their department, org). */
export const REFERRAL_DIRECTIONS = ['out', 'in'] as const;

const referralTypeField = z.coerce
  .number({ error: '请选择转诊类型' })
  .int('转诊类型有误')
  .refine((v) => v in REFERRAL_TYPES, '转诊类型有误');
const referralStateField = z.coerce
  .number({ error: '转诊状态有误' })
  .int('转诊状态有误')
  .refine((v) => v in REFERRAL_STATES, '转诊状态有误');

export const referralBody = z
  .strictObject({
    patientId: rowIdField,
    /** The referring doctor: the caller; when sent, it must be the caller's own doctor id. */
    doctorId: rowIdField.optional(),
    referralType: referralTypeField,
    diseaseDiagnose: required('初步诊断', 200),
    referralCause: required('转诊原因', 500),
    description: optionalText('病情摘要', 1000),
    targetDoctorId: rowIdField.optional(),
    targetDepartmentId: rowIdField.optional(),
    targetOrgId: rowIdField.optional(),
    /** Sent by the spec's client; a new referral is always pending. */
    referralState: z.coerce
      .number({ error: '转诊状态有误' })
      .refine((v) => v === REFERRAL_STATE.pending, '新建转诊的状态只能是待接收')
      .optional(),
  })
  .refine(
    (b) =>
      b.targetDoctorId !== undefined || b.targetDepartmentId !== undefined || b.targetOrgId !== undefined,
    { message: '请选择转诊对象', path: ['targetDoctorId'] },
  );
export type ReferralBody = z.input<typeof referralBody>;

export const referralQuery = pageQuery.extend({
  direction: z.enum(REFERRAL_DIRECTIONS, { error: '转诊方向有误' }).optional(),
  referralState: referralStateField.optional(),
  patientId: rowIdField.optional(),
});
export type ReferralQuery = z.input<typeof referralQuery>;

export const referralStateBody = z
  .strictObject({
    referralState: referralStateField.refine((v) => v !== REFERRAL_STATE.pending, '转诊状态有误'),
    /** The acting doctor: the caller; when sent, it must be the caller's own doctor id. */
    doctorId: rowIdField.optional(),
    /** Why it is rejected (required for 2). */
    reason: optionalText('拒绝原因', 200),
    /** A note on completion or cancellation (诊疗结果、回转建议). */
    remark: optionalText('处理说明', 500),
  })
  .refine((b) => b.referralState !== REFERRAL_STATE.rejected || Boolean(b.reason), {
    message: '请填写拒绝原因',
    path: ['reason'],
  });
export type ReferralStateBody = z.input<typeof referralStateBody>;

export const referralView = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  patientName: z.string(),
  patientSex: z.number().int().nullable(),
  patientAge: z.number().int().nullable(),
  /** Masked (spec 1 section 9). */
  idcard: z.string(),
  tel: z.string(),
  doctorId: z.number().int(),
  doctorName: z.string().nullable(),
  orgId: z.number().int().nullable(),
  orgName: z.string().nullable(),
  referralType: z.number().int(),
  referralTypeLabel: z.string(),
  diseaseDiagnose: z.string(),
  referralCause: z.string(),
  description: z.string().nullable(),
  targetKind: z.enum(REFERRAL_TARGET_KINDS),
  targetDoctorId: z.number().int().nullable(),
  targetDoctorName: z.string().nullable(),
  targetDepartmentId: z.number().int().nullable(),
  targetDepartmentName: z.string().nullable(),
  targetOrgId: z.number().int(),
  targetOrgName: z.string().nullable(),
  /** "陈医生（西湖社区卫生服务中心）", "全科（西湖社区卫生服务中心）", "西湖社区卫生服务中心". */
  targetLabel: z.string(),
  acceptedDoctorId: z.number().int().nullable(),
  acceptedDoctorName: z.string().nullable(),
  referralState: z.number().int(),
  stateLabel: z.string(),
  reason: z.string().nullable(),
  remark: z.string().nullable(),
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  updatedAt: z.string(),
  actions: z.array(z.enum(REFERRAL_ACTIONS)),
});
export type ReferralView = z.infer<typeof referralView>;
export const referralPage = page(referralView);
