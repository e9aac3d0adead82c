import { z } from 'zod';
import { AI_PAGE_SIZE } from '../domain/ai-platform.ts';
import { idcardField } from './auth.ts';
import { page } from './envelope.ts';

/** Query strings arrive as text: '' is "not given" (spec 3 section 5: filters only when non-empty). */
const blank = (v: unknown) => (v === '' ? undefined : v);
const timeField = (label: string) =>
  z.preprocess(blank, z.coerce.date({ error: `${label}格式有误` }).optional());

/** Paging of the AI lists: page size 15 by default (spec 3 section 7). */
export const aiPageQuery = z.object({
  pageNo: z.preprocess(blank, z.coerce.number().int().min(1, '页码须大于0').default(1)),
  pageSize: z.preprocess(
    blank,
    z.coerce.number().int().min(1, '每页条数须大于0').max(100, '每页条数不能超过100').default(AI_PAGE_SIZE),
  ),
});

/** A resident as the AI lists show them: ID number and phone masked. */
export const aiResidentBrief = z.object({
  patientId: z.number().int(),
  name: z.string(),
  idcardMasked: z.string(),
  sex: z.number().int().nullable(),
  age: z.number().int().nullable(),
  telMasked: z.string(),
  orgName: z.string().nullable(),
});
export type AiResidentBrief = z.infer<typeof aiResidentBrief>;

/** GET patient/discovery/list. */
export const discoveryQuery = aiPageQuery.extend({
  search: z.preprocess(blank, z.string().trim().max(32, '搜索内容过长').optional()),
  sort: z.preprocess(
    blank,
    z.enum(['ctime_desc', 'ctime_asc'], { error: '排序方式有误' }).default('ctime_desc'),
  ),
});
export const discoveryFinding = z.object({
  diseaseType: z.number().int(),
  diseaseName: z.string(),
  source: z.enum(['reading', 'diagnosis']),
  evidenceCount: z.number().int(),
  evidence: z.string(),
  foundAt: z.string(),
});
export const discoveryItem = aiResidentBrief.extend({
  findings: z.array(discoveryFinding),
  ctime: z.string(),
});
export type DiscoveryItem = z.infer<typeof discoveryItem>;
export const discoveryPage = page(discoveryItem);

/** GET history/abnormal/reminder/list and track/pending/list (one implementation). */
export const abnormalListQuery = aiPageQuery.extend({
  startTime: timeField('开始时间'),
  endTime: timeField('结束时间'),
  /** 1 newest first (default), 2 oldest first. */
  sortType: z.preprocess(
    blank,
    z.coerce.number().int().min(1, '排序方式有误').max(2, '排序方式有误').default(1),
  ),
});
export const abnormalItem = aiResidentBrief.extend({
  lastAbnormalAt: z.string(),
  abnormalNum: z.number().int(),
  hbpLevel: z.number().int().nullable(),
  dmLevel: z.number().int().nullable(),
});
export type AbnormalItem = z.infer<typeof abnormalItem>;
export const abnormalPage = page(abnormalItem);

/**
 * A resident named by ID number (the spec's calls) or by patient id (our screens: an ID number
 * must not travel in a page URL); one of the two is required.
 */
export const residentKeyShape = {
  idcard: z.preprocess(blank, idcardField.optional()),
  patientId: z.preprocess(blank, z.coerce.number().int().positive('居民编号有误').optional()),
};
export const needsResident = (v: { idcard?: string; patientId?: number }) =>
  v.idcard !== undefined || v.patientId !== undefined;
export const RESIDENT_REQUIRED = { message: '请提供身份证号' };

/** GET abnormal/reminder/detail and patient/abnormal/reminder/detail/new. */
export const abnormalDetailQuery = z
  .object({
    ...residentKeyShape,
    /** A day (yyyy-MM-dd) to show that day's abnormal readings; else the untracked ones. */
    time: z.preprocess(
      blank,
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}/, '时间格式有误')
        .optional(),
    ),
    doctorId: z.preprocess(blank, z.coerce.number().int().positive('医生编号有误').optional()),
  })
  .refine(needsResident, RESIDENT_REQUIRED);
export const abnormalReading = z.object({
  id: z.number().int(),
  type: z.string(),
  values: z.record(z.string(), z.number()),
  unit: z.string(),
  level: z.string(),
  levelLabel: z.string(),
  measuredAt: z.string(),
});
export const trackRecordView = z.object({
  id: z.number().int(),
  state: z.number().int(),
  reason: z.string().nullable(),
  handleWay: z.string().nullable(),
  content: z.string().nullable(),
  pushAdvice: z.string().nullable(),
  pushed: z.boolean(),
  abnormalNum: z.number().int(),
  time: z.string(),
  nextTime: z.string().nullable(),
  servicerName: z.string().nullable(),
});
export const abnormalDetailView = z.object({
  resident: aiResidentBrief,
  readings: z.array(abnormalReading),
  records: z.array(trackRecordView),
  trackedUntil: z.string().nullable(),
});
export type AbnormalDetailView = z.infer<typeof abnormalDetailView>;

/** POST track/record and track: the track record entity of spec 3 section 3 (the fields we act on). */
export const TRACK_STATES = { 1: '已处理', 2: '暂不处理', 3: '无法联系' } as const;
export const trackBody = z
  .object({
    ...residentKeyShape,
    state: z.coerce.number({ error: '请选择处理状态' }).int().min(1, '处理状态有误').max(3, '处理状态有误'),
    reason: z.string().trim().max(200, '原因过长').optional(),
    reasonOther: z.string().trim().max(200, '原因过长').optional(),
    handleWay: z.string().trim().max(50, '处理方式过长').optional(),
    handleWayOther: z.string().trim().max(200, '处理方式过长').optional(),
    content: z.string().trim().max(2000, '处理内容过长').optional(),
    diagnosis: z.string().trim().max(500, '诊断过长').optional(),
    diagnosticContent: z.string().trim().max(2000, '诊断内容过长').optional(),
    pushAdvice: z.string().trim().max(500, '建议内容过长').optional(),
    nextTime: z.preprocess(blank, z.coerce.date({ error: '下次随访时间格式有误' }).optional()),
    doctorId: z.coerce.number().int().positive().optional(),
  })
  .passthrough()
  .refine(needsResident, RESIDENT_REQUIRED);
export type TrackBody = z.infer<typeof trackBody>;

/** GET high/risk/list and patientDanger: state 0 pending, 1 managed, 2 not yet managed. */
export const HIGH_RISK_STATES = { 0: '待管理', 1: '已管理', 2: '暂不管理' } as const;
export const highRiskQuery = aiPageQuery.extend({
  state: z.preprocess(blank, z.coerce.number().int().min(0, '状态有误').max(2, '状态有误').optional()),
});
export const highRiskItem = aiResidentBrief.extend({
  id: z.number().int(),
  model: z.string(),
  score: z.number(),
  scoreText: z.string(),
  state: z.number().int(),
  reason: z.string().nullable(),
  computedAt: z.string(),
});
export type HighRiskItem = z.infer<typeof highRiskItem>;
export const highRiskPage = page(highRiskItem);

export const idcardQuery = z.object(residentKeyShape).refine(needsResident, RESIDENT_REQUIRED);
export const notYetBody = z.object({
  id: z.coerce.number({ error: '记录编号有误' }).int().positive('记录编号有误'),
  reason: z.string({ error: '请填写暂不管理原因' }).trim().min(1, '请填写暂不管理原因').max(200, '原因过长'),
});
export const managedBody = z.object(residentKeyShape).refine(needsResident, RESIDENT_REQUIRED);

/** GET risk/prediction: the models that could be computed, each with its name and source. */
export const riskPredictionView = z.object({
  resident: aiResidentBrief,
  models: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      source: z.string(),
      score: z.number().nullable(),
      scoreText: z.string(),
      highRisk: z.boolean().nullable(),
      items: z.record(z.string(), z.number()),
      missing: z.array(z.string()),
      note: z.string(),
    }),
  ),
});
export type RiskPredictionView = z.infer<typeof riskPredictionView>;
