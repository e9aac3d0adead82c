import { TRACK_STATES } from '@kanghu/shared';
import { eq } from 'drizzle-orm';
import { type PatientTimeline, timelineSource } from '../../core/patient-timeline.ts';
import { aiTrackRecords, users } from '../../db/schema/index.ts';

const r = aiTrackRecords;

/** AI-platform tracking records of abnormal readings (track/record), at the tracking time. */
const tracks = timelineSource(
  'ai-track',
  { patient: r.patientId, at: r.time, id: r.id },
  (tx, key) =>
    tx
      .select({ ...key, row: r, by: users.name })
      .from(r)
      .leftJoin(users, eq(users.id, r.userId))
      .$dynamic(),
  (x) => ({
    title: `异常跟踪·${TRACK_STATES[x.row.state as keyof typeof TRACK_STATES] ?? ''}`,
    text: [x.row.handleWay, x.row.content, x.row.reason].filter(Boolean).join('，'),
    tone: x.row.state === 3 ? 'attention' : 'normal',
  }),
);

export function registerTrackTimeline(timeline: PatientTimeline): void {
  timeline.register('ai-track', tracks);
}
