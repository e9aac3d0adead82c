/**
 * The staff task centre and daily sign-in (spec 3: "Task center: receive a task, then finish it";
 * the spec shows the fields id, taskId, userId, startTime, endTime and no values). Our codes:
 * `taskId` names the kind of task from TASK_KINDS; `userId` is the assignee (none: the org's pool).
 */
export const TASK_KINDS = {
  1: '随访任务',
  2: '签约服务',
  3: '健康宣教',
  4: '上门服务',
  5: '健康监测',
  9: '其他',
} as const;
export type TaskKind = keyof typeof TASK_KINDS;

/** pending (待领取) -> received (进行中, by the assignee) -> finished; deleting hides a task for good. */
export const TASK_STATES = { pending: '待领取', received: '进行中', finished: '已完成' } as const;
export type TaskState = keyof typeof TASK_STATES;
export const TASK_STATE_CODES = Object.keys(TASK_STATES) as TaskState[];

/** Which tasks a list shows: todo (mine, and the org's unassigned pending ones), created by me, all I see. */
export const TASK_SCOPES = ['todo', 'created', 'all'] as const;
export type TaskScope = (typeof TASK_SCOPES)[number];

/** POST /api/user/task/ip/record?recordType: what the recorded address was used for. */
export const TASK_IP_RECORD_TYPES = {
  1: '进入任务中心',
  2: '每日签到',
  3: '领取任务',
  4: '完成任务',
} as const;
export type TaskIpRecordType = keyof typeof TASK_IP_RECORD_TYPES;
/** One record per user and type within this window is enough (repeated calls are not stored again). */
export const TASK_IP_RECORD_WINDOW_MS = 60_000;

/** The sign-in streak is counted over at most this many days back. */
export const SIGN_IN_STREAK_MAX_DAYS = 366;
