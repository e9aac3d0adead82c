import { TRACK_STATES } from '@kanghu/shared';
import { and, desc, eq } from 'drizzle-orm';
import {
  timelineBefore as before,
  type PatientTimeline,
  type TimelineSource,
} from '../../core/patient-timeline.ts';
import { aiTrackRecords, users } from '../../db/schema/index.ts';

/** AI-platform tracking records of abnormal readings (track/record), at the tracking time. */
const tracks: TimelineSource = async (tx, patientId, { bound, limit }) => {
  const r = aiTrackRecords;
  const rows = await tx
    .select({
      id: r.id,
      at: r.time,
      state: r.state,
      handleWay: r.handleWay,
      content: r.content,
      reason: r.reason,
      by: users.name,
    })
    .from(r)
    .leftJoin(users, eq(users.id, r.userId))
    .where(and(eq(r.patientId, patientId), before(r.time, r.id, bound)))
    .orderBy(desc(r.time), desc(r.id))
    .limit(limit);
  return rows.map((x) => ({
    kind: 'ai-track',
    id: x.id,
    at: x.at,
    title: `异常跟踪·${TRACK_STATES[x.state as keyof typeof TRACK_STATES] ?? ''}`,
    text: [x.handleWay, x.content, x.reason].filter(Boolean).join('，'),
    tone: x.state === 3 ? ('attention' as const) : ('normal' as const),
    by: x.by,
  }));
};

export function registerTrackTimeline(timeline: PatientTimeline): void {
  timeline.register('ai-track', tracks);
}
