import { z } from 'zod';
import { BG_PERIODS } from '../domain/measurement-ranges.ts';
import { idcardField, rowIdField } from './auth.ts';
import { page, pageQuery } from './envelope.ts';
import { measurementValues, measureTimeField } from './measurement.ts';

/**
 * Health huts (健康小屋): self-service measuring kiosks placed at orgs. A visit (one sign-in at a
 * hut) stores its readings as measurements with source iot; the appraisal report of a visit is
 * computed from the grades of those readings.
 */
export const HUT_STATES = ['online', 'offline', 'maintenance'] as const;
export type HutState = (typeof HUT_STATES)[number];
export const HUT_STATE_LABELS: Record<HutState, string> = {
  online: '运行中',
  offline: '离线',
  maintenance: '维护中',
};
/** 404 message of findAppraisalReport when the patient has no hut visit yet (screens show it as empty). */
export const HUT_NO_REPORT_MSG = '暂无评估报告';
/** The types a hut measures, in report order. */
export const HUT_MEASURE_TYPES = ['bp', 'bg', 'weight', 'spo2', 'temp'] as const;
export type HutMeasureType = (typeof HUT_MEASURE_TYPES)[number];

export const hutView = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  orgId: z.number().int(),
  orgCode: z.string(),
  orgName: z.string(),
  address: z.string().nullable(),
  openHours: z.string().nullable(),
  state: z.enum(HUT_STATES),
  visitCount: z.number().int(),
  lastVisitTime: z.string().nullable(),
});
export type HutView = z.infer<typeof hutView>;
export const hutList = z.array(hutView);

export type HutOrgNode = {
  id: number;
  code: string;
  name: string;
  /** Huts placed at this org and every org below it. */
  hutCount: number;
  children: HutOrgNode[];
};
export const hutOrgNode: z.ZodType<HutOrgNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    hutCount: z.number().int(),
    children: z.array(hutOrgNode),
  }),
);
export const hutOrgTree = z.array(hutOrgNode);

const orgCodeField = z
  .string({ error: '机构编码格式有误' })
  .trim()
  .max(64, '机构编码格式有误')
  .regex(/^[\w-]*$/, '机构编码格式有误');

/** GET /api/iot/hut/regulatory/org/findTree/code?code= (default: the whole project). */
export const hutTreeQuery = z.object({ code: orgCodeField.optional() });
/** GET /api/iot/hut/regulatory/org/findAllHutList?orgCode=&keyword= (orgCode includes sub-orgs). */
export const hutListQuery = z.object({
  orgCode: orgCodeField.optional(),
  keyword: z.string().trim().max(50, '关键字不能超过50个字').optional(),
});

/** Whose hut data: a patient id, an ID number (servicers), or by default the account's own patient. */
export const hutPatientQuery = z.object({
  patientId: rowIdField.optional(),
  idcard: idcardField.optional(),
});
export const hutHealthPageQuery = pageQuery.extend(hutPatientQuery.shape);
export const hutAppraisalQuery = hutPatientQuery.extend({ id: rowIdField.optional() });

export const hutReadingView = z.object({
  measurementId: z.number().int(),
  type: z.enum(HUT_MEASURE_TYPES),
  label: z.string(),
  values: z.record(z.string(), z.number()),
  unit: z.string(),
  level: z.string(),
  levelLabel: z.string(),
  abnormal: z.boolean(),
  measureTime: z.string(),
});
export type HutReadingView = z.infer<typeof hutReadingView>;

export const hutVisitView = z.object({
  id: z.number().int(),
  hutId: z.number().int(),
  hutName: z.string(),
  orgName: z.string(),
  visitTime: z.string(),
  abnormalCount: z.number().int(),
  readings: z.array(hutReadingView),
});
export type HutVisitView = z.infer<typeof hutVisitView>;
export const hutVisitPage = page(hutVisitView);
export type HutVisitPage = z.infer<typeof hutVisitPage>;

/** findHealthData: the latest hut reading of each type and the last visit. */
export const hutHealthData = z.object({
  patientId: z.number().int(),
  patientName: z.string(),
  visitCount: z.number().int(),
  latest: z.array(hutReadingView.extend({ hutName: z.string() })),
  lastVisit: hutVisitView.nullable(),
});
export type HutHealthData = z.infer<typeof hutHealthData>;

export const hutAppraisalReport = z.object({
  visit: hutVisitView,
  patientName: z.string(),
  /** 100 minus deductions per abnormal item (see iot-hut appraisal). */
  score: z.number().int(),
  conclusion: z.string(),
  items: z.array(hutReadingView.extend({ advice: z.string() })),
});
export type HutAppraisalReport = z.infer<typeof hutAppraisalReport>;

/** POST /api/iot/hut/client/health/upload: a hut sends one visit (X-Hut-Secret). */
export const hutUploadBody = z
  .strictObject({
    hutCode: z.string({ error: '小屋编码有误' }).trim().min(1, '小屋编码有误').max(64, '小屋编码有误'),
    idcard: idcardField,
    measureTime: measureTimeField,
    bp: measurementValues.bp.optional(),
    bg: z
      .strictObject({
        glucose: z.number({ error: '血糖须为数字' }).min(0.5, '血糖不能小于0.5').max(50, '血糖不能大于50'),
        period: z.enum(BG_PERIODS, { error: '测量时段有误' }),
      })
      .optional(),
    weight: measurementValues.weight.optional(),
    spo2: measurementValues.spo2.optional(),
    temp: measurementValues.temp.optional(),
  })
  .refine((v) => HUT_MEASURE_TYPES.some((t) => v[t] !== undefined), '请至少上传一项测量数据');
export type HutUploadBody = z.input<typeof hutUploadBody>;
export const hutUploadResult = z.object({ visitId: z.number().int(), readings: z.number().int() });

/** POST /api/iot/hut/regulatory/hut: admins and staff place a hut (its upload secret is answered once). */
export const hutCreateBody = z.strictObject({
  code: z
    .string({ error: '请输入小屋编码' })
    .trim()
    .regex(/^[\w-]{1,64}$/, '小屋编码只能包含字母、数字、下划线和短横线'),
  name: z
    .string({ error: '请输入小屋名称' })
    .trim()
    .min(1, '请输入小屋名称')
    .max(50, '小屋名称不能超过50个字'),
  orgCode: orgCodeField.min(1, '请选择机构'),
  address: z.string().trim().max(200, '地址不能超过200个字').optional(),
  openHours: z.string().trim().max(50, '开放时间不能超过50个字').optional(),
});
export const hutCreateResult = z.object({ id: z.number().int(), code: z.string(), secret: z.string() });
