import { z } from 'zod';
import {
  TASK_IP_RECORD_TYPES,
  TASK_KINDS,
  TASK_SCOPES,
  TASK_STATE_CODES,
  type TaskState,
} from '../domain/task.ts';
import { rowIdField } from './auth.ts';
import { optionalText } from './care-fields.ts';
import { page, pageQuery } from './envelope.ts';
import { parseMeasureTime } from './measurement.ts';

const codeOf = <T extends Record<number, string>>(table: T, msg: string) =>
  z.coerce
    .number({ error: msg })
    .int(msg)
    .refine((v) => v in table, msg);

/** An instant: ISO with a zone, `YYYY-MM-DD HH:mm[:ss]` (China time) or epoch milliseconds. */
const instantField = (label: string) =>
  z
    .union([z.string().max(40, `${label}格式有误`), z.number()], { error: `请选择${label}` })
    .transform((v, ctx) => {
      const d = parseMeasureTime(v);
      if (!d) {
        ctx.addIssue({ code: 'custom', message: `${label}格式有误` });
        return z.NEVER;
      }
      return d;
    });

// ---- task centre (/api/user/task/center) ----

export const taskBody = z
  .strictObject({
    /** Sent by older clients with the row's id; the path names the task, so it is ignored. */
    id: rowIdField.optional(),
    /** The kind of task (TASK_KINDS). */
    taskId: codeOf(TASK_KINDS, '请选择任务类型'),
    title: optionalText('任务名称', 50),
    content: optionalText('任务内容', 500),
    /** The assignee, a staff member of the caller's org; absent or null: the org's pool. */
    userId: rowIdField.nullable().optional(),
    startTime: instantField('开始时间'),
    endTime: instantField('结束时间'),
  })
  .refine((b) => b.endTime.getTime() > b.startTime.getTime(), {
    message: '结束时间须晚于开始时间',
    path: ['endTime'],
  });
export type TaskBody = z.input<typeof taskBody>;

export const taskQuery = pageQuery.extend({
  scope: z.enum(TASK_SCOPES, { error: '参数有误' }).default('todo'),
  state: z.enum(TASK_STATE_CODES as [TaskState, ...TaskState[]], { error: '任务状态有误' }).optional(),
});
export type TaskQuery = z.input<typeof taskQuery>;

export const finishTaskBody = z.strictObject({ result: optionalText('完成情况', 500) });
export type FinishTaskBody = z.input<typeof finishTaskBody>;

export const taskView = z.object({
  id: z.number().int(),
  taskId: z.number().int(),
  kindLabel: z.string(),
  title: z.string(),
  content: z.string().nullable(),
  state: z.enum(TASK_STATE_CODES as [TaskState, ...TaskState[]]),
  stateLabel: z.string(),
  /** Not finished and past its end time. */
  overdue: z.boolean(),
  startTime: z.string(),
  endTime: z.string(),
  creatorId: z.number().int(),
  creatorName: z.string(),
  userId: z.number().int().nullable(),
  assigneeName: z.string().nullable(),
  receivedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  result: z.string().nullable(),
  createdAt: z.string(),
  actions: z.object({ receive: z.boolean(), finish: z.boolean(), edit: z.boolean(), remove: z.boolean() }),
});
export type TaskView = z.infer<typeof taskView>;
export const taskPage = page(taskView);

// ---- daily sign-in (/api/user/sign/in/record) ----

export const signInQuery = z.object({
  /** YYYY-MM (China time); the current month when absent. */
  month: z
    .string({ error: '月份格式有误' })
    .regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, '月份格式有误')
    .optional(),
});
export const signInResult = z.object({
  signDate: z.string(),
  signedAt: z.string(),
  /** Consecutive days up to today. */
  streak: z.number().int(),
  total: z.number().int(),
});
export type SignInResult = z.infer<typeof signInResult>;
export const signInHistory = z.object({
  month: z.string(),
  /** Signed in today (China time). */
  today: z.boolean(),
  streak: z.number().int(),
  total: z.number().int(),
  /** The days of the month signed in, YYYY-MM-DD ascending. */
  days: z.array(z.string()),
});
export type SignInHistory = z.infer<typeof signInHistory>;

// ---- address records (/api/user/task/ip/record?recordType) ----

export const ipRecordQuery = z.object({ recordType: codeOf(TASK_IP_RECORD_TYPES, '记录类型有误') });
export const ipRecordView = z.object({
  recordType: z.number().int(),
  recordTypeLabel: z.string(),
  /** False when the same type was recorded within the last minute (kept once). */
  stored: z.boolean(),
  createdAt: z.string(),
});
export type IpRecordView = z.infer<typeof ipRecordView>;
