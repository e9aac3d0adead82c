import { z } from 'zod';
import { rowIdField } from './auth.ts';
import { page, pageQuery } from './envelope.ts';
import { measureTimeField } from './measurement.ts';

const num = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label}须为数字` })
    .min(min, `${label}不能小于${min}`)
    .max(max, `${label}不能大于${max}`);

export const PHYSIQUE_SOURCES = ['manual', 'device', 'hospital'] as const;
export const PHYSIQUE_SOURCE_LABELS = {
  manual: '手动录入',
  device: '设备测量',
  hospital: '医院测量',
} as const;

/** POST /api/patient/physique (spec 3 section 3 physique entry). */
export const physiqueBody = z
  .strictObject({
    patientId: rowIdField,
    height: num('身高', 30, 250).optional(),
    weight: num('体重', 0.5, 300).optional(),
    /** Bone age by the RUS-CHN method (years). */
    rboneAge: num('骨龄（RUS）', 0, 25).optional(),
    /** Bone age by the Carpal (C) method (years). */
    cboneAge: num('骨龄（C）', 0, 25).optional(),
    /** Head circumference (cm), WHO head-circumference-for-age to 5 years. */
    headCircumference: num('头围', 25, 65).optional(),
    measureTime: measureTimeField,
    dataSource: z.enum(PHYSIQUE_SOURCES, { error: '数据来源有误' }).default('manual'),
  })
  .refine((b) => b.height !== undefined || b.weight !== undefined, {
    message: '请填写身高或体重',
    path: ['height'],
  });

export const physiqueView = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  bmi: z.number().nullable(),
  rboneAge: z.number().nullable(),
  cboneAge: z.number().nullable(),
  headCircumference: z.number().nullable(),
  measureTime: z.string(),
  dataSource: z.enum(PHYSIQUE_SOURCES),
  createdAt: z.string(),
});
export type PhysiqueView = z.infer<typeof physiqueView>;
export const physiqueList = z.array(physiqueView);

export const physiqueHistoryQuery = z.object({ patientId: rowIdField });

/** GET /api/patient/baby/expected/height: from the patient's recorded parents' heights or the query. */
export const expectedHeightQuery = z.object({
  patientId: rowIdField,
  fatherHeight: z.coerce
    .number({ error: '父亲身高须为数字' })
    .min(100, '父亲身高不能小于100')
    .max(250, '父亲身高不能大于250')
    .optional(),
  motherHeight: z.coerce
    .number({ error: '母亲身高须为数字' })
    .min(100, '母亲身高不能小于100')
    .max(250, '母亲身高不能大于250')
    .optional(),
});

export const expectedHeightView = z.object({
  patientId: z.number().int(),
  sex: z.number().int(),
  fatherHeight: z.number(),
  motherHeight: z.number(),
  height: z.number(),
  low: z.number(),
  high: z.number(),
  formula: z.string(),
});

const growthIndicator = z.enum(['lhfa', 'wfa', 'bmifa', 'hcfa', 'wflh']);
const growthReference = z.enum(['who2006', 'who2007']);

/** One indicator of one measurement against the reference (WHO method, packages/shared who-growth.ts). */
export const growthIndicatorView = z.object({
  indicator: growthIndicator,
  reference: growthReference,
  value: z.number(),
  z: z.number(),
  percentile: z.number(),
  /** 身高处于同龄儿童第 15 百分位 */
  reading: z.string(),
  flag: z.enum(['low', 'high', 'cross']).nullable(),
});

/** A chart: the reference lines (P3, P15, P50, P85, P97) by age in months and the child's points. */
export const growthChartView = z.object({
  indicator: growthIndicator,
  title: z.string(),
  unit: z.string(),
  /** Which references the lines come from, in words (said under the chart). */
  standard: z.string(),
  lines: z.array(z.object({ label: z.string(), points: z.array(z.tuple([z.number(), z.number()])) })),
  /** [age in months, value] of the child's measurements. */
  points: z.array(z.tuple([z.number(), z.number()])),
});

export const GROWTH_STANDARDS = ['who', 'china2009'] as const;
export type GrowthStandard = (typeof GROWTH_STANDARDS)[number];

export const growthView = z.object({
  patientId: z.number().int(),
  name: z.string(),
  sex: z.number().int().nullable(),
  birthday: z.string().nullable(),
  /** The standard used and, when the project chose one we cannot compute, why WHO is used instead. */
  standard: z.object({ code: z.enum(GROWTH_STANDARDS), name: z.string(), note: z.string().nullable() }),
  /** Oldest first: the physique records plus the baby record's own history/current values. */
  points: z.array(
    z.object({
      time: z.string(),
      height: z.number().nullable(),
      weight: z.number().nullable(),
      headCircumference: z.number().nullable(),
      /** Bone age (years) when given: RUS-CHN, else the carpal method. */
      boneAge: z.number().nullable(),
      boneAgeMethod: z.enum(['RUS', 'C']).nullable(),
      source: z.string(),
      /** Age at the measurement in days and in words (2岁3个月); null without a birthday. */
      ageDays: z.number().int().nullable(),
      ageText: z.string().nullable(),
      indicators: z.array(growthIndicatorView),
    }),
  ),
  charts: z.array(growthChartView),
  /** The latest measurement's readings, plain language. */
  readings: z.array(z.string()),
  /** Abnormal growth of the latest measurement (z beyond +/-2, two major percentile lines crossed). */
  flags: z.array(z.string()),
  latest: physiqueView.nullable(),
  /** cm per year between the first and the last height at least 90 days apart; null otherwise. */
  heightVelocity: z.number().nullable(),
  expected: expectedHeightView.nullable(),
  expectHeight: z.number().nullable(),
});
export type GrowthView = z.infer<typeof growthView>;

/** GET /api/doctor/growth/flags: the scope's abnormal-growth flags, unhandled (0) or handled (1). */
export const growthFlagQuery = pageQuery.extend({ handled: z.enum(['0', '1']).default('0') });
export const growthFlagView = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  patientName: z.string(),
  indicator: growthIndicator,
  kind: z.enum(['low', 'high', 'cross']),
  z: z.number(),
  percentile: z.number(),
  text: z.string(),
  measuredAt: z.string(),
  handledAt: z.string().nullable(),
  handledByName: z.string().nullable(),
});
export const growthFlagPage = page(growthFlagView);

/** POST /api/patient/sport/test (spec 3 section 3 sport form). */
export const sportTestBody = z.strictObject({
  patientId: rowIdField,
  name: z.string().trim().min(1, '请输入姓名').max(20, '姓名不能超过20个字'),
  age: z
    .number({ error: '年龄须为数字' })
    .int('年龄须为整数')
    .min(3, '年龄不能小于3')
    .max(25, '年龄不能大于25'),
  sex: z.union([z.literal(1), z.literal(2)], { error: '性别有误' }),
  grade: z.number({ error: '年级须为数字' }).int('年级有误').min(1, '年级有误').max(12, '年级有误'),
  height: num('身高', 50, 250).optional(),
  weight: num('体重', 5, 300).optional(),
  vitalCapacity: num('肺活量', 100, 10000).optional(),
  sitAndReach: num('坐位体前屈', -50, 50).optional(),
  jumpRope: z
    .number({ error: '跳绳须为数字' })
    .int('跳绳须为整数')
    .min(0, '跳绳不能小于0')
    .max(400, '跳绳不能大于400')
    .optional(),
  sitUp: z
    .number({ error: '仰卧起坐须为数字' })
    .int('仰卧起坐须为整数')
    .min(0, '仰卧起坐不能小于0')
    .max(100, '仰卧起坐不能大于100')
    .optional(),
  standingJump: num('立定跳远', 0, 400).optional(),
  pullUp: z
    .number({ error: '引体向上须为数字' })
    .int('引体向上须为整数')
    .min(0, '引体向上不能小于0')
    .max(100, '引体向上不能大于100')
    .optional(),
});

const itemScore = z.object({
  item: z.string(),
  label: z.string(),
  value: z.number(),
  score: z.number(),
  rating: z.string(),
  weight: z.number(),
});

export const sportTestView = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  sex: z.number().int(),
  grade: z.number().int(),
  results: z.record(z.string(), z.number()),
  scored: z.boolean(),
  items: z.array(itemScore),
  total: z.number().nullable(),
  rating: z.string().nullable(),
  note: z.string(),
  createdAt: z.string(),
});
export type SportTestView = z.infer<typeof sportTestView>;

export const sportTestReportQuery = z.object({ patientId: rowIdField, id: rowIdField.optional() });
export const sportTestReport = z.object({
  latest: sportTestView.nullable(),
  history: z.array(sportTestView),
});
