import { z } from 'zod';
import { FOLLOW_LIST_PAGE_SIZE, FOLLOW_SYNC_STATES } from '../domain/follow.ts';
import { FOLLOW_DANGER_SIGNS, FOLLOW_SYMPTOMS } from '../domain/follow-rules.ts';
import { MEASUREMENT_TYPE_INFO } from '../domain/measurement-ranges.ts';
import { rowIdField } from './auth.ts';
import { dateField, optionalText } from './care-fields.ts';
import { page, pageQuery } from './envelope.ts';
import { followDiseaseField, followModeField, followPlanView, followTemplateView } from './follow.ts';
import { measureTimeField } from './measurement.ts';

/** Follow records: the visit's form (national record forms), its graded readings and assessment. */

/** An optional reading within the shared input bounds (measurement-ranges), with Chinese messages. */
export const readingField = (type: keyof typeof MEASUREMENT_TYPE_INFO, key: string, label?: string) => {
  const c = MEASUREMENT_TYPE_INFO[type].components[key];
  if (!c) throw new Error(`unknown component ${type}.${key}`);
  const name = label ?? c.label;
  return z.coerce
    .number({ error: `${name}须为数字` })
    .refine(Number.isFinite, `${name}须为数字`)
    .refine((v) => v >= c.min, `${name}不能小于${c.min}`)
    .refine((v) => v <= c.max, `${name}不能大于${c.max}`)
    .optional();
};
const bounded = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label}须为数字` })
    .refine((v) => Number.isFinite(v) && v >= min && v <= max, `${label}应在${min}到${max}之间`)
    .optional();
const code = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label}有误` })
    .int(`${label}有误`)
    .min(1, `${label}有误`)
    .max(max, `${label}有误`)
    .optional();

const SYMPTOM_CODES = new Set(Object.values(FOLLOW_SYMPTOMS).flatMap((l) => l.map((s) => s.code)));
const DANGER_CODES = new Set(Object.values(FOLLOW_DANGER_SIGNS).flatMap((l) => l.map((s) => s.code)));
const codes = (label: string, known: Set<string>) =>
  z
    .array(z.string({ error: `${label}有误` }).max(30, `${label}有误`), { error: `${label}有误` })
    .max(20, `${label}有误`)
    .refine((l) => l.every((c) => known.has(c)), `${label}选项有误`)
    .default([]);

/** The follow-up form (PUT /api/patient/follow/execute/:id): what the visit found. */
export const followRecordBody = z
  .object({
    followTime: measureTimeField.optional(),
    followMode: followModeField.optional(),
    /** The disease whose rules apply; default the template's. */
    disease: followDiseaseField.nullable().optional(),
    sbp: readingField('bp', 'systolic'),
    dbp: readingField('bp', 'diastolic'),
    heartRate: readingField('hr', 'heartRate'),
    glucose: readingField('bg', 'glucose', '空腹血糖'),
    weight: readingField('weight', 'weight'),
    height: readingField('weight', 'height'),
    temperature: readingField('temp', 'temperature'),
    symptoms: codes('症状', SYMPTOM_CODES),
    symptomOther: optionalText('其他症状', 200),
    dangerSigns: codes('危急情况', DANGER_CODES),
    smoking: bounded('日吸烟量', 0, 100),
    drinking: bounded('日饮酒量', 0, 50),
    exercise: optionalText('运动情况', 100),
    salt: z.enum(['light', 'medium', 'heavy'], { error: '摄盐情况有误' }).optional(),
    adherence: code('服药依从性', 3),
    adverseReaction: z.boolean({ error: '药物不良反应有误' }).default(false),
    adverseReactionNote: optionalText('不良反应说明', 200),
    hypoglycemia: code('低血糖反应', 3),
    complication: z.boolean({ error: '并发症情况有误' }).default(false),
    medication: optionalText('用药情况', 500),
    advice: optionalText('健康指导', 1000),
    /** The doctor's own next date; default the rules' date. */
    nextFollowDate: dateField('下次随访日期').optional(),
    /** Schedule the next plan (default yes). */
    createNext: z.boolean({ error: '参数有误' }).default(true),
  })
  .refine((b) => (b.sbp === undefined) === (b.dbp === undefined), {
    message: '收缩压和舒张压须同时填写',
    path: ['dbp'],
  })
  .refine((b) => b.sbp === undefined || b.dbp === undefined || b.sbp > b.dbp, {
    message: '收缩压须大于舒张压',
    path: ['sbp'],
  });
export type FollowRecordBody = z.output<typeof followRecordBody>;

export const followReadingView = z.object({
  id: z.number().int(),
  type: z.string(),
  label: z.string(),
  values: z.record(z.string(), z.number()),
  unit: z.string(),
  level: z.string(),
  levelLabel: z.string(),
  abnormal: z.boolean(),
});

/** One line of the form as shown (the spec's formList). */
export const followFormLine = z.object({ key: z.string(), label: z.string(), value: z.string() });

/** The Follow entity of spec 3 (id, timelineId, idcard, way, planId, time, planTime, formList, disease, weeks, source) and the assessment. */
export const followRecordView = z.object({
  id: z.number().int(),
  timelineId: z.number().int(),
  planId: z.number().int(),
  patientId: z.number().int(),
  patientName: z.string(),
  /** Masked. */
  idcard: z.string(),
  way: z.number().int(),
  wayName: z.string(),
  time: z.string(),
  planTime: z.string(),
  disease: followDiseaseField.nullable(),
  diseaseName: z.string().nullable(),
  doctorName: z.string().nullable(),
  formList: z.array(followFormLine),
  readings: z.array(followReadingView),
  classification: z.number().int().nullable(),
  classificationName: z.string().nullable(),
  controlled: z.boolean().nullable(),
  referral: z.enum(['none', 'urgent', 'suggested']),
  referralName: z.string(),
  reasons: z.array(z.string()),
  ruleSource: z.string(),
  /** Weeks until the next visit. */
  weeks: z.number().int().nullable(),
  nextFollowDate: z.string().nullable(),
  nextPlanId: z.number().int().nullable(),
  advice: z.string().nullable(),
  source: z.string(),
  syncState: z.enum(FOLLOW_SYNC_STATES),
  syncedAt: z.string().nullable(),
  syncProvider: z.string().nullable(),
  createdAt: z.string(),
});
export type FollowRecordView = z.infer<typeof followRecordView>;
export const followRecordPage = page(followRecordView);

/** GET /api/follow: records (the done-list, page size 15). */
export const followRecordQuery = pageQuery.extend({
  pageSize: pageQuery.shape.pageSize.default(FOLLOW_LIST_PAGE_SIZE),
  patientId: rowIdField.optional(),
  planId: rowIdField.optional(),
  /** mine: records the caller wrote. */
  scope: z.enum(['all', 'mine'], { error: '参数有误' }).default('all'),
  /** By referral; needed: urgent or suggested (the transfer list). */
  referral: z.enum(['any', 'none', 'urgent', 'suggested', 'needed'], { error: '参数有误' }).default('any'),
});
export type FollowRecordQuery = z.output<typeof followRecordQuery>;

/** A plan with its record, template and the patient's previous record (detail screens). */
export const followPlanDetail = followPlanView.extend({
  record: followRecordView.nullable(),
  template: followTemplateView.nullable(),
  previousRecord: followRecordView.nullable(),
});
export type FollowPlanDetail = z.infer<typeof followPlanDetail>;

export const followCheckQuery = z
  .object({ planId: rowIdField.optional(), patientId: rowIdField.optional() })
  .refine((q) => q.planId !== undefined || q.patientId !== undefined, {
    message: '请指定随访计划或患者',
    path: ['planId'],
  });

export const followCheckItem = z.object({
  id: z.number().int(),
  kind: z.enum(['check', 'inspection']),
  kindName: z.string(),
  itemName: z.string(),
  orgName: z.string().nullable(),
  checkedAt: z.string(),
  result: z.string().nullable(),
  abnormal: z.boolean(),
});

export const followCheckView = z.object({
  patientId: z.number().int(),
  planId: z.number().int().nullable(),
  from: z.string(),
  to: z.string(),
  list: z.array(followCheckItem),
  readings: z.array(followReadingView),
});
export type FollowCheckView = z.infer<typeof followCheckView>;
