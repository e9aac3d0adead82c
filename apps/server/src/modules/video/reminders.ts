import { VIDEO_REMIND_LEAD_MIN } from '@kanghu/shared';
import { type AppParts, type OpenCtx, projectContext } from '../../core/context.ts';
import { notifyMembers, storeReminders } from './notify.ts';
import { type ConsultRow, consultById, markReminded, roomById, roomMembers } from './repo.ts';

/**
 * REMOTE_VIDEO_CONSULTATION reminders through pg-boss: one job when the consultation is created
 * and one VIDEO_REMIND_LEAD_MIN minutes before it starts (singleton keys per consultation). The
 * handler stores a system message for each member and pushes the action; the pre-start one is
 * sent once (reminded_at), and nothing goes out for an ended consultation.
 */
export const VIDEO_REMIND_QUEUE = 'video-consult-reminder';
const LEAD_MS = VIDEO_REMIND_LEAD_MIN * 60_000;

export interface ConsultReminderJob {
  projectId: number;
  consultationId: number;
  soon: boolean;
}

type Scheduler = Pick<OpenCtx, 'jobs' | 'log' | 'projectId' | 'now'>;

export async function scheduleConsultReminders(ctx: Scheduler, row: ConsultRow): Promise<void> {
  const now = ctx.now().getTime();
  const base = { projectId: ctx.projectId, consultationId: row.id };
  try {
    await ctx.jobs.sendAt(
      VIDEO_REMIND_QUEUE,
      { ...base, soon: false },
      ctx.now(),
      `${ctx.projectId}:${row.id}:new`,
    );
    const at = row.startTime.getTime() - LEAD_MS;
    if (row.startTime.getTime() > now)
      await ctx.jobs.sendAt(
        VIDEO_REMIND_QUEUE,
        { ...base, soon: true },
        new Date(Math.max(now, at)),
        `${ctx.projectId}:${row.id}:soon`,
      );
  } catch (err) {
    ctx.log.warn({ err, consultationId: row.id }, 'video consultation reminder not queued');
  }
}

/** Sends one reminder; how many members got it. */
export async function sendConsultReminder(ctx: OpenCtx, job: ConsultReminderJob): Promise<number> {
  const found = await ctx.inTenant(async (tx) => {
    const row = await consultById(tx, job.consultationId);
    if (row?.state !== 'scheduled') return null;
    if (job.soon && !(await markReminded(tx, row.id, ctx.now()))) return null;
    const room = await roomById(tx, row.roomId);
    if (!room) return null;
    const members = (await roomMembers(tx, room)).filter((id) => job.soon || id !== row.hostUserId);
    await storeReminders(tx, row, members, job.soon);
    return { row, members, roomCode: room.roomCode };
  });
  if (!found) return 0;
  const { row, members, roomCode } = found;
  await notifyMembers(
    ctx,
    members,
    { id: row.id, roomCode, title: row.title, startTime: row.startTime.toISOString() },
    job.soon ? 'soon' : 'created',
  );
  return members.length;
}

export async function registerVideoJobs(parts: AppParts): Promise<void> {
  await parts.jobs.register<ConsultReminderJob>(
    VIDEO_REMIND_QUEUE,
    async (job) => {
      const ctx = await projectContext(parts, job.projectId);
      if (ctx) await sendConsultReminder(ctx, job);
    },
    { policy: 'short' },
  );
}
