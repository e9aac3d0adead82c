import { z } from 'zod';
import { SPORT_MAX_MINUTES, SPORT_MAX_STEPS, SPORT_TYPE_KEYS, type SportType } from '../domain/life.ts';
import { rowIdField } from './auth.ts';
import { measurementReport, measureTimeField } from './measurement.ts';

// ---- habits ----

export const habitListQuery = z.object({
  /** Spec 3 section 9: the list is fixed to isShow=1. */
  isShow: z.enum(['0', '1'], { error: '参数有误' }).default('1'),
  /** With a patient: each habit's sign state for today (China time). */
  patientId: rowIdField.optional(),
});

export const habitView = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  icon: z.string().nullable(),
  /** Signed today (China day); false without a patientId. */
  signed: z.boolean(),
  /** Consecutive signed days up to today (or yesterday when today is not signed yet). */
  streak: z.number().int(),
  /** Signs in the current China-time month. */
  monthCount: z.number().int(),
});
export const habitList = z.array(habitView);
export type HabitView = z.infer<typeof habitView>;

export const habitSignBody = z.strictObject({
  patientId: rowIdField,
  habitId: rowIdField,
});

// ---- sport ----

export const sportTypeSchema = z.enum(SPORT_TYPE_KEYS as [SportType, ...SportType[]], {
  error: '请选择运动类型',
});

export const sportRecordBody = z.strictObject({
  patientId: rowIdField,
  sportType: sportTypeSchema,
  minutes: z
    .number({ error: '运动时长须为数字' })
    .int('运动时长须为整数分钟')
    .min(1, '运动时长不能小于1分钟')
    .max(SPORT_MAX_MINUTES, `运动时长不能超过${SPORT_MAX_MINUTES}分钟`),
  steps: z
    .number({ error: '步数须为数字' })
    .int('步数须为整数')
    .min(0, '步数不能小于0')
    .max(SPORT_MAX_STEPS, `步数不能超过${SPORT_MAX_STEPS}`)
    .optional(),
  /** When the exercise started; never more than 5 minutes ahead. */
  measureTime: measureTimeField,
  remark: z.string().trim().max(200, '备注不能超过200个字').optional(),
});

export const sportRecordView = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  sportType: sportTypeSchema,
  sportLabel: z.string(),
  minutes: z.number().int(),
  steps: z.number().int().nullable(),
  calories: z.number().int(),
  /** The body weight the calories were worked out with, and whether it was the default. */
  weightKg: z.number(),
  weightAssumed: z.boolean(),
  measureTime: z.string(),
  remark: z.string().nullable(),
  createdAt: z.string(),
});
export type SportRecordView = z.infer<typeof sportRecordView>;

export const sportListQuery = z.object({
  patientId: rowIdField,
  days: z.coerce
    .number({ error: '天数须为数字' })
    .int()
    .min(1, '天数须大于0')
    .max(366, '天数不能超过366')
    .default(30),
});

export const sportList = z.object({
  list: z.array(sportRecordView),
  /** Per China day over the period: minutes, calories, steps (days with records only). */
  daily: z.array(z.object({ day: z.string(), minutes: z.number(), calories: z.number(), steps: z.number() })),
  totalMinutes: z.number(),
  totalCalories: z.number(),
});

export const sportSuggestionView = z.object({
  basis: z.object({
    weekMinutes: z.number(),
    activeDays: z.number(),
    bpLevel: z.string().nullable(),
    bpLevelLabel: z.string().nullable(),
    bmi: z.number().nullable(),
    age: z.number().nullable(),
  }),
  suggestions: z.array(
    z.object({
      rule: z.string(),
      title: z.string(),
      text: z.string(),
      types: z.array(z.object({ key: sportTypeSchema, label: z.string() })),
      caution: z.boolean(),
    }),
  ),
  /** Always "rules": no model is involved. */
  engine: z.literal('rules'),
});

// ---- reports ----

export const patientReportQuery = z.object({ patientId: rowIdField });

/** GET /api/patient/blood/pressure/report: one report per month; id is the month as YYYYMM. */
export const bpReportItem = measurementReport.extend({ id: z.string(), month: z.string() });
export const bpReportList = z.array(bpReportItem);
export const bpReportIdParam = z.object({
  id: z.string().regex(/^\d{4}(0[1-9]|1[0-2])$/, '报告编号有误'),
});

/** GET /api/patient/report/garea: one summary per life-data area (our definition of "garea"). */
export const gareaReport = z.object({
  patientId: z.number().int(),
  days: z.number().int(),
  areas: z.array(
    z.object({
      area: z.string(),
      label: z.string(),
      count: z.number().int(),
      abnormalCount: z.number().int(),
      latest: z.object({ time: z.string(), text: z.string(), levelLabel: z.string().nullable() }).nullable(),
    }),
  ),
});

/** GET /api/patient/report/bed: bed-mattress nights over the period. */
export const bedReport = z.object({
  patientId: z.number().int(),
  start: z.string(),
  end: z.string(),
  nights: z.array(
    z.object({
      day: z.string(),
      sleepHours: z.number().nullable(),
      heartRate: z.number().nullable(),
      breathRate: z.number().nullable(),
      readings: z.number().int(),
    }),
  ),
  stats: z.record(
    z.string(),
    z.object({ avg: z.number().nullable(), min: z.number().nullable(), max: z.number().nullable() }),
  ),
  abnormalCount: z.number().int(),
  advice: z.array(z.string()),
});

export const reportPeriodQuery = z.object({
  patientId: rowIdField,
  days: z.coerce
    .number({ error: '天数须为数字' })
    .int()
    .min(1, '天数须大于0')
    .max(366, '天数不能超过366')
    .default(30),
});

/** GET /api/patient/report/food/intolerance: the patient's food-intolerance test records. */
export const foodIntoleranceReport = z.object({
  patientId: z.number().int(),
  records: z.array(
    z.object({
      id: z.number().int(),
      itemName: z.string(),
      orgName: z.string().nullable(),
      checkTime: z.string(),
      result: z.string().nullable(),
      abnormal: z.boolean(),
      attachments: z.array(z.object({ url: z.string(), name: z.string() })),
    }),
  ),
  note: z.string(),
});
