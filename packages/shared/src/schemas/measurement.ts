import { z } from 'zod';
import {
  BG_PERIODS,
  BP_PERIODS,
  MEASURE_TIME_FUTURE_TOLERANCE_MS,
  MEASUREMENT_SOURCES,
  MEASUREMENT_TYPE_INFO,
  MEASUREMENT_TYPES,
  type MeasurementType,
} from '../domain/measurement-ranges.ts';
import { rowIdField } from './auth.ts';

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const CHINA_OFFSET_MS = 8 * 3_600_000;

/**
 * A measure time: epoch milliseconds, an ISO 8601 string with zone, or "YYYY-MM-DD HH:mm[:ss]"
 * read as China time (UTC+8). Null when not a real time.
 */
export function parseMeasureTime(input: string | number): Date | null {
  if (typeof input === 'number') {
    const d = new Date(input);
    return Number.isFinite(input) && !Number.isNaN(d.getTime()) ? d : null;
  }
  const local = LOCAL_TIME.exec(input.trim());
  const text = local
    ? `${local[1]}-${local[2]}-${local[3]}T${local[4] ?? '00'}:${local[5] ?? '00'}:${local[6] ?? '00'}+08:00`
    : input.trim();
  if (!local && !/^\d{4}-\d{2}-\d{2}T.+(Z|[+-]\d{2}:?\d{2})$/.test(text)) return null;
  const d = new Date(text);
  if (Number.isNaN(d.getTime())) return null;
  // 2026-02-30 would roll over to March: refuse dates that do not exist.
  if (local && new Date(d.getTime() + CHINA_OFFSET_MS).getUTCDate() !== Number(local[3])) return null;
  const year = d.getUTCFullYear();
  return year >= 1900 && year <= 2099 ? d : null;
}

/** Measure time: refused when unreadable or more than 5 minutes in the future. */
export const measureTimeField = z
  .union([z.string().max(40, '测量时间格式有误'), z.number()], { error: '测量时间格式有误' })
  .transform((v, ctx) => {
    const d = parseMeasureTime(v);
    if (!d) {
      ctx.addIssue({ code: 'custom', message: '测量时间格式有误' });
      return z.NEVER;
    }
    if (d.getTime() > Date.now() + MEASURE_TIME_FUTURE_TOLERANCE_MS) {
      ctx.addIssue({ code: 'custom', message: '测量时间不能晚于当前时间' });
      return z.NEVER;
    }
    return d;
  });

/** A numeric component of a type, refused outside its plausible bounds (Chinese messages). */
function component(type: MeasurementType, key: string) {
  const info = MEASUREMENT_TYPE_INFO[type].components[key];
  if (!info) throw new Error(`unknown component ${type}.${key}`);
  const field = z
    .number({ error: `${info.label}须为数字` })
    .min(info.min, `${info.label}不能小于${info.min}`)
    .max(info.max, `${info.label}不能大于${info.max}`);
  return info.required ? field : field.optional();
}

function valuesOf<T extends MeasurementType>(type: T) {
  const shape: Record<string, ReturnType<typeof component>> = {};
  for (const key of Object.keys(MEASUREMENT_TYPE_INFO[type].components)) shape[key] = component(type, key);
  return z.strictObject(shape, { error: `${MEASUREMENT_TYPE_INFO[type].label}数据格式有误` });
}

export const measurementValues = {
  bp: valuesOf('bp').refine((v) => (v.systolic ?? 0) > (v.diastolic ?? 0), '收缩压须大于舒张压'),
  bg: valuesOf('bg'),
  weight: valuesOf('weight'),
  lipid: valuesOf('lipid').refine((v) => Object.keys(v).length > 0, '请至少填写一项血脂数据'),
  hr: valuesOf('hr'),
  spo2: valuesOf('spo2'),
  temp: valuesOf('temp'),
  mattress: valuesOf('mattress'),
} satisfies Record<MeasurementType, z.ZodType>;

export const measurementTypeSchema = z.enum(MEASUREMENT_TYPES, { error: '测量类型有误' });
export const measurementSourceSchema = z.enum(MEASUREMENT_SOURCES, { error: '数据来源有误' });
const remarkField = z.string().trim().max(200, '备注不能超过200个字').optional();
const periodField = z.string().trim().max(20, '测量时段有误').optional();
const serialField = z
  .string({ error: '请输入设备序列号' })
  .trim()
  .min(1, '请输入设备序列号')
  .max(64, '设备序列号过长')
  .regex(/^[\w:.-]+$/, '设备序列号格式有误');

export { serialField as deviceSerialField };

const common = {
  patientId: rowIdField,
  measureTime: measureTimeField,
  remark: remarkField,
  /** manual or bluetooth from the patient's side; a servicer's entries are stored as doctor. */
  source: z.enum(['manual', 'bluetooth'], { error: '数据来源有误' }).optional(),
  /** The Bluetooth device the reading came from (must be bound to the patient). */
  deviceSerial: serialField.optional(),
};

/** POST /api/patient/life/measurement: one reading of any type. */
export const addMeasurementBody = z.discriminatedUnion(
  'type',
  [
    z.object({
      ...common,
      type: z.literal('bp'),
      values: measurementValues.bp,
      period: z.enum(BP_PERIODS, { error: '测量时段有误' }).optional(),
    }),
    z.object({
      ...common,
      type: z.literal('bg'),
      values: measurementValues.bg,
      period: z.enum(BG_PERIODS, { error: '测量时段有误' }),
    }),
    z.object({ ...common, type: z.literal('weight'), values: measurementValues.weight, period: periodField }),
    z.object({ ...common, type: z.literal('lipid'), values: measurementValues.lipid, period: periodField }),
    z.object({ ...common, type: z.literal('hr'), values: measurementValues.hr, period: periodField }),
    z.object({ ...common, type: z.literal('spo2'), values: measurementValues.spo2, period: periodField }),
    z.object({ ...common, type: z.literal('temp'), values: measurementValues.temp, period: periodField }),
    z.object({
      ...common,
      type: z.literal('mattress'),
      values: measurementValues.mattress,
      period: periodField,
    }),
  ],
  { error: '测量类型有误' },
);
export type AddMeasurementBody = z.infer<typeof addMeasurementBody>;

const pressure = (label: string, key: 'systolic' | 'diastolic') => {
  const info = MEASUREMENT_TYPE_INFO.bp.components[key];
  return z
    .number({ error: `${label}须为数字` })
    .min(info?.min ?? 0, `${label}不能小于${info?.min}`)
    .max(info?.max ?? 0, `${label}不能大于${info?.max}`);
};

/** POST /api/patient/blood/pressure: spec fields (high, low) plus the optional heart rate. */
export const addBloodPressureBody = z
  .object({
    patientId: rowIdField,
    high: pressure('收缩压', 'systolic'),
    low: pressure('舒张压', 'diastolic'),
    heartRate: z
      .number({ error: '心率须为数字' })
      .min(20, '心率不能小于20')
      .max(250, '心率不能大于250')
      .optional(),
    period: z.enum(BP_PERIODS, { error: '测量时段有误' }).optional(),
    remark: remarkField,
    measureTime: measureTimeField,
    source: z.enum(['manual', 'bluetooth'], { error: '数据来源有误' }).optional(),
    deviceSerial: serialField.optional(),
  })
  .refine((b) => b.high > b.low, { message: '收缩压须大于舒张压', path: ['high'] });

export const measurementView = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  type: measurementTypeSchema,
  values: z.record(z.string(), z.number()),
  unit: z.string(),
  loinc: z.string(),
  source: measurementSourceSchema,
  deviceId: z.number().int().nullable(),
  measureTime: z.string(),
  period: z.string().nullable(),
  remark: z.string().nullable(),
  level: z.string(),
  levelLabel: z.string(),
  abnormal: z.boolean(),
  createdAt: z.string(),
});
export type MeasurementView = z.infer<typeof measurementView>;

const dateBound = z.union([z.string().max(40), z.coerce.number()]).transform((v, ctx) => {
  const d = parseMeasureTime(typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v);
  if (!d) {
    ctx.addIssue({ code: 'custom', message: '时间格式有误' });
    return z.NEVER;
  }
  return d;
});

/** History of one patient and type: newest first, keyset paging by `before` (no total). */
export const measurementHistoryQuery = z.object({
  patientId: rowIdField,
  type: measurementTypeSchema.optional(),
  /** Default: 90 days before `end`. */
  start: dateBound.optional(),
  /** Default: now. */
  end: dateBound.optional(),
  /** Keyset cursor: the `nextCursor` of the previous page. */
  cursor: z
    .string()
    .max(40)
    .regex(/^\d+_\d+$/, '分页参数有误')
    .optional(),
  pageSize: z.coerce
    .number({ error: '每页条数须为数字' })
    .int()
    .min(1, '每页条数须大于0')
    .max(500, '每页条数不能超过500')
    .default(50),
});

export type MeasurementHistoryQuery = z.infer<typeof measurementHistoryQuery>;

/** The history of one type, for the per-type lists of spec 2 section 7 (the type is in the path). */
export const measurementTypeHistoryQuery = measurementHistoryQuery.omit({ type: true });

export const measurementHistory = z.object({
  list: z.array(measurementView),
  /** Pass as `cursor` for the next (older) page; null at the end. */
  nextCursor: z.string().nullable(),
});

/** Report queries: the period is [start, end], default the last 30 days. */
export const measurementReportQuery = z.object({
  patientId: rowIdField,
  start: dateBound.optional(),
  end: dateBound.optional(),
});

const stat = z.object({ avg: z.number().nullable(), min: z.number().nullable(), max: z.number().nullable() });

export const measurementReport = z.object({
  patientId: z.number().int(),
  type: measurementTypeSchema,
  start: z.string(),
  end: z.string(),
  count: z.number().int(),
  abnormalCount: z.number().int(),
  /** Readings per grade (level -> count). */
  levels: z.record(z.string(), z.number().int()),
  /** Per component: average (1 decimal), min and max. */
  stats: z.record(z.string(), stat),
  /** The worst grade seen in the period. */
  worstLevel: z.string().nullable(),
  first: z.string().nullable(),
  last: z.string().nullable(),
});
export type MeasurementReport = z.infer<typeof measurementReport>;

/** findAll: one report per calendar month (China time), newest first. */
export const measurementMonthlyQuery = z.object({
  patientId: rowIdField,
  months: z.coerce
    .number({ error: '月份数须为数字' })
    .int()
    .min(1, '月份数须大于0')
    .max(36, '月份数不能超过36')
    .default(12),
});
export const measurementMonthly = z.array(measurementReport.extend({ month: z.string() }));
