import { chinaDateTime, chinaDay, FOLLOW_REMIND_LEAD_HOURS } from '@kanghu/shared';
import { type AppParts, type OpenCtx, projectContext } from '../../core/context.ts';
import { doctorUserOf } from '../measurements/repo.ts';
import type { NewSystemMessage } from '../messages/repo.ts';
import {
  DOCTOR_PLAN_LINK,
  PATIENT_FOLLOW_LINK,
  pushStored,
  storeMessages,
  toPatientAccounts,
} from './notify.ts';
import { joinedPlanById } from './plan-repo.ts';
import { modeName } from './plan-views.ts';
import { markReminded, plansToRemind, projectIds } from './reminder-repo.ts';

/**
 * Reminders before a due follow-up (pg-boss). One job per plan and due day, singleton key
 * `<project>:<plan>:<due day>` on a `short` queue, so creating, editing or re-sweeping a plan
 * never queues a second job while one waits; the handler sends only when it is the first to mark
 * the plan's due day in follow_reminders (same transaction as the messages), so a retried job, a
 * restart or a second instance never sends twice. A job whose plan was executed, cancelled,
 * deleted or moved to another day sends nothing.
 */
export const FOLLOW_REMINDER_QUEUE = 'follow-plan-reminder';
export const FOLLOW_SWEEP_QUEUE = 'follow-reminder-sweep';
const LEAD_MS = FOLLOW_REMIND_LEAD_HOURS * 3_600_000;

export interface ReminderJob {
  projectId: number;
  planId: number;
  dueDay: string;
}

export const reminderKey = (j: ReminderJob) => `${j.projectId}:${j.planId}:${j.dueDay}`;

type Scheduler = Pick<OpenCtx, 'jobs' | 'log' | 'projectId' | 'now'>;

/** Queues the reminders of open plans (after the commit that created or moved them). */
export async function scheduleReminders(
  ctx: Scheduler,
  plans: Array<{ id: number; planTime: Date; state: string }>,
): Promise<void> {
  const now = ctx.now().getTime();
  for (const p of plans) {
    if (p.state !== 'open' || p.planTime.getTime() <= now) continue;
    const job: ReminderJob = { projectId: ctx.projectId, planId: p.id, dueDay: chinaDay(p.planTime) };
    const at = new Date(Math.max(now, p.planTime.getTime() - LEAD_MS));
    try {
      await ctx.jobs.sendAt(FOLLOW_REMINDER_QUEUE, job, at, reminderKey(job));
    } catch (err) {
      // The sweep queues it again; a failed queue write never fails the plan's request.
      ctx.log.warn({ err, planId: p.id }, 'follow reminder not queued');
    }
  }
}

/** Sends one plan's reminder to the patient's accounts and the doctor; how many messages. */
export async function sendReminder(ctx: OpenCtx, job: ReminderJob): Promise<number> {
  const rows = await ctx.inTenant(async (tx) => {
    const j = await joinedPlanById(tx, job.planId);
    if (j?.plan.state !== 'open' || chinaDay(j.plan.planTime) !== job.dueDay) return [];
    if (j.plan.planTime.getTime() <= ctx.now().getTime()) return [];
    if (!(await markReminded(tx, ctx.projectId, job.planId, job.dueDay))) return [];
    const when = chinaDateTime(j.plan.planTime);
    const way = modeName(j.plan.followMode);
    const doctorUserId = j.plan.followPersonUserId ?? (await doctorUserOf(tx, j.patientDoctorId));
    const messages: NewSystemMessage[] = await toPatientAccounts(tx, j.plan.patientId, {
      title: '随访提醒',
      content: `${j.personName ?? '您的医生'}将于${when}为${j.patientName}进行${way}，请提前做好准备${
        j.plan.followMode === 3 ? '并保持电话畅通' : ''
      }。`,
      link: `${PATIENT_FOLLOW_LINK}?patientId=${j.plan.patientId}`,
      data: { planId: j.plan.id },
    });
    if (doctorUserId !== null)
      messages.push({
        userId: doctorUserId,
        title: '随访提醒',
        content: `${j.patientName}的${j.templateName ?? '随访'}计划于${when}（${way}），请按时随访。`,
        link: `${DOCTOR_PLAN_LINK}?id=${j.plan.id}`,
        data: { planId: j.plan.id },
      });
    return storeMessages(tx, ctx.projectId, messages);
  });
  await pushStored(ctx, rows);
  return rows.length;
}

/** Queues reminders for every tenant's plans due within the lead time (plans seeded or missed). */
export async function sweepReminders(parts: AppParts, now: Date = new Date()): Promise<void> {
  for (const projectId of await projectIds(parts.services.db)) {
    const ctx = await projectContext(parts, projectId);
    if (!ctx) continue;
    const plans = await ctx.inTenant((tx) => plansToRemind(tx, now, new Date(now.getTime() + LEAD_MS)));
    await scheduleReminders({ projectId, now: () => now, jobs: parts.jobs, log: parts.log }, plans);
  }
}

/** The follow module's workers: the reminders and a sweep every 10 minutes. */
export async function registerFollowJobs(parts: AppParts): Promise<void> {
  await parts.jobs.register<ReminderJob>(
    FOLLOW_REMINDER_QUEUE,
    async (job) => {
      const ctx = await projectContext(parts, job.projectId);
      if (ctx) await sendReminder(ctx, job);
    },
    { policy: 'short' },
  );
  await parts.jobs.register(FOLLOW_SWEEP_QUEUE, () => sweepReminders(parts));
  await parts.jobs.schedule(FOLLOW_SWEEP_QUEUE, '*/10 * * * *');
}
