import { CHINA_ZONE, chinaDay } from '@kanghu/shared';
import { type AppParts, type OpenCtx, projectContext } from '../../core/context.ts';
import type { SystemMessageRow } from '../messages/repo.ts';
import { pushNotes, writeNotes } from './notify.ts';
import { expireEnded, flagRenewalsDue, namedContract } from './repo.ts';

/** pg-boss queue of the daily contract sweep (renewal reminders, expiry). */
export const CONTRACT_SWEEP_QUEUE = 'family-contract-sweep';
/** Daily at 00:05 China time. */
const SWEEP_CRON = '5 0 * * *';

export interface SweepJob {
  /** One project; every project when absent (the schedule and the start-up catch-up). */
  projectId?: number;
}

export interface SweepResult {
  flagged: number;
  expired: number;
  messages: number;
}

/**
 * One project's sweep: signed contracts ending within RENEWAL_REMINDER_DAYS become renewal_due
 * and their doctor and resident accounts get a system message, in the same transaction as the
 * flag; contracts past their end date become expired. The moves are conditional UPDATEs, so
 * any number of sweeps (restarts, instances, the schedule and the catch-up together) send each
 * reminder once.
 */
export async function sweepContracts(ctx: OpenCtx): Promise<SweepResult> {
  const now = ctx.now();
  const today = chinaDay(now);
  const { flagged, expired, notes } = await ctx.inTenant(async (tx) => {
    const due = await flagRenewalsDue(tx, today, now);
    const notes: SystemMessageRow[] = [];
    for (const row of due) {
      const named = await namedContract(tx, row.id);
      if (named) notes.push(...(await writeNotes(tx, ctx.projectId, 'renewalDue', row, named, null)));
    }
    const ended = await expireEnded(tx, today, now);
    return { flagged: due.length, expired: ended.length, notes };
  });
  await pushNotes(ctx, notes);
  return { flagged, expired, messages: notes.length };
}

/**
 * The contract module's worker, its daily schedule and a catch-up sweep at start-up (one per
 * China-time day and instance group: singleton key), all on one queue. Tests send a job naming
 * their project; outside tests the schedule sweeps every project.
 */
export async function registerContractJobs(parts: AppParts): Promise<void> {
  await parts.jobs.register<SweepJob>(CONTRACT_SWEEP_QUEUE, async (job) => {
    const ids = job.projectId !== undefined ? [job.projectId] : await parts.services.projects.ids();
    for (const id of ids) {
      const ctx = await projectContext(parts, id);
      if (ctx) await sweepContracts(ctx);
    }
  });
  if (parts.services.config.env === 'test') return;
  await parts.jobs.schedule(CONTRACT_SWEEP_QUEUE, SWEEP_CRON, CHINA_ZONE);
  await parts.jobs.sendAfter<SweepJob>(CONTRACT_SWEEP_QUEUE, {}, 5, `startup:${chinaDay()}`);
}
