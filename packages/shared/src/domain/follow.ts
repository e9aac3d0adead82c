import { chinaDay, chinaDayBounds } from './china-time.ts';

/**
 * Follow-up plans and visits (issue 11 part 2): the spec's constants and the plan state machine's
 * shape. The rules of a follow-up visit (national basic public-health service) are in
 * follow-rules.ts; the default templates in follow-templates.ts.
 */

/** 随访方式: 1-3 as on the national follow-up record forms (门诊, 家庭, 电话); 4 our online visit. */
export const FOLLOW_MODES = { 1: '门诊随访', 2: '家庭随访', 3: '电话随访', 4: '线上随访' } as const;
export type FollowMode = keyof typeof FOLLOW_MODES;
export const FOLLOW_MODE_CODES = [1, 2, 3, 4] as const;

/** How often a plan repeats: executing a plan schedules the next one after `days` (0: once). */
export const FOLLOW_FREQUENCIES = [
  { code: 'once', name: '单次', days: 0 },
  { code: 'biweekly', name: '每2周', days: 14 },
  { code: 'monthly', name: '每月', days: 30 },
  { code: 'quarterly', name: '每季度', days: 90 },
] as const;
export type FollowFrequency = (typeof FOLLOW_FREQUENCIES)[number]['code'];
export const FOLLOW_FREQUENCY_CODES = FOLLOW_FREQUENCIES.map((f) => f.code) as [
  FollowFrequency,
  ...FollowFrequency[],
];
export function frequencyDays(code: string): number {
  return FOLLOW_FREQUENCIES.find((f) => f.code === code)?.days ?? 0;
}
export function frequencyName(code: string): string {
  return FOLLOW_FREQUENCIES.find((f) => f.code === code)?.name ?? code;
}

/**
 * Stored plan states (the only column a transition writes): open -> done | cancelled;
 * open | cancelled -> deleted (hidden, kept for the trail). modules/follow/state-machine.ts.
 */
export const FOLLOW_PLAN_STATES = ['open', 'done', 'cancelled', 'deleted'] as const;
export type FollowPlanState = (typeof FOLLOW_PLAN_STATES)[number];

/**
 * The plan status a user sees (`followStatus`): an open plan is `planned` before the China day of
 * its plan time, `due` on that day and `overdue` from the next day on. Computed when read (never
 * stored), so it is never stale and needs no job.
 */
export const FOLLOW_STATUSES = ['planned', 'due', 'overdue', 'done', 'cancelled'] as const;
export type FollowStatus = (typeof FOLLOW_STATUSES)[number];
export const FOLLOW_STATUS_NAMES: Record<FollowStatus, string> = {
  planned: '已计划',
  due: '今日待随访',
  overdue: '已逾期',
  done: '已完成',
  cancelled: '已取消',
};

export function followStatusOf(state: string, planTime: Date | string, now: Date = new Date()): FollowStatus {
  if (state === 'done') return 'done';
  if (state === 'cancelled' || state === 'deleted') return 'cancelled';
  const { start, end } = chinaDayBounds(chinaDay(now));
  const at = typeof planTime === 'string' ? Date.parse(planTime) : planTime.getTime();
  if (at < start.getTime()) return 'overdue';
  if (at <= end.getTime()) return 'due';
  return 'planned';
}

/** Reminders go to the patient and the doctor this long before the plan time (pg-boss job). */
export const FOLLOW_REMIND_LEAD_HOURS = 24;

/** Page size of the follow done-list and list2 (spec 3 section 9). */
export const FOLLOW_LIST_PAGE_SIZE = 15;

/** Most patients one multi-create may name. */
export const FOLLOW_MULTI_MAX = 200;

/** Regional providers of medication lists (spec 3: /api/{nx|xz|ls|yc|jj}/follow/...); names not shown. */
export const FOLLOW_REGIONS = ['nx', 'xz', 'ls', 'yc', 'jj'] as const;
export type FollowRegion = (typeof FOLLOW_REGIONS)[number];

/** Sync of a follow record to the district (yzh) system through the region provider. */
export const FOLLOW_SYNC_STATES = ['unsynced', 'synced'] as const;
export type FollowSyncState = (typeof FOLLOW_SYNC_STATES)[number];

/** 服药依从性 of the national record forms. */
export const FOLLOW_ADHERENCE = { 1: '规律', 2: '间断', 3: '不服药' } as const;
/** 低血糖反应 (diabetes form). */
export const FOLLOW_HYPOGLYCEMIA = { 1: '无', 2: '偶尔', 3: '频繁' } as const;
/** 此次随访分类 of the national record forms. */
export const FOLLOW_CLASSIFICATIONS = { 1: '控制满意', 2: '控制不满意', 3: '不良反应', 4: '并发症' } as const;
export type FollowClassification = keyof typeof FOLLOW_CLASSIFICATIONS;

export const FOLLOW_REFERRALS = { none: '无需转诊', urgent: '紧急转诊', suggested: '建议转诊' } as const;
export type FollowReferral = keyof typeof FOLLOW_REFERRALS;

/** The answer of an appointment push (`isAccept`): 1 accepted, 0 declined, null not yet answered. */
export const APPOINT_ACCEPT_NAMES = { 1: '已接受', 0: '已拒绝' } as const;
export const APPOINT_PENDING_NAME = '待确认';

/** Messages of the follow module (our wording; the spec shows none). */
export const FOLLOW_MSG = {
  planNotFound: '随访计划不存在',
  recordNotFound: '随访记录不存在',
  appointNotFound: '随访预约不存在',
  templateNotFound: '随访模板不存在',
  executeDone: '该随访已完成，请勿重复执行',
  executeCancelled: '该随访已取消，不能执行',
  cancelDone: '已完成的随访不能取消',
  cancelCancelled: '该随访已取消，请勿重复操作',
  updateClosed: '该随访已结束，不能修改',
  deleteDone: '已完成的随访不能删除',
  grabTaken: '该随访已被其他医生领取',
  grabClosed: '该随访已结束，不能领取',
  syncDone: '该随访记录已同步，请勿重复提交',
  appointAnswered: '该预约已处理，请勿重复操作',
  pushExists: '该随访的用药已推送，如需修改请重新推送',
  planTimePast: '计划时间不能早于今天',
  personNotInOrg: '随访人须为本机构的医生或助理',
  bpRequired: '高血压随访须填写血压',
  glucoseRequired: '糖尿病随访须填写空腹血糖',
} as const;

/** The loser of two doctors executing one plan at once (or a late second try): who did it, when. */
export function executedBy(name: string | null, at: Date | string): string {
  const when = typeof at === 'string' ? at : at.toISOString();
  const day = chinaDay(new Date(when));
  return `该随访已由${name ?? '其他医生'}于${day}执行，请勿重复操作`;
}
