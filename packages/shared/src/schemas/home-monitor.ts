import { z } from 'zod';
import { MEASUREMENT_TYPE_INFO } from '../domain/measurement-ranges.ts';
import { idcardField, rowIdField } from './auth.ts';
import { page, pageQuery } from './envelope.ts';

/**
 * Home-monitoring tasks: a servicer asks a patient to measure one type (blood pressure, blood
 * sugar, ...) a number of times per day or week over a period. Progress is counted from the
 * patient's real readings of that type.
 */
export const MONITOR_TYPES = ['bp', 'bg', 'weight', 'spo2', 'temp', 'hr'] as const;
export type MonitorType = (typeof MONITOR_TYPES)[number];
export const MONITOR_FREQUENCY_UNITS = ['day', 'week'] as const;
export type MonitorFrequencyUnit = (typeof MONITOR_FREQUENCY_UNITS)[number];
export const MONITOR_UNIT_LABELS: Record<MonitorFrequencyUnit, string> = { day: '每天', week: '每周' };
/** Stored states; `finished` is shown for an active task whose period has ended. */
export const MONITOR_TASK_STATES = ['active', 'terminated', 'finished'] as const;
export type MonitorTaskState = (typeof MONITOR_TASK_STATES)[number];
export const MONITOR_STATE_LABELS: Record<MonitorTaskState, string> = {
  active: '进行中',
  terminated: '已终止',
  finished: '已完成',
};
export const MONITOR_MAX_DAYS = 365;
export const MONITOR_MAX_TIMES = 10;
/** Page size of the task list (spec shows none; as the abnormal-reminder lists). */
export const MONITOR_PAGE_SIZE = 15;

/** GET .../task/config/monitorManage: what a servicer may configure. */
export const monitorManageConfig = z.object({
  types: z.array(
    z.object({
      type: z.enum(MONITOR_TYPES),
      label: z.string(),
      unit: z.string(),
      defaultTimes: z.number().int(),
      defaultUnit: z.enum(MONITOR_FREQUENCY_UNITS),
    }),
  ),
  units: z.array(z.object({ value: z.enum(MONITOR_FREQUENCY_UNITS), label: z.string() })),
  periodDays: z.array(z.number().int()),
  maxDays: z.number().int(),
  maxTimes: z.number().int(),
});
export type MonitorManageConfig = z.infer<typeof monitorManageConfig>;

export const MONITOR_DEFAULTS: Record<MonitorType, { times: number; unit: MonitorFrequencyUnit }> = {
  bp: { times: 2, unit: 'day' },
  bg: { times: 1, unit: 'day' },
  weight: { times: 1, unit: 'week' },
  spo2: { times: 1, unit: 'day' },
  temp: { times: 1, unit: 'day' },
  hr: { times: 1, unit: 'day' },
};
export const MONITOR_PERIOD_DAYS = [7, 14, 30, 90] as const;

export function monitorTypeLabel(type: MonitorType): string {
  return MONITOR_TYPE_LABELS[type];
}
const MONITOR_TYPE_LABELS = Object.fromEntries(
  Object.entries(MEASUREMENT_TYPE_INFO).map(([k, v]) => [k, v.label]),
) as Record<MonitorType, string>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateField = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .regex(DATE, `${label}格式有误`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00+08:00`)), `${label}格式有误`);

/** POST /api/patient/yzh/home/health/monitor/task: one task per type (servicers). */
export const monitorTaskBody = z
  .strictObject({
    patientId: rowIdField.optional(),
    idcard: idcardField.optional(),
    monitorTypes: z
      .array(z.enum(MONITOR_TYPES, { error: '监测类型有误' }), { error: '请选择监测类型' })
      .min(1, '请选择监测类型')
      .max(MONITOR_TYPES.length, '监测类型有误'),
    times: z.coerce
      .number({ error: '监测频次须为数字' })
      .int('监测频次须为整数')
      .min(1, '监测频次至少1次')
      .max(MONITOR_MAX_TIMES, `监测频次不能超过${MONITOR_MAX_TIMES}次`),
    unit: z.enum(MONITOR_FREQUENCY_UNITS, { error: '频次单位有误' }),
    startDate: dateField('开始日期'),
    days: z.coerce
      .number({ error: '监测天数须为数字' })
      .int('监测天数须为整数')
      .min(1, '监测天数至少1天')
      .max(MONITOR_MAX_DAYS, `监测天数不能超过${MONITOR_MAX_DAYS}天`),
    remark: z.string().trim().max(200, '备注不能超过200个字').optional(),
  })
  .refine((v) => v.patientId !== undefined || v.idcard !== undefined, '请选择患者')
  .refine((v) => new Set(v.monitorTypes).size === v.monitorTypes.length, '监测类型重复');
export type MonitorTaskBody = z.input<typeof monitorTaskBody>;

/** POST .../task/terminate (spec: idcard, monitorTypes; patientId also accepted, lists show masked ID numbers). */
export const monitorTerminateBody = z
  .strictObject({
    idcard: idcardField.optional(),
    patientId: rowIdField.optional(),
    monitorTypes: z
      .array(z.enum(MONITOR_TYPES, { error: '监测类型有误' }), { error: '请选择监测类型' })
      .min(1, '请选择监测类型'),
  })
  .refine((v) => v.patientId !== undefined || v.idcard !== undefined, '请选择患者');
export type MonitorTerminateBody = z.output<typeof monitorTerminateBody>;
export const monitorTerminateResult = z.object({ terminated: z.number().int() });

export const monitorTaskQuery = pageQuery.extend({
  patientId: rowIdField.optional(),
  state: z.enum(MONITOR_TASK_STATES, { error: '任务状态有误' }).optional(),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, '每页条数须大于0')
    .max(100, '每页条数不能超过100')
    .default(MONITOR_PAGE_SIZE),
});

export const monitorProgress = z.object({
  /** Readings of the type within [start, min(end, terminated, now)]. */
  done: z.number().int(),
  /** Readings expected over the whole period. */
  expected: z.number().int(),
  /** Readings expected up to today (or the end). */
  expectedSoFar: z.number().int(),
  /** done / expected, 0-100. */
  percent: z.number().int(),
  /** Days (or weeks) elapsed whose target was met, and elapsed in total. */
  metSlots: z.number().int(),
  elapsedSlots: z.number().int(),
  lastMeasureTime: z.string().nullable(),
});

export const monitorTaskView = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  patientName: z.string(),
  /** Masked. */
  idcard: z.string(),
  monitorType: z.enum(MONITOR_TYPES),
  monitorTypeLabel: z.string(),
  times: z.number().int(),
  unit: z.enum(MONITOR_FREQUENCY_UNITS),
  startDate: z.string(),
  endDate: z.string(),
  days: z.number().int(),
  state: z.enum(MONITOR_TASK_STATES),
  remark: z.string().nullable(),
  doctorName: z.string().nullable(),
  createdAt: z.string(),
  terminatedAt: z.string().nullable(),
  progress: monitorProgress,
});
export type MonitorTaskView = z.infer<typeof monitorTaskView>;
/** POST .../task: the tasks created, one per type. */
export const monitorTaskList = z.array(monitorTaskView);
export const monitorTaskPage = page(monitorTaskView);
export type MonitorTaskPage = z.infer<typeof monitorTaskPage>;

/** GET .../task/detail/:id: the task with one row per day (or week) and the readings counted. */
export const monitorTaskDetail = monitorTaskView.extend({
  slots: z.array(
    z.object({
      label: z.string(),
      start: z.string(),
      count: z.number().int(),
      target: z.number().int(),
      met: z.boolean(),
      future: z.boolean(),
    }),
  ),
  readings: z.array(
    z.object({
      id: z.number().int(),
      measureTime: z.string(),
      values: z.record(z.string(), z.number()),
      levelLabel: z.string(),
      abnormal: z.boolean(),
      source: z.string(),
    }),
  ),
});
export type MonitorTaskDetail = z.infer<typeof monitorTaskDetail>;
