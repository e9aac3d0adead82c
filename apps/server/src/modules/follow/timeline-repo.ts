import {
  chinaDay,
  FOLLOW_CLASSIFICATIONS,
  FOLLOW_MODES,
  FOLLOW_REFERRALS,
  type GradeTone,
} from '@kanghu/shared';
import { eq, ne } from 'drizzle-orm';
import { type PatientTimeline, timelineSource } from '../../core/patient-timeline.ts';
import { followPlans, followRecords, users } from '../../db/schema/index.ts';

const PLAN_STATES = { open: '待随访', done: '已完成', cancelled: '已取消', deleted: '已删除' } as const;

function modeLabel(mode: number): string {
  return FOLLOW_MODES[mode as keyof typeof FOLLOW_MODES] ?? '随访';
}

/** A visit that calls for a referral is the most urgent thing on a patient's timeline. */
function recordTone(referral: string, classification: number | null): GradeTone {
  if (referral === 'urgent') return 'severe';
  if (referral === 'suggested') return 'abnormal';
  return classification !== null && classification > 1 ? 'attention' : 'normal';
}

const r = followRecords;
const p = followPlans;

/** Follow-up visits recorded (at the visit's time): classification, referral advice, next visit. */
const records = timelineSource(
  'follow',
  { patient: r.patientId, at: r.followTime, id: r.id },
  (tx, key) =>
    tx
      .select({ ...key, row: r, by: users.name })
      .from(r)
      .leftJoin(users, eq(users.id, r.doctorUserId))
      .$dynamic(),
  (x) => ({
    title: `随访记录·${modeLabel(x.row.followMode)}`,
    text: [
      x.row.classification !== null
        ? FOLLOW_CLASSIFICATIONS[x.row.classification as keyof typeof FOLLOW_CLASSIFICATIONS]
        : null,
      x.row.referral !== 'none' ? FOLLOW_REFERRALS[x.row.referral] : null,
      x.row.nextFollowDate ? `下次随访${x.row.nextFollowDate}` : null,
    ]
      .filter(Boolean)
      .join('，'),
    tone: recordTone(x.row.referral, x.row.classification),
  }),
);

/** Follow-up plans (when they were made): the planned day, the mode and where the plan stands. */
const plans = timelineSource(
  'follow-plan',
  { patient: p.patientId, at: p.createdAt, id: p.id },
  (tx, key) =>
    tx
      .select({ ...key, row: p, by: users.name })
      .from(p)
      .leftJoin(users, eq(users.id, p.createdByUserId))
      .$dynamic(),
  (x) => ({
    title: '随访计划',
    text: `计划${chinaDay(x.row.planTime)}${modeLabel(x.row.followMode)}，${PLAN_STATES[x.row.state]}`,
  }),
  ne(p.state, 'deleted'),
);

/** The follow area's events on the doctor's patient timeline. */
export function registerFollowTimeline(timeline: PatientTimeline): void {
  timeline.register('follow', records);
  timeline.register('follow-plan', plans);
}
