import { z } from 'zod';
import { DETECTION_TYPES } from '../domain/child-ranges.ts';
import { rowIdField } from './auth.ts';
import { measurementView } from './measurement.ts';

export const detectionTypeSchema = z.enum(DETECTION_TYPES, { error: '检测类型有误' });

const monthField = z
  .string({ error: '月份格式有误' })
  .trim()
  .regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, '月份格式有误');

/** "bp,bg,lipid": the detection types a family shows (default all); an unknown one is refused. */
const typesField = z
  .string({ error: '检测类型有误' })
  .max(60, '检测类型有误')
  .transform((v, ctx) => {
    const list = v.split(',').map((t) => t.trim());
    const parsed = z.array(detectionTypeSchema).min(1).safeParse(list);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: '检测类型有误' });
      return z.NEVER;
    }
    return [...new Set(parsed.data)];
  });

/** GET /api/patient/detection/report: the report as of now, or of one calendar month (China time). */
export const detectionReportQuery = z.object({
  patientId: rowIdField,
  month: monthField.optional(),
  types: typesField.optional(),
});

export const detectionReportItem = z.object({
  type: detectionTypeSchema,
  label: z.string(),
  /** The latest reading of the period, with the grade it was given when stored. */
  latest: measurementView.nullable(),
  /** Readings of this type in the period, and those flagged abnormal when stored. */
  count: z.number().int(),
  abnormalCount: z.number().int(),
  /** Advice for the latest reading's grade (or for no reading). */
  advice: z.string(),
  /** The children's cut-offs in words for the patient's age at the latest reading (null: adult table). */
  reference: z.string().nullable(),
});
export type DetectionReportItem = z.infer<typeof detectionReportItem>;

export const detectionReport = z.object({
  patient: z.object({
    id: z.number().int(),
    name: z.string(),
    sex: z.number().int().nullable(),
    /** Completed years at the end of the period; null without a birthday. */
    age: z.number().int().nullable(),
    child: z.boolean(),
  }),
  /** "YYYY-MM" for a monthly report, null for the report as of now. */
  month: z.string().nullable(),
  /** Start of the period (null: from the first reading), end of the period. */
  start: z.string().nullable(),
  end: z.string(),
  items: z.array(detectionReportItem),
  /** Types whose latest reading is abnormal. */
  abnormalCount: z.number().int(),
  summary: z.string(),
});
export type DetectionReport = z.infer<typeof detectionReport>;

/** GET /api/patient/detection/report/history: months with detection readings, newest first. */
export const detectionHistoryQuery = z.object({
  patientId: rowIdField,
  types: typesField.optional(),
  months: z.coerce
    .number({ error: '月份数须为数字' })
    .int('月份数须为整数')
    .min(1, '月份数须大于0')
    .max(36, '月份数不能超过36')
    .default(12),
});

export const detectionHistoryItem = z.object({
  month: z.string(),
  count: z.number().int(),
  abnormalCount: z.number().int(),
  /** The detection types measured that month. */
  types: z.array(detectionTypeSchema),
  /** The worst stored grade of the month and its type. */
  worstType: detectionTypeSchema.nullable(),
  worstLevel: z.string().nullable(),
  worstLabel: z.string().nullable(),
});
export const detectionHistory = z.array(detectionHistoryItem);
export type DetectionHistoryItem = z.infer<typeof detectionHistoryItem>;
