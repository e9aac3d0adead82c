import { z } from 'zod';
import { CHECK_CURVE_ITEMS, type CheckCurveKey } from '../domain/ai-residents.ts';
import {
  aiPageQuery,
  aiResidentBrief,
  discoveryFinding,
  needsResident,
  RESIDENT_REQUIRED,
  residentKeyShape,
} from './ai-lists.ts';
import { localAreaParams } from './ai-local.ts';
import { page } from './envelope.ts';
import { timelineQuery } from './patient-list.ts';

/** Query strings arrive as text: '' is "not given" (spec 3 section 5: filters only when non-empty). */
const blank = (v: unknown) => (v === '' ? undefined : v);
const intFilter = (msg: string, max: number) =>
  z.preprocess(blank, z.coerce.number({ error: msg }).int(msg).min(0, msg).max(max, msg).optional());

/** GET patient/list: residents of the district (the "Local patient" entity of spec 3 section 3). */
export const residentListQuery = aiPageQuery.extend({
  patientTagId: z.preprocess(
    blank,
    z.coerce.number({ error: '标签编号有误' }).int().min(0, '标签编号有误').optional(),
  ),
  /** 0 no untracked abnormal reading, 1 one (HEALTH_STATES). */
  healthState: intFilter('健康状态有误', 1),
  /** 0 not in the hypertension group, 1-3 the group level. */
  hbpGroup: intFilter('高血压分组有误', 3),
  dmGroup: intFilter('糖尿病分组有误', 3),
  tag: z.preprocess(blank, z.string().trim().max(32, '标签名称过长').optional()),
  search: z.preprocess(blank, z.string().trim().max(32, '搜索内容过长').optional()),
  idcard: residentKeyShape.idcard,
});
export const residentListItem = aiResidentBrief.extend({
  hbpGroup: z.number().int().nullable(),
  dmGroup: z.number().int().nullable(),
  healthState: z.number().int(),
  tags: z.array(z.object({ id: z.number().int(), name: z.string() })),
  lastMeasuredAt: z.string().nullable(),
});
export const residentListPage = page(residentListItem);

/** GET patient/tag/list: the tags in use among the district's residents. */
export const residentTagList = z.array(
  z.object({ id: z.number().int(), name: z.string(), residents: z.number().int() }),
);

/** A reading as the resident calls show it. */
export const aiReadingView = z.object({
  id: z.number().int(),
  type: z.string(),
  values: z.record(z.string(), z.number()),
  unit: z.string(),
  level: z.string(),
  levelLabel: z.string(),
  abnormal: z.boolean(),
  measuredAt: z.string(),
});

/** The stored risk mark of a resident (ai_patient_marks). */
export const riskMarkView = z.object({
  id: z.number().int(),
  model: z.string(),
  modelKey: z.string(),
  source: z.string(),
  score: z.number(),
  band: z.string(),
  bandText: z.string(),
  state: z.number().int(),
  reason: z.string().nullable(),
  markedBy: z.string().nullable(),
  markedAt: z.string().nullable(),
  computedAt: z.string().nullable(),
  inputs: z.record(z.string(), z.unknown()),
});

/** GET patient/info: the resident's profile. */
export const residentInfoView = z.object({
  resident: aiResidentBrief,
  address: z.string().nullable(),
  groups: z.object({
    hbp: z.number().int().nullable(),
    dm: z.number().int().nullable(),
    copd: z.number().int().nullable(),
    hpl: z.number().int().nullable(),
  }),
  tags: z.array(z.object({ id: z.number().int(), name: z.string() })),
  latest: z.array(aiReadingView),
  findings: z.array(discoveryFinding.omit({ evidence: true }).extend({ evidence: z.string() })),
  risk: riskMarkView.nullable(),
});
export type ResidentInfoView = z.infer<typeof residentInfoView>;

/** GET doctor/assistant/list and user/aide/list: the servicers working in the district. */
export const districtStaffList = z.array(
  z.object({
    userId: z.number().int(),
    doctorId: z.number().int().nullable(),
    name: z.string(),
    role: z.string(),
    roleName: z.string(),
    title: z.string().nullable(),
    orgName: z.string().nullable(),
    localBinding: z.boolean(),
  }),
);

/** GET high/risk/detail. */
export const highRiskDetailView = z.object({ resident: aiResidentBrief, risk: riskMarkView });

/** A resident key with paging (physics/sign/list, check/after). */
export const residentPageQuery = aiPageQuery
  .extend(residentKeyShape)
  .refine(needsResident, RESIDENT_REQUIRED);

/** GET physics/sign/list: the "Physical sign record" entity of spec 3 section 3, one per reading. */
export const physicsSignItem = z.object({
  id: z.number().int(),
  type: z.string(),
  time: z.string(),
  sbp: z.number().nullable(),
  dbp: z.number().nullable(),
  heart: z.number().nullable(),
  bg: z.number().nullable(),
  bgPeriod: z.string().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  bmi: z.number().nullable(),
  temperature: z.number().nullable(),
  level: z.string(),
  levelLabel: z.string(),
  abnormal: z.boolean(),
});
export const physicsSignPage = page(physicsSignItem);

/** GET patient/timeline/list: the merged timeline of a resident (cursor paging as the doctor's timeline). */
export const residentTimelineQuery = timelineQuery
  .extend(residentKeyShape)
  .refine(needsResident, RESIDENT_REQUIRED);

/** GET path/node/patient/detail. */
export const pathNodeQuery = z
  .object({
    ...residentKeyShape,
    year: z.preprocess(
      blank,
      z.coerce
        .number({ error: '年份有误' })
        .int('年份有误')
        .min(2000, '年份有误')
        .max(2100, '年份有误')
        .optional(),
    ),
    /** The node to open (0-based); all nodes when absent. */
    findIndex: z.preprocess(
      blank,
      z.coerce
        .number({ error: '节点序号有误' })
        .int()
        .min(0, '节点序号有误')
        .max(4, '节点序号有误')
        .optional(),
    ),
    /** 1 tasks (what is due), 2 work (what was done); both when absent. */
    taskOrWork: z.preprocess(
      blank,
      z.coerce.number({ error: '类型有误' }).int().min(1, '类型有误').max(2, '类型有误').optional(),
    ),
  })
  .refine(needsResident, RESIDENT_REQUIRED);
export const pathNode = z.object({
  index: z.number().int(),
  name: z.string(),
  from: z.string(),
  to: z.string(),
  state: z.enum(['done', 'due', 'missed', 'future']),
  stateText: z.string(),
  tasks: z.array(z.string()),
  work: z.array(z.object({ kind: z.string(), at: z.string(), text: z.string() })),
});
export const pathDetailView = z.object({
  year: z.number().int(),
  groups: z.array(z.string()),
  source: z.string(),
  nodes: z.array(pathNode),
});
export type PathDetailView = z.infer<typeof pathDetailView>;

/** GET check/after: check, inspection and examination records of the resident, newest first. */
export const checkAfterItem = z.object({
  kind: z.enum(['check', 'inspection', 'examination']),
  id: z.number().int(),
  name: z.string(),
  orgName: z.string().nullable(),
  at: z.string(),
  result: z.string().nullable(),
  abnormal: z.boolean(),
  items: z.array(
    z.object({ name: z.string(), value: z.string(), unit: z.string().nullable(), abnormal: z.boolean() }),
  ),
});
export const checkAfterPage = page(checkAfterItem);

/** GET check/curve/:key. */
export const aiCheckCurveParams = localAreaParams.extend({
  key: z.enum(Object.keys(CHECK_CURVE_ITEMS) as [CheckCurveKey, ...CheckCurveKey[]], {
    error: '检查项目有误',
  }),
});
export const aiCheckCurveQuery = z.object(residentKeyShape).refine(needsResident, RESIDENT_REQUIRED);
export const aiCheckCurveView = z.object({
  key: z.string(),
  name: z.string(),
  unit: z.string(),
  points: z.array(z.object({ at: z.string(), value: z.number(), source: z.enum(['reading', 'record']) })),
});
export type AiCheckCurveParams = z.infer<typeof aiCheckCurveParams>;
export type HighRiskDetailView = z.infer<typeof highRiskDetailView>;
