import {
  chinaDay,
  FOLLOW_CLASSIFICATIONS,
  FOLLOW_MODES,
  FOLLOW_REFERRALS,
  type GradeTone,
} from '@kanghu/shared';
import { eq, ne } from 'drizzle-orm';
import {
  type PatientTimeline,
  type TimelineSource,
  timelineEvents,
  timelineRows,
} from '../../core/patient-timeline.ts';
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

/** Follow-up visits recorded (at the visit's time): classification, referral advice, next visit. */
const records: TimelineSource = async (tx, patientId, page) => {
  const r = followRecords;
  const query = tx
    .select({
      id: r.id,
      at: r.followTime,
      mode: r.followMode,
      classification: r.classification,
      referral: r.referral,
      next: r.nextFollowDate,
      by: users.name,
    })
    .from(r)
    .leftJoin(users, eq(users.id, r.doctorUserId))
    .$dynamic();
  const rows = await timelineRows(
    query,
    { patient: r.patientId, at: r.followTime, id: r.id },
    patientId,
    page,
  );
  return timelineEvents('follow', rows, (x) => ({
    title: `随访记录·${modeLabel(x.mode)}`,
    text: [
      x.classification !== null
        ? FOLLOW_CLASSIFICATIONS[x.classification as keyof typeof FOLLOW_CLASSIFICATIONS]
        : null,
      x.referral !== 'none' ? FOLLOW_REFERRALS[x.referral] : null,
      x.next ? `下次随访${x.next}` : null,
    ]
      .filter(Boolean)
      .join('，'),
    tone: recordTone(x.referral, x.classification),
  }));
};

/** Follow-up plans (when they were made): the planned day, the mode and where the plan stands. */
const plans: TimelineSource = async (tx, patientId, page) => {
  const p = followPlans;
  const query = tx
    .select({
      id: p.id,
      at: p.createdAt,
      planTime: p.planTime,
      mode: p.followMode,
      state: p.state,
      by: users.name,
    })
    .from(p)
    .leftJoin(users, eq(users.id, p.createdByUserId))
    .$dynamic();
  const cols = { patient: p.patientId, at: p.createdAt, id: p.id };
  const rows = await timelineRows(query, cols, patientId, page, ne(p.state, 'deleted'));
  return timelineEvents('follow-plan', rows, (x) => ({
    title: '随访计划',
    text: `计划${chinaDay(x.planTime)}${modeLabel(x.mode)}，${PLAN_STATES[x.state]}`,
  }));
};

/** The follow area's events on the doctor's patient timeline. */
export function registerFollowTimeline(timeline: PatientTimeline): void {
  timeline.register('follow', records);
  timeline.register('follow-plan', plans);
}
