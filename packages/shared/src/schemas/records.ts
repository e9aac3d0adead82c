import { z } from 'zod';
import { MEASURE_TIME_FUTURE_TOLERANCE_MS } from '../domain/measurement-ranges.ts';
import { rowIdField } from './auth.ts';
import { page, pageQuery } from './envelope.ts';
import { parseMeasureTime } from './measurement.ts';

/** Kinds of a check/inspection record: 检查 (imaging, ECG...) and 检验 (laboratory). */
export const CHECK_KINDS = ['check', 'inspection'] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];
export const CHECK_KIND_LABELS: Record<CheckKind, string> = { check: '检查', inspection: '检验' };

/** Diagnosis record types (spec 3 section 3 `type`). */
export const DIAGNOSIS_TYPES = { 1: '门诊', 2: '住院', 3: '复诊' } as const;
/** Document groups of a diagnosis record (`docList[].type`, the :type of the document screen). */
export const DIAGNOSIS_DOC_TYPES = { 1: '病历', 2: '处方', 3: '检查检验报告', 4: '其他' } as const;

/** The address of a file stored by POST /api/upload/file: /api/files/<project>/<32 hex>.<ext>. */
export const UPLOAD_URL_PATTERN = /^\/api\/files\/[A-Za-z0-9_.%-]{1,64}\/([a-f0-9]{32}\.[a-z0-9]{2,5})$/;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label}格式有误` })
    .trim()
    .max(max, `${label}不能超过${max}个字`);
const optionalText = (label: string, max: number) => text(label, max).optional();

/** A record time, read like a measure time (China time when no zone); never in the future. */
export const recordTimeField = (label: string) =>
  z
    .union([z.string().max(40, `${label}格式有误`), z.number()], { error: `请选择${label}` })
    .transform((v, ctx) => {
      const d = parseMeasureTime(v);
      if (!d) {
        ctx.addIssue({ code: 'custom', message: `${label}格式有误` });
        return z.NEVER;
      }
      if (d.getTime() > Date.now() + MEASURE_TIME_FUTURE_TOLERANCE_MS) {
        ctx.addIssue({ code: 'custom', message: `${label}不能晚于当前时间` });
        return z.NEVER;
      }
      return d;
    });

export const attachmentField = z.strictObject(
  {
    url: z.string({ error: '附件地址有误' }).regex(UPLOAD_URL_PATTERN, '附件地址有误'),
    name: text('附件名称', 200).min(1, '附件名称不能为空'),
  },
  { error: '附件格式有误' },
);
export const attachmentsField = z.array(attachmentField, { error: '附件格式有误' }).max(9, '附件最多9个');
export type RecordAttachmentView = z.infer<typeof attachmentField>;

// ---- check and inspection records ----

export const checkRecordBody = z.strictObject({
  patientId: rowIdField,
  kind: z.enum(CHECK_KINDS, { error: '请选择检查或检验' }),
  itemName: text('项目名称', 50).min(1, '请输入项目名称'),
  orgName: optionalText('检查机构', 50),
  checkTime: recordTimeField('检查时间'),
  result: optionalText('结果', 1000),
  abnormal: z.boolean({ error: '是否异常格式有误' }).default(false),
  attachments: attachmentsField.default([]),
});
export type CheckRecordBody = z.input<typeof checkRecordBody>;

export const checkRecordQuery = pageQuery.extend({
  patientId: rowIdField,
  kind: z.enum(CHECK_KINDS, { error: '请选择检查或检验' }).optional(),
});

export const doctorRemarkBody = z.strictObject({
  doctorRemark: text('医生备注', 500).min(1, '请输入医生备注'),
});

export const checkRecordView = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  kind: z.enum(CHECK_KINDS),
  itemName: z.string(),
  orgName: z.string().nullable(),
  checkTime: z.string(),
  result: z.string().nullable(),
  abnormal: z.boolean(),
  attachments: z.array(z.object({ url: z.string(), name: z.string() })),
  doctorRemark: z.string().nullable(),
  createdAt: z.string(),
});
export type CheckRecordView = z.infer<typeof checkRecordView>;
export const checkRecordPage = page(checkRecordView);
export type CheckRecordPage = z.infer<typeof checkRecordPage>;

// ---- examination records ----

export const examinationItemField = z.strictObject(
  {
    name: text('体检项目', 50).min(1, '请输入体检项目'),
    value: text('项目结果', 100).min(1, '请输入项目结果'),
    unit: optionalText('单位', 20),
    referenceRange: optionalText('参考范围', 50),
    abnormal: z.boolean({ error: '是否异常格式有误' }).default(false),
  },
  { error: '体检项目格式有误' },
);

export const examinationBody = z.strictObject({
  patientId: rowIdField,
  title: text('体检名称', 50).min(1, '请输入体检名称'),
  orgName: optionalText('体检机构', 50),
  examTime: recordTimeField('体检时间'),
  summary: optionalText('体检结论', 2000),
  items: z
    .array(examinationItemField, { error: '体检项目格式有误' })
    .min(1, '请至少填写一个体检项目')
    .max(200, '体检项目不能超过200个'),
});
export type ExaminationBody = z.input<typeof examinationBody>;

export const patientPageQuery = pageQuery.extend({ patientId: rowIdField });

const examinationItemView = z.object({
  name: z.string(),
  value: z.string(),
  unit: z.string().optional(),
  referenceRange: z.string().optional(),
  abnormal: z.boolean(),
});

export const examinationSummaryView = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  title: z.string(),
  orgName: z.string().nullable(),
  examTime: z.string(),
  itemCount: z.number().int(),
  abnormalCount: z.number().int(),
});
export type ExaminationSummaryView = z.infer<typeof examinationSummaryView>;
export const examinationPage = page(examinationSummaryView);

export const examinationView = examinationSummaryView.extend({
  summary: z.string().nullable(),
  items: z.array(examinationItemView),
});
export type ExaminationView = z.infer<typeof examinationView>;

// ---- diagnosis records ----

const diagnosisTypeField = z.coerce
  .number({ error: '就诊类型有误' })
  .int('就诊类型有误')
  .refine((v) => v in DIAGNOSIS_TYPES, '就诊类型有误');
const docTypeField = z.coerce
  .number({ error: '资料类型有误' })
  .int('资料类型有误')
  .refine((v) => v in DIAGNOSIS_DOC_TYPES, '资料类型有误');

export const diagnosisDocField = attachmentField.extend({ type: docTypeField });

export const diagnosisRecordBody = z.strictObject({
  patientId: rowIdField,
  /** Defaults to the writing doctor. */
  doctorId: rowIdField.optional(),
  type: diagnosisTypeField,
  way: optionalText('就诊方式', 20),
  majorDiagnosis: text('主要诊断', 200).min(1, '请输入主要诊断'),
  minorDiagnosis: optionalText('次要诊断', 500),
  medicalTime: recordTimeField('就诊时间'),
  nowDisease: optionalText('现病史', 2000),
  diseaseHistory: optionalText('既往史', 2000),
  patientDesc: optionalText('主诉', 1000),
  physical: optionalText('体格检查', 2000),
  docList: z.array(diagnosisDocField, { error: '资料格式有误' }).max(20, '资料最多20个').default([]),
});
export type DiagnosisRecordBody = z.input<typeof diagnosisRecordBody>;

export const diagnosisRecordView = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  doctorId: z.number().int().nullable(),
  doctorName: z.string().nullable(),
  type: z.number().int(),
  way: z.string().nullable(),
  majorDiagnosis: z.string(),
  minorDiagnosis: z.string().nullable(),
  medicalTime: z.string(),
  nowDisease: z.string().nullable(),
  diseaseHistory: z.string().nullable(),
  patientDesc: z.string().nullable(),
  physical: z.string().nullable(),
  docList: z.array(z.object({ type: z.number().int(), url: z.string(), name: z.string() })),
});
export type DiagnosisRecordView = z.infer<typeof diagnosisRecordView>;
export const diagnosisRecordPage = page(diagnosisRecordView);
