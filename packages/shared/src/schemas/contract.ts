import { z } from 'zod';
import {
  CONTRACT_STATE_CODES,
  type ContractState,
  PRE_SIGN_PACKS,
  TERMINATE_REASON_CODES,
  type TerminateReason,
} from '../domain/contract.ts';
import { rowIdField } from './auth.ts';
import { dateField, optionalText } from './care-fields.ts';
import { preSignView } from './care-orders.ts';
import { page, pageQuery } from './envelope.ts';
import { measurementView } from './measurement.ts';
import { searchField } from './patient-fields.ts';

// ---- family-doctor contracts (/api/patient/sign/contract...) ----

const packsField = z
  .array(z.enum(PRE_SIGN_PACKS, { error: '服务包有误' }), { error: '请选择服务包' })
  .max(PRE_SIGN_PACKS.length, '服务包有误');

/** POST /api/patient/sign/contract: the doctor (or an assistant for a doctor of the org) offers a contract. */
export const contractBody = z.strictObject({
  patientId: rowIdField,
  /** Defaults to the caller's own doctor record; must be of the caller's org. */
  doctorId: rowIdField.optional(),
  /** The basic pack is always added. */
  servicePacks: packsField.default([]),
  /** Defaults to today (China time); at most CONTRACT_START_MAX_DAYS_AHEAD days ahead. */
  startDate: dateField('开始日期').optional(),
  /** Defaults to one year after the start; at most CONTRACT_MAX_YEARS. */
  endDate: dateField('结束日期').optional(),
  teamName: optionalText('团队名称', 50),
  remark: optionalText('备注', 200),
});
export type ContractBody = z.input<typeof contractBody>;

export const contractQuery = pageQuery.extend({
  state: z
    .enum(CONTRACT_STATE_CODES as [ContractState, ...ContractState[]], { error: '签约状态有误' })
    .optional(),
  patientId: rowIdField.optional(),
  search: searchField,
  /** '1': only the caller's own contracts (as the contract's doctor). */
  mine: z.enum(['0', '1'], { error: '参数有误' }).optional(),
  /** '1': active contracts ending within RENEWAL_REMINDER_DAYS. */
  expiring: z.enum(['0', '1'], { error: '参数有误' }).optional(),
});
export type ContractQuery = z.input<typeof contractQuery>;

export const contractCountQuery = z.object({ mine: z.enum(['0', '1'], { error: '参数有误' }).optional() });

export const terminateBody = z
  .strictObject({
    reason: z.enum(TERMINATE_REASON_CODES as [TerminateReason, ...TerminateReason[]], {
      error: '请选择解约原因',
    }),
    remark: optionalText('解约说明', 200),
  })
  .refine((b) => b.reason !== 'other' || Boolean(b.remark), { message: '请填写解约说明', path: ['remark'] });
export type TerminateBody = z.input<typeof terminateBody>;

/** PUT /api/patient/sign/contract/renew/:id: the next term, the same packs unless given. */
export const renewBody = z.strictObject({
  servicePacks: packsField.optional(),
  teamName: optionalText('团队名称', 50),
  remark: optionalText('备注', 200),
});
export type RenewBody = z.input<typeof renewBody>;

export const contractView = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  patientName: z.string(),
  /** Masked. */
  idcard: z.string(),
  /** Masked in lists; in full on one contract for its doctor's org and the resident's accounts. */
  tel: z.string(),
  sex: z.number().int().nullable(),
  age: z.number().int().nullable(),
  orgId: z.number().int(),
  orgName: z.string(),
  doctorId: z.number().int(),
  doctorName: z.string(),
  teamName: z.string().nullable(),
  servicePacks: z.array(z.string()),
  startDate: z.string(),
  endDate: z.string(),
  /** Days from today (China time) to the end date; negative once ended. */
  daysLeft: z.number().int(),
  state: z.enum(CONTRACT_STATE_CODES as [ContractState, ...ContractState[]]),
  stateLabel: z.string(),
  /** Whose confirmation a pending contract waits for. */
  awaiting: z.enum(['doctor', 'resident', 'both']).nullable(),
  doctorConfirmedAt: z.string().nullable(),
  residentConfirmedAt: z.string().nullable(),
  residentConfirmedBy: z.string().nullable(),
  terminatedAt: z.string().nullable(),
  terminateReason: z.string().nullable(),
  terminateReasonLabel: z.string().nullable(),
  terminateRemark: z.string().nullable(),
  terminatedBy: z.string().nullable(),
  renewalDueAt: z.string().nullable(),
  renewedFromId: z.number().int().nullable(),
  /** The next term's contract, once offered (not terminated). */
  renewedToId: z.number().int().nullable(),
  preSignId: z.number().int().nullable(),
  remark: z.string().nullable(),
  createdAt: z.string(),
  /** What the caller may do now. */
  actions: z.object({ confirm: z.boolean(), terminate: z.boolean(), renew: z.boolean() }),
});
export type ContractView = z.infer<typeof contractView>;
export const contractPage = page(contractView);

export const contractCounts = z.object({
  pending: z.number().int(),
  signed: z.number().int(),
  renewal_due: z.number().int(),
  expired: z.number().int(),
  terminated: z.number().int(),
  /** Active contracts ending within RENEWAL_REMINDER_DAYS. */
  expiring: z.number().int(),
  /** Pre-sign applications waiting for the caller's review. */
  applications: z.number().int(),
});
export type ContractCounts = z.infer<typeof contractCounts>;

// ---- review of pre-sign applications (doctor side) ----

export const preSignReviewQuery = pageQuery.extend({
  state: z.coerce
    .number({ error: '状态有误' })
    .int('状态有误')
    .refine((v) => v >= 0 && v <= 3, '状态有误')
    .default(0),
});
export const preSignPage = page(preSignView);

export const preSignReviewBody = z
  .strictObject({
    pass: z.boolean({ error: '请选择审核结果' }),
    remark: optionalText('审核意见', 200),
    /** The doctor, for an application that names none (defaults to the reviewer's own record). */
    doctorId: rowIdField.optional(),
    /** Packs the doctor adds to the one asked for; any addition needs the resident's confirmation. */
    servicePacks: packsField.optional(),
    startDate: dateField('开始日期').optional(),
    teamName: optionalText('团队名称', 50),
  })
  .refine((b) => b.pass || Boolean(b.remark), { message: '请填写不通过的原因', path: ['remark'] });
export type PreSignReviewBody = z.input<typeof preSignReviewBody>;
export const preSignReviewResult = z.object({
  application: preSignView,
  contract: contractView.nullable(),
});

// ---- home monitoring of signed residents (/health/doctor/family/monitor) ----

export const familyMonitorQuery = pageQuery.extend({
  search: searchField,
  /** '1': only residents with an abnormal reading in the last FAMILY_MONITOR_ABNORMAL_DAYS days. */
  abnormal: z.enum(['0', '1'], { error: '参数有误' }).optional(),
});
export const familyMonitorItem = z.object({
  patientId: z.number().int(),
  patientName: z.string(),
  sex: z.number().int().nullable(),
  age: z.number().int().nullable(),
  contractId: z.number().int(),
  contractState: z.string(),
  servicePacks: z.array(z.string()),
  doctorName: z.string(),
  /** The newest reading of each type (blood pressure, blood sugar, ...), newest type first. */
  latest: z.array(measurementView),
  lastMeasuredAt: z.string().nullable(),
  /** Abnormal readings in the last FAMILY_MONITOR_ABNORMAL_DAYS days. */
  abnormalCount: z.number().int(),
});
export type FamilyMonitorItem = z.infer<typeof familyMonitorItem>;
export const familyMonitorPage = page(familyMonitorItem);
export const familyMonitorParams = z.object({ patientId: rowIdField });
export const familyMonitorDetail = familyMonitorItem.extend({
  /** Readings of the last FAMILY_MONITOR_RECENT_DAYS days, newest first (at most 100). */
  recent: z.array(measurementView),
  readingCount: z.number().int(),
});
export type FamilyMonitorDetail = z.infer<typeof familyMonitorDetail>;
