import { z } from 'zod';
import { fev1FvcOf, LUNG_FIELDS, LUNG_RATIO_TOLERANCE, type LungFieldKey } from '../domain/lung-function.ts';
import { MEASURE_TIME_FUTURE_TOLERANCE_MS } from '../domain/measurement-ranges.ts';
import { idcardField, rowIdField } from './auth.ts';
import { page, pageQuery } from './envelope.ts';
import { parseMeasureTime } from './measurement.ts';
import { UPLOAD_URL_PATTERN } from './records.ts';

function lungNumber(key: LungFieldKey) {
  const info = LUNG_FIELDS[key];
  return z
    .number({ error: `${info.label}须为数字` })
    .min(info.min, `${info.label}不能小于${info.min}${info.unit}`)
    .max(info.max, `${info.label}不能大于${info.max}${info.unit}`);
}

const reportTimeField = z
  .union([z.string().max(40, '报告时间格式有误'), z.number()], { error: '请选择报告时间' })
  .transform((v, ctx) => {
    const d = parseMeasureTime(v);
    if (!d) {
      ctx.addIssue({ code: 'custom', message: '报告时间格式有误' });
      return z.NEVER;
    }
    if (d.getTime() > Date.now() + MEASURE_TIME_FUTURE_TOLERANCE_MS) {
      ctx.addIssue({ code: 'custom', message: '报告时间不能晚于当前时间' });
      return z.NEVER;
    }
    return d;
  });

const lungShape = {
  fvc: lungNumber('fvc'),
  fev1: lungNumber('fev1'),
  fev1Fvc: lungNumber('fev1Fvc').optional(),
  fev1FvcMax: lungNumber('fev1FvcMax').optional(),
  fet: lungNumber('fet').optional(),
  evFvc: lungNumber('evFvc').optional(),
  mef25: lungNumber('mef25').optional(),
  mef50: lungNumber('mef50').optional(),
  mef75: lungNumber('mef75').optional(),
  pef: lungNumber('pef').optional(),
  vexp: lungNumber('vexp').optional(),
  height: lungNumber('height').optional(),
  weight: lungNumber('weight').optional(),
  idcard: idcardField,
  name: z.string({ error: '请输入姓名' }).trim().min(1, '请输入姓名').max(50, '姓名不能超过50个字'),
  doctorId: rowIdField.optional(),
  fileUrl: z
    .string({ error: '报告文件地址有误' })
    .regex(UPLOAD_URL_PATTERN, '报告文件地址有误')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  isInhaledBronchodilator: z.boolean({ error: '是否吸入支气管舒张剂格式有误' }).default(false),
  reportTime: reportTimeField,
};

type LungValues = { fvc: number; fev1: number; fev1Fvc?: number | undefined };

/** FEV1 cannot exceed FVC; a given FEV1/FVC must agree with FEV1 / FVC x 100. */
function checkRatio(v: LungValues, ctx: z.RefinementCtx) {
  if (v.fev1 > v.fvc) {
    ctx.addIssue({ code: 'custom', message: '第一秒用力呼气量FEV1不能大于用力肺活量FVC', path: ['fev1'] });
    return;
  }
  if (v.fev1Fvc !== undefined && Math.abs(v.fev1Fvc - fev1FvcOf(v.fev1, v.fvc)) > LUNG_RATIO_TOLERANCE) {
    ctx.addIssue({
      code: 'custom',
      message: `FEV1/FVC应为${fev1FvcOf(v.fev1, v.fvc)}%，与FEV1、FVC不符`,
      path: ['fev1Fvc'],
    });
  }
}

/** POST /api/patient/report/lung/function/collection */
export const lungReportBody = z.strictObject(lungShape).superRefine(checkRatio);
export type LungReportBody = z.input<typeof lungReportBody>;

/** PUT /api/patient/report/lung/function/collection: the same fields and the report `id`. */
export const lungReportUpdateBody = z.strictObject({ ...lungShape, id: rowIdField }).superRefine(checkRatio);
export type LungReportUpdateBody = z.input<typeof lungReportUpdateBody>;

export const lungReportQuery = pageQuery.extend({
  patientId: rowIdField.optional(),
  idcard: idcardField.optional(),
  name: z.string().trim().max(50, '姓名不能超过50个字').optional(),
});

export const lungReportView = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  /** Masked in lists. */
  idcard: z.string(),
  name: z.string(),
  doctorId: z.number().int().nullable(),
  doctorName: z.string().nullable(),
  fvc: z.number(),
  fev1: z.number(),
  fev1Fvc: z.number(),
  fev1FvcMax: z.number().nullable(),
  fet: z.number().nullable(),
  evFvc: z.number().nullable(),
  mef25: z.number().nullable(),
  mef50: z.number().nullable(),
  mef75: z.number().nullable(),
  pef: z.number().nullable(),
  vexp: z.number().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  fileUrl: z.string().nullable(),
  isInhaledBronchodilator: z.boolean(),
  /** FEV1/FVC below 70 %: airflow limitation suggested (a hint, not a diagnosis). */
  obstructionHint: z.boolean(),
  reportTime: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LungReportView = z.infer<typeof lungReportView>;
export const lungReportPage = page(lungReportView);
export type LungReportPage = z.infer<typeof lungReportPage>;
