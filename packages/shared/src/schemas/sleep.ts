import { z } from 'zod';
import { SLEEP_MAX_HOURS, SLEEP_MIN_HOURS } from '../domain/child-sleep.ts';
import { rowIdField } from './auth.ts';
import { dayField } from './diet.ts';

/** POST /api/patient/sleep/record: one night's (24 h) total sleep of a child, naps included. */
export const sleepRecordBody = z.strictObject({
  patientId: rowIdField,
  /** The China day the sleep ended on (the morning), YYYY-MM-DD; not in the future. */
  day: dayField,
  hours: z
    .number({ error: '睡眠时长须为数字' })
    .min(SLEEP_MIN_HOURS, `睡眠时长不能少于${SLEEP_MIN_HOURS}小时`)
    .max(SLEEP_MAX_HOURS, `睡眠时长不能超过${SLEEP_MAX_HOURS}小时`),
  remark: z.string().trim().max(100, '备注不能超过100个字').optional(),
});

export const sleepBandView = z.object({
  label: z.string(),
  min: z.number(),
  max: z.number().nullable(),
  source: z.string(),
});

export const sleepRecordView = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  day: z.string(),
  hours: z.number(),
  remark: z.string().nullable(),
  /** Against the band of the child's age on that day; null without a band (no birthday, 18+). */
  status: z.enum(['short', 'ok', 'long']).nullable(),
  statusLabel: z.string().nullable(),
  createdAt: z.string(),
});
export type SleepRecordView = z.infer<typeof sleepRecordView>;

export const sleepReportQuery = z.object({
  patientId: rowIdField,
  days: z.coerce
    .number({ error: '天数须为数字' })
    .int()
    .min(1, '天数须大于0')
    .max(90, '天数不能超过90')
    .default(14),
});

/** GET /api/patient/sleep/report: the last `days` days' records against the age band. */
export const sleepReport = z.object({
  patientId: z.number().int(),
  band: sleepBandView.nullable(),
  list: z.array(sleepRecordView),
  averageHours: z.number().nullable(),
  daysOk: z.number().int(),
  advice: z.array(z.string()),
});
