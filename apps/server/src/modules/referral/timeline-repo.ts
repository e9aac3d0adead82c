import { REFERRAL_STATE, REFERRAL_STATES } from '@kanghu/shared';
import { eq } from 'drizzle-orm';
import {
  type PatientTimeline,
  type TimelineSource,
  timelineEvents,
  timelineRows,
} from '../../core/patient-timeline.ts';
import { doctors, orgs, referrals } from '../../db/schema/index.ts';

/** Referrals of the patient (when they were made): target org, cause, where the referral stands. */
const referralEvents: TimelineSource = async (tx, patientId, page) => {
  const r = referrals;
  const query = tx
    .select({
      id: r.id,
      at: r.createdAt,
      cause: r.referralCause,
      state: r.state,
      target: orgs.name,
      by: doctors.name,
    })
    .from(r)
    .leftJoin(doctors, eq(doctors.id, r.doctorId))
    .leftJoin(orgs, eq(orgs.id, r.targetOrgId))
    .$dynamic();
  const rows = await timelineRows(
    query,
    { patient: r.patientId, at: r.createdAt, id: r.id },
    patientId,
    page,
  );
  return timelineEvents('referral', rows, (x) => ({
    title: x.target ? `转诊至${x.target}` : '转诊',
    text: `${x.cause}，${REFERRAL_STATES[x.state as keyof typeof REFERRAL_STATES] ?? '未知状态'}`,
    tone: x.state === REFERRAL_STATE.pending ? 'attention' : 'normal',
  }));
};

/** The referral area's events on the doctor's patient timeline. */
export function registerReferralTimeline(timeline: PatientTimeline): void {
  timeline.register('referral', referralEvents);
}
