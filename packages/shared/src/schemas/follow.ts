import { z } from 'zod';
import { chinaDay, chinaMidnight, DAY_MS } from '../domain/china-time.ts';
import {
  FOLLOW_FREQUENCY_CODES,
  FOLLOW_LIST_PAGE_SIZE,
  FOLLOW_MODE_CODES,
  type FOLLOW_MODES,
  FOLLOW_MSG,
  FOLLOW_MULTI_MAX,
  FOLLOW_STATUSES,
} from '../domain/follow.ts';
import { FOLLOW_FORM_ITEMS } from '../domain/follow-templates.ts';
import { rowIdField } from './auth.ts';
import { optionalText } from './care-fields.ts';
import { page, pageQuery } from './envelope.ts';
import { parseMeasureTime } from './measurement.ts';

/** Plans: the follow plan entity of spec 3 (patient data layer) and the platform's timeline calls. */

export const followModeField = z.coerce
  .number({ error: '随访方式有误' })
  .int('随访方式有误')
  .refine((v) => (FOLLOW_MODE_CODES as readonly number[]).includes(v), '随访方式有误')
  .transform((v) => v as keyof typeof FOLLOW_MODES);

const frequencyField = z.enum(FOLLOW_FREQUENCY_CODES, { error: '随访频率有误' });
export const followDiseaseField = z.enum(['hbp', 'dm'], { error: '随访病种有误' });

/** A plan time: readable, not before today (China day), at most two years ahead. */
export const planTimeField = z
  .union([z.string().max(40, '计划时间格式有误'), z.number()], { error: '请选择计划时间' })
  .transform((v, ctx) => {
    const d = parseMeasureTime(v);
    if (!d) {
      ctx.addIssue({ code: 'custom', message: '计划时间格式有误' });
      return z.NEVER;
    }
    if (d.getTime() < chinaMidnight(chinaDay()).getTime()) {
      ctx.addIssue({ code: 'custom', message: FOLLOW_MSG.planTimePast });
      return z.NEVER;
    }
    if (d.getTime() > Date.now() + 731 * DAY_MS) {
      ctx.addIssue({ code: 'custom', message: '计划时间不能超过两年' });
      return z.NEVER;
    }
    return d;
  });

/**
 * The plan fields a doctor writes. The spec's body also names followPerson, actual* and
 * followStatus: they are accepted and ignored (status changes only by execute/cancel/delete,
 * the actual person and time are whoever executes, the person's name comes from the account).
 */
const planFields = {
  followMode: followModeField.optional(),
  followFrequency: frequencyField.optional(),
  followTemplateId: rowIdField.nullable().optional(),
  planTime: planTimeField,
  /** The servicer (user id) who will follow up; null leaves the plan in the org's pool. */
  followPersonId: rowIdField.nullable().optional(),
  followContent: optionalText('随访内容', 500),
};

export const followPlanBody = z.object({ patientId: rowIdField, ...planFields });
export type FollowPlanBody = z.output<typeof followPlanBody>;

/** PUT: any of the fields; patientId, when sent, must be the plan's own. */
export const followPlanUpdateBody = z.object({
  patientId: rowIdField.optional(),
  ...planFields,
  planTime: planTimeField.optional(),
});
export type FollowPlanUpdateBody = z.output<typeof followPlanUpdateBody>;

export const followPlanMultiBody = z.object({
  patientIds: z
    .array(rowIdField, { error: '请选择患者' })
    .min(1, '请选择患者')
    .max(FOLLOW_MULTI_MAX, `一次最多为${FOLLOW_MULTI_MAX}位患者创建随访计划`),
  ...planFields,
});

export const followCancelBody = z.object({ cancelReason: optionalText('取消原因', 200) }).optional();

export const followGrabBody = z.object({ id: rowIdField });

export const followPlanQuery = pageQuery.extend({
  pageSize: pageQuery.shape.pageSize.default(FOLLOW_LIST_PAGE_SIZE),
  patientId: rowIdField.optional(),
  followStatus: z.enum(FOLLOW_STATUSES, { error: '随访状态有误' }).optional(),
  /** all: every plan the caller sees; mine: the caller is the follow person; pool: nobody yet. */
  scope: z.enum(['all', 'mine', 'pool'], { error: '参数有误' }).default('all'),
});
export type FollowPlanQuery = z.output<typeof followPlanQuery>;

export const followPlanView = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  patientName: z.string(),
  /** Masked. */
  patientTel: z.string(),
  patientSex: z.number().int().nullable(),
  patientAge: z.number().int().nullable(),
  followMode: z.number().int(),
  followModeName: z.string(),
  followFrequency: z.string(),
  followFrequencyName: z.string(),
  followTemplateId: z.number().int().nullable(),
  templateName: z.string().nullable(),
  disease: followDiseaseField.nullable(),
  planTime: z.string(),
  followPerson: z.string().nullable(),
  followPersonId: z.number().int().nullable(),
  followContent: z.string().nullable(),
  actualFollowPerson: z.string().nullable(),
  actualFollowPersonId: z.number().int().nullable(),
  actualFollowTime: z.string().nullable(),
  followStatus: z.enum(FOLLOW_STATUSES),
  followStatusName: z.string(),
  cancelReason: z.string().nullable(),
  recordId: z.number().int().nullable(),
  source: z.string(),
  createdAt: z.string(),
  /** The AI platform's names of the same plan (spec 3): text = content, value = plan day, ctime. */
  text: z.string().nullable(),
  value: z.string(),
  ctime: z.string(),
});
export type FollowPlanView = z.infer<typeof followPlanView>;
export const followPlanPage = page(followPlanView);

export const followTemplateView = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  disease: followDiseaseField.nullable(),
  followMode: z.number().int(),
  followFrequency: z.string(),
  content: z.string(),
  formItems: z.array(z.enum(FOLLOW_FORM_ITEMS)),
  source: z.string(),
});
export type FollowTemplateView = z.infer<typeof followTemplateView>;
export const followTemplateList = z.array(followTemplateView);

export const followMultiResult = z.object({ count: z.number().int(), list: z.array(followPlanView) });

/** Counts for the doctor's dashboard (our addition): the caller's scope and their own plans. */
export const followSummaryView = z.object({
  dueToday: z.number().int(),
  overdue: z.number().int(),
  pool: z.number().int(),
  mineDueToday: z.number().int(),
  mineOverdue: z.number().int(),
});
export type FollowSummaryView = z.infer<typeof followSummaryView>;
