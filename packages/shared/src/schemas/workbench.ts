import { z } from 'zod';

const n = z.number().int().min(0);

/**
 * GET /api/doctor/workbench/summary: the doctor home's dashboard (issue 11). Patient counts are
 * the totals of the doctor's patient list with the matching filter (same conditions), over
 * `scope`: a doctor's own patients ('mine'), else (assistants, org admins) the org's ('all').
 */
export const workbenchSummary = z.object({
  /** The patient list scope the counts were taken over (the numbers open the list with it). */
  scope: z.enum(['all', 'mine']),
  /** Patients with a signed contract covering today (contractStatus=signed). */
  signed: n,
  /** Patients whose signed contract ends within RENEWAL_REMINDER_DAYS (contractStatus=renewal). */
  renewalDue: n,
  /** Patients with an open follow plan today / before today (followDue=today / overdue). */
  followDueToday: n,
  followOverdue: n,
  /** Abnormal in the last ABNORMAL_RECENT_DAYS days and nothing done since (unhandled=1). */
  abnormalUnhandled: n,
  /** Pending referrals addressed to the doctor (assistants, admins: to the org). */
  pendingReferrals: n,
  /** Pending sickbed applications of the org. */
  pendingSickbeds: n,
  /** The caller's unread system messages (the message tab). */
  unreadMessages: n,
  /** High-risk questionnaire answers of the scope's patients not yet marked handled (高风险问卷). */
  highRiskQuestions: n,
  /** Abnormal-growth flags of the scope's children not yet marked handled (生长异常). */
  growthFlags: n,
});
export type WorkbenchSummary = z.infer<typeof workbenchSummary>;
